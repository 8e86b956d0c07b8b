import { sessionWindowScreen } from './shared/session-window.ts';

/** '/admin/master/jam_senam': senam windows (open ≤ on time ≤ close). */
export const masterScreen = sessionWindowScreen('Senam', 'Senam Jumat');
