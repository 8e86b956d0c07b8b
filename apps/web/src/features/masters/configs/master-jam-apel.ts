import { sessionWindowScreen } from './shared/session-window.ts';

/** '/admin/master/jam_apel': apel windows (open ≤ on time ≤ close). */
export const masterScreen = sessionWindowScreen('Apel', 'Apel pagi Senin');
