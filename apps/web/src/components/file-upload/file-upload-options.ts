/**
 * FilePond's options for Sikerja, kept apart from the component so they can be read and tested
 * without a browser. SPEC sections 5 and 9: 2 MB, type check on with 'File is of invalid type'
 * and no list of accepted types, 2 parallel uploads, chunks of 5,000,000 bytes retried after
 * 500/1000/3000 ms, system files ignored, and FilePond's English error labels. The labels a
 * person acts on (drop here, cancel, remove) are Indonesian. docs/uploads.md.
 */
import {
  FILEPOND_LABELS,
  UPLOAD_ACCEPTED_TYPES,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_CHUNK_RETRY_DELAYS,
  UPLOAD_IGNORED_FILES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_FILE_SIZE_LABEL,
  UPLOAD_MAX_PARALLEL,
} from '@sikerja/contracts';
import type { FilePondOptions } from 'filepond';
import { API_BASE } from '../../lib/api-client.ts';

export const UPLOAD_URL = `${API_BASE}/upload`;

/** Images and PDF: what the server accepts. */
export const DEFAULT_ACCEPT: readonly string[] = UPLOAD_ACCEPTED_TYPES;
export const IMAGE_ACCEPT: readonly string[] = UPLOAD_IMAGE_TYPES;

/** The fixed part: limits, chunking and labels. */
export const FILEPOND_DEFAULTS = {
  name: 'filepond',
  credits: false,
  allowMultiple: false,
  maxFiles: 1,
  maxFileSize: UPLOAD_MAX_FILE_SIZE_LABEL,
  allowFileTypeValidation: true,
  fileValidateTypeLabelExpectedTypes: '',
  maxParallelUploads: UPLOAD_MAX_PARALLEL,
  chunkUploads: true,
  chunkSize: UPLOAD_CHUNK_BYTES,
  chunkRetryDelays: [...UPLOAD_CHUNK_RETRY_DELAYS],
  ignoredFiles: [...UPLOAD_IGNORED_FILES],
  ...FILEPOND_LABELS,
  labelIdle:
    'Seret & lepas berkas di sini atau <span class="filepond--label-action">pilih berkas</span>',
  labelFileWaitingForSize: 'Menghitung ukuran',
  labelFileSizeNotAvailable: 'Ukuran tidak diketahui',
  labelFileLoading: 'Memuat',
  labelFileProcessing: 'Mengunggah',
  labelFileProcessingComplete: 'Unggahan selesai',
  labelFileProcessingAborted: 'Unggahan dibatalkan',
  labelTapToCancel: 'klik untuk membatalkan',
  labelTapToRetry: 'klik untuk mencoba lagi',
  labelTapToUndo: 'klik untuk mengurungkan',
  labelButtonRemoveItem: 'Hapus',
  labelButtonAbortItemLoad: 'Batal',
  labelButtonRetryItemLoad: 'Coba lagi',
  labelButtonAbortItemProcessing: 'Batal',
  labelButtonUndoItemProcessing: 'Urungkan',
  labelButtonRetryItemProcessing: 'Coba lagi',
  labelButtonProcessItem: 'Unggah',
} satisfies FilePondOptions;

/** The message of a refused upload: the API's Indonesian text, else FilePond's own. */
export function uploadErrorMessage(responseBody: unknown): string | null {
  if (typeof responseBody !== 'string' || responseBody === '') return null;
  try {
    const body = JSON.parse(responseBody) as {
      message?: unknown;
      errors?: Record<string, unknown>;
    };
    const field = body.errors?.file;
    if (Array.isArray(field) && typeof field[0] === 'string') return field[0];
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * The server part: FilePond's default end points under /api/v1/upload (process POST, patch
 * `?patch=`, revert DELETE, load `?load=`, restore `?restore=`) with the API client's headers.
 * `fetch` (loading a remote URL through the server) and `remove` are not offered.
 */
export function filePondServer(headers: Record<string, string>): FilePondOptions['server'] {
  return {
    url: UPLOAD_URL,
    headers,
    process: { url: '', method: 'POST', onerror: uploadErrorMessage },
    fetch: null,
    remove: null,
  };
}
