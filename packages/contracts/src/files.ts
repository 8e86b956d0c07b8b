import { z } from 'zod';

/**
 * Uploads (SPEC sections 5 and 9, docs/uploads.md). The browser sends files with FilePond to
 * `upload` (FilePond's server protocol); a record then refers to the returned file id, and the
 * server attaches the file to that record inside the record's transaction.
 */

/** 2 MB: the browser refuses larger files before sending, the server refuses them again. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** FilePond's `maxFileSize` notation of the same limit. */
export const UPLOAD_MAX_FILE_SIZE_LABEL = '2MB';
/** Chunk size of chunked uploads (bytes), SPEC section 9. */
export const UPLOAD_CHUNK_BYTES = 5_000_000;
/** Delays before retrying a failed chunk (ms). */
export const UPLOAD_CHUNK_RETRY_DELAYS = [500, 1000, 3000] as const;
export const UPLOAD_MAX_PARALLEL = 2;
/** Files FilePond drops silently when a folder is dropped. */
export const UPLOAD_IGNORED_FILES = ['.ds_store', 'thumbs.db', 'desktop.ini'] as const;
/** Unattached uploads and unfinished chunked transfers are removed after this long. */
export const UPLOAD_UNATTACHED_TTL_HOURS = 24;

/** Types recognised from the bytes of the file (never from its name). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const UPLOAD_DOCUMENT_TYPES = ['application/pdf'] as const;
export const UPLOAD_ACCEPTED_TYPES = [...UPLOAD_IMAGE_TYPES, ...UPLOAD_DOCUMENT_TYPES] as const;
export type UploadMimeType = (typeof UPLOAD_ACCEPTED_TYPES)[number];

/** FilePond's labels required by SPEC section 5 (kept in English, as the original app shows them). */
export const FILEPOND_LABELS = {
  labelFileTypeNotAllowed: 'File is of invalid type',
  labelFileLoadError: 'Error during load',
  labelFileProcessingError: 'Error during upload',
  labelFileRemoveError: 'Error during remove',
  labelFileProcessingRevertError: 'Error during revert',
  labelInvalidField: 'Field contains invalid files',
} as const;

/** Indonesian messages of the server's refusals (422 on field `file`). */
export const UPLOAD_MESSAGES = {
  tooLarge: 'Ukuran berkas melebihi 2 MB.',
  invalidType: 'Jenis berkas tidak didukung.',
  imageOnly: 'Berkas harus berupa gambar (PNG, JPEG atau WebP).',
  empty: 'Berkas kosong.',
  missing: 'Pilih berkas yang akan diunggah.',
  notFound: 'Berkas tidak ditemukan atau sudah kedaluwarsa. Unggah ulang berkas.',
  alreadyAttached: 'Berkas sudah dipakai di data lain. Unggah ulang berkas.',
  notYours: 'Berkas ini diunggah oleh pengguna lain.',
  badOffset: 'Potongan berkas tidak sesuai urutan.',
  badLength: 'Ukuran berkas tidak sesuai.',
} as const;

/** `PUT auth/user/photo`: the uploaded (cropped) photo of the logged-in user. */
export const ZUpdatePhotoRequest = z.object({ file_id: z.uuid() });
export type TUpdatePhotoRequest = z.infer<typeof ZUpdatePhotoRequest>;

/** URL of a stored file for the API client (protected: fetch it with the bearer token). */
export function fileUrl(fileId: string): string {
  return `/api/v1/files/${fileId}`;
}
