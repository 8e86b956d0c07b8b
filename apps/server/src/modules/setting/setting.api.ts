/** The setting module's public face: the only file other modules may import. */
export { loadSettings } from './setting.service.ts';
