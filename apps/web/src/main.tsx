// Not a React hook despite its name: it configures zod once, before anything renders.
import { useIndonesianZodMessages as installIndonesianZodMessages } from '@sikerja/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { consumeUrlToken } from './lib/auth/consume-url-token.ts';

// Forms say the same Indonesian messages as the API.
installIndonesianZodMessages();
// A session handed over in the address bar is taken before the router reads the location.
consumeUrlToken();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

const router = createAppRouter();

// The installable app (docs/web-platform.md): the shell opens offline; API answers are never stored.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    // The entry's content-hashed name versions the worker: a new release installs a new one,
    // which stores the new files and drops the old store.
    const release = new URL(import.meta.url).pathname.split('/').pop() ?? 'dev';
    navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(release)}`).catch(() => {
      // Without it the app still works online; nothing to tell the person.
    });
  });
}

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
