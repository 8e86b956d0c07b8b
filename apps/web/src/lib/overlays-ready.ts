/**
 * The dialog and notification hosts (Mantine's ModalsProvider and Notifications) load on
 * demand, keeping their code (modal, scroll area, focus trap, positioning) off the login
 * page's budget. Their static APIs send events that only a mounted host hears, so a caller
 * first asks for the host and waits until it has mounted. The shell asks at once, so inside
 * the app they are there before anyone needs them.
 */
let isRequested = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Starts loading the hosts (idempotent). */
export function requestOverlays(): void {
  if (isRequested) return;
  isRequested = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore in the component that mounts the hosts. */
export function subscribeOverlayRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function areOverlaysRequested(): boolean {
  return isRequested;
}

/** Called once by the hosts when they have mounted. */
export function markOverlaysReady(): void {
  markReady();
}

/** Loads the hosts if needed; resolves when dialogs and notifications can be shown. */
export function whenOverlaysReady(): Promise<void> {
  requestOverlays();
  return ready;
}
