/** The files module's public face: the only file other modules may import. */
export { attachFile, detachFile } from './file-attach.service.ts';
export {
  findFile,
  MAX_UPLOAD_BYTES,
  openFile,
  type StorageConfig,
  sniffImageType,
  storeFile,
} from './file-storage.service.ts';
export { sendStoredFile } from './uploads.routes.ts';
