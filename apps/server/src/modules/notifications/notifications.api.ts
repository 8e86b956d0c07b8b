/** The notifications module's public face: the only file other modules may import. */
export { notify } from './notifications.service.ts';
