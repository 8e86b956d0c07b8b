import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { FileUpload } from './file-upload.tsx';
import {
  FILEPOND_DEFAULTS,
  filePondServer,
  IMAGE_ACCEPT,
  UPLOAD_URL,
  uploadErrorMessage,
} from './file-upload-options.ts';
import { LazyFileUpload } from './lazy-file-upload.tsx';

describe('FileUpload options (SPEC sections 5, 8 and 9)', () => {
  it.each([
    ['maxFileSize', '2MB'],
    ['allowFileTypeValidation', true],
    ['labelFileTypeNotAllowed', 'File is of invalid type'],
    ['fileValidateTypeLabelExpectedTypes', ''],
    ['maxParallelUploads', 2],
    ['chunkUploads', true],
    ['chunkSize', 5_000_000],
    ['chunkRetryDelays', [500, 1000, 3000]],
    ['ignoredFiles', ['.ds_store', 'thumbs.db', 'desktop.ini']],
    ['labelFileLoadError', 'Error during load'],
    ['labelFileProcessingError', 'Error during upload'],
    ['labelFileRemoveError', 'Error during remove'],
    ['labelFileProcessingRevertError', 'Error during revert'],
    ['labelInvalidField', 'Field contains invalid files'],
  ])('sets %s to %j', (option, expected) => {
    expect(FILEPOND_DEFAULTS[option as keyof typeof FILEPOND_DEFAULTS]).toEqual(expected);
  });

  it("uses FilePond's default end points under /api/v1/upload with the client's headers", () => {
    const headers = { Authorization: 'Bearer abc', 'X-XSRF-TOKEN': 'x' };
    const server = filePondServer(headers);
    expect(server).toMatchObject({ url: '/api/v1/upload', headers, fetch: null, remove: null });
    expect(UPLOAD_URL).toBe('/api/v1/upload');
  });

  it("reads the API's Indonesian refusal from a 422 body", () => {
    const body = JSON.stringify({
      code: 'VALIDATION',
      message: 'Data yang dikirim tidak valid.',
      errors: { file: ['Ukuran berkas melebihi 2 MB.'] },
    });
    expect(uploadErrorMessage(body)).toBe('Ukuran berkas melebihi 2 MB.');
    expect(uploadErrorMessage(JSON.stringify({ message: 'Sesi Anda telah berakhir.' }))).toBe(
      'Sesi Anda telah berakhir.',
    );
    expect(uploadErrorMessage('<html>')).toBeNull();
    expect(uploadErrorMessage(undefined)).toBeNull();
  });
});

describe('FileUpload', () => {
  it('renders a labelled file input accepting the given types', async () => {
    const onChange = vi.fn();
    renderWithApp(
      <FileUpload
        value={null}
        onChange={onChange}
        accept={IMAGE_ACCEPT}
        label="Foto profil"
        description="Maksimal 2 MB."
      />,
    );
    const input = await screen.findByLabelText('Foto profil');
    expect(input).toHaveProperty('type', 'file');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp');
    expect(screen.getByText('Maksimal 2 MB.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the form error under the field', async () => {
    renderWithApp(
      <LazyFileUpload
        value={null}
        onChange={() => undefined}
        label="Dokumen"
        error="Berkas harus berupa gambar (PNG, JPEG atau WebP)."
      />,
    );
    await waitFor(() =>
      expect(screen.getByText('Berkas harus berupa gambar (PNG, JPEG atau WebP).')).toBeTruthy(),
    );
    expect((await screen.findByLabelText('Dokumen')).getAttribute('accept')).toBe(
      'image/png,image/jpeg,image/webp,application/pdf',
    );
  });
});
