/*
 * Sikerja's service worker (docs/web-platform.md "Installable app"): keeps the app shell so the
 * installed app opens without a connection and says so; never stores API answers, so nothing
 * a person sees as current (today's attendance, a balance) can come from a stale copy, and a
 * check-in always goes to the server.
 */
// One store per release (main.tsx registers sw.js?v=<the entry's hashed name>).
const CACHE = `sikerja-${new URL(self.location.href).searchParams.get('v') ?? 'dev'}`;
const SHELL = ['/', '/index.html', '/theme-init.js', '/favicon.svg', '/manifest.webmanifest'];

/** Every built file (Vite's manifest: each entry, lazy screen and its CSS), so any screen opens offline. */
async function builtFiles() {
  const response = await fetch('/asset-manifest.json', { cache: 'no-cache' });
  if (!response.ok) return [];
  const manifest = await response.json();
  const files = new Set();
  for (const entry of Object.values(manifest)) {
    files.add(`/${entry.file}`);
    for (const css of entry.css ?? []) files.add(`/${css}`);
  }
  return [...files];
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => cache.addAll([...SHELL, ...(await builtFiles())]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  // Pages: the network first (a new release shows at once), the stored shell when offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          if (response.ok) caches.open(CACHE).then((cache) => cache.put('/index.html', copy));
          return response;
        })
        .catch(() => caches.match('/index.html')),
    );
    return;
  }

  // Content-hashed assets never change: stored on first use, served from the store after.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            const copy = response.clone();
            if (response.ok) caches.open(CACHE).then((cache) => cache.put(request, copy));
            return response;
          }),
      ),
    );
    return;
  }

  // Other files (icons, manifest): the network, the store when offline.
  event.respondWith(fetch(request).catch(() => caches.match(request)));
});
