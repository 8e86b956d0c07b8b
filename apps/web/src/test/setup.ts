/**
 * Runs before every web test file (vitest.config.ts, project 'web'). jsdom lacks a few browser
 * APIs Mantine calls while rendering; these stand-ins follow Mantine's Vitest guide. Every test
 * starts with an empty DOM, no session and the anti-forgery cookie a real page would have.
 */
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default; `npm test` runs these files next to the
// server's database tests on the same CPUs, where a render can take longer than that.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads styles of elements it measures; jsdom's getComputedStyle also accepts a
// pseudo-element argument that it does not implement and warns about.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Combobox scrolls the selected option into view.
window.HTMLElement.prototype.scrollIntoView = () => undefined;

// useMediaQuery and the colour scheme read media queries; no query ever matches in tests.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// ScrollArea, Table.ScrollContainer and floating dropdowns observe their size.
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// An autosizing Textarea measures itself again when web fonts finish loading; jsdom has no
// FontFaceSet, so nothing ever loads and an event target without events is enough.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

beforeEach(() => {
  // The API client reads this cookie before every state-changing request (SPEC section 7);
  // without it the client would first fetch GET setting to obtain one.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'XSRF-TOKEN=test-xsrf-token; Path=/';
});

afterEach(() => {
  // Testing Library cleans up by itself only when Vitest globals are on; they are not.
  cleanup();
  // Notifications live in a module-level store, not in the unmounted host: drop them so the
  // next test's host does not show this test's messages.
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
