/** The kinerja feature's public face: what the app and other features may use. */

/**
 * What other parts of the app may use of kinerja (docs/web-platform.md): the filling windows'
 * panel, shown on `/admin/lock` beside the attendance month locks.
 */
export { KinerjaWindowPanel } from './kinerja-window-panel.tsx';
export { KinerjaSummary } from './monitor/kinerja-summary.tsx';
