/**
 * FileUpload: one file sent with FilePond to `/api/v1/upload` (docs/uploads.md). The value is
 * the uploaded file's id; a form saves it with its record, and the server attaches the file to
 * that record. An id already saved shows as a file loaded through `?load=`.
 *
 * This module pulls in FilePond and its CSS (about 150 kB): import `LazyFileUpload` from
 * `lazy-file-upload.tsx` instead, so pages without uploads do not load it.
 */
import 'filepond/dist/filepond.min.css';
import 'filepond-plugin-image-preview/dist/filepond-plugin-image-preview.min.css';
import { Box, Input } from '@mantine/core';
import FilePondPluginFileValidateSize from 'filepond-plugin-file-validate-size';
import FilePondPluginFileValidateType from 'filepond-plugin-file-validate-type';
import FilePondPluginImagePreview from 'filepond-plugin-image-preview';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FilePond, registerPlugin } from 'react-filepond';
import { apiHeaders, ensureXsrfCookie } from '../../lib/api-client.ts';
import classes from './file-upload.module.css';
import { DEFAULT_ACCEPT, FILEPOND_DEFAULTS, filePondServer } from './file-upload-options.ts';
import { squareCropPlugin } from './square-crop-plugin.ts';

registerPlugin(
  FilePondPluginFileValidateSize,
  FilePondPluginFileValidateType,
  FilePondPluginImagePreview,
  squareCropPlugin,
);

export interface FileUploadProps {
  /** The id of the uploaded or saved file; null when there is none. */
  value: string | null;
  /** A finished upload gives its id; removing the file gives null. */
  onChange: (fileId: string | null) => void;
  /** Accepted MIME types (default images and PDF); the server reads the real type anyway. */
  accept?: readonly string[];
  label?: ReactNode;
  description?: ReactNode;
  /** A message from the form (the API's 422 on the field). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Crop images to their centre square, at most this many pixels, before upload (photos). */
  cropSquare?: number;
  /** True while a file is on its way, so a form can wait before saving. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Shows `value` in the pond: a saved id becomes FilePond's 'local' file (loaded through
 * `?load=<id>`); null clears the uploaded or saved file (refused files stay, with their
 * message). Nothing is reverted on the server: the record decides what happens to its file.
 */
function showValue(pond: FilePond, value: string | null): void {
  // A browser FilePond does not support (jsdom) gets no pond methods.
  if (typeof pond.getFiles !== 'function') return;
  const items = pond.getFiles();
  if (value !== null && items.some((item) => item.serverId === value || item.source === value)) {
    return;
  }
  for (const item of items) {
    if (value !== null || item.serverId) pond.removeFile(item, { revert: false });
  }
  if (value !== null) void pond.addFile(value, { type: 'local' }).catch(() => undefined);
}

export function FileUpload({
  value,
  onChange,
  accept = DEFAULT_ACCEPT,
  label,
  description,
  error,
  required,
  disabled,
  cropSquare,
  onBusyChange,
}: FileUploadProps) {
  const id = useId();
  const pondRef = useRef<FilePond>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // The value this component last reported or was given; files removed to show another value
  // are not reported as removed.
  const reported = useRef(value);

  // The pond is not given `files` as a prop: react-filepond passes every prop again on each
  // render, and a stale list would put back files the person just replaced. It follows
  // `value` here instead (at mount, and when a form resets or loads another record).
  useEffect(() => {
    reported.current = value;
    if (pondRef.current) showValue(pondRef.current, value);
  }, [value]);

  useEffect(() => {
    void ensureXsrfCookie();
  }, []);

  const report = (next: string | null) => {
    reported.current = next;
    onChange(next);
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error ?? serverMessage}
      required={required}
    >
      <Box
        className={classes.root}
        data-disabled={disabled || undefined}
        mt={label || description ? 4 : 0}
      >
        <FilePond
          {...FILEPOND_DEFAULTS}
          id={id}
          ref={pondRef}
          acceptedFileTypes={[...accept]}
          server={filePondServer(apiHeaders())}
          disabled={disabled}
          required={required}
          allowSquareCrop={cropSquare !== undefined}
          squareCropSize={cropSquare ?? 512}
          imagePreviewMaxHeight={240}
          onaddfilestart={() => setServerMessage(null)}
          onprocessfilestart={() => onBusyChange?.(true)}
          onprocessfileabort={() => onBusyChange?.(false)}
          onprocessfile={(failure, file) => {
            onBusyChange?.(false);
            if (failure) {
              setServerMessage(typeof failure.body === 'string' ? failure.body : null);
              return;
            }
            setServerMessage(null);
            report(file.serverId);
          }}
          onremovefile={(_failure, file) => {
            // Only the file this field holds; files swapped out for a new value do not count.
            if (file.serverId && file.serverId === reported.current) report(null);
          }}
        />
      </Box>
    </Input.Wrapper>
  );
}

export default FileUpload;
