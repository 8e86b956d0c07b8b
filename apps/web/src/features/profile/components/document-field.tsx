import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { UPLOAD_ACCEPTED_TYPES } from '@sikerja/contracts';
import { LazyFileUpload } from '../../../components/file-upload/lazy-file-upload.tsx';
import type { ProfileListConfig } from '../profile-list-config.ts';
import { DocumentLink } from './document-link.tsx';

type Values = Record<string, unknown>;

interface DocumentFieldProps {
  form: UseFormReturnType<Values>;
  document: ProfileListConfig['document'];
  /** The stored row's document, when it has one: openable from the form. */
  stored: { fileId: string; name: string } | null;
  /** True while a file is on its way, so the form waits before saving. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The row's document in the form: FilePond uploads the file at once and gives its id, which is
 * saved with the row (the server attaches it to the row's owner, or answers 422 on `file_id`).
 * The stored document can be opened from here, and replaced or removed.
 */
export function DocumentField({ form, document, stored, onBusyChange }: DocumentFieldProps) {
  const value = form.getValues().file_id;
  const fileId = typeof value === 'string' && value !== '' ? value : null;
  return (
    <Stack gap={6}>
      <LazyFileUpload
        value={fileId}
        onChange={(next) => {
          form.setFieldValue('file_id', next);
          form.clearFieldError('file_id');
        }}
        accept={UPLOAD_ACCEPTED_TYPES}
        label={document.label}
        description={document.description}
        required={document.required}
        error={form.errors.file_id}
        onBusyChange={onBusyChange}
      />
      {stored && stored.fileId === fileId && (
        <DocumentLink fileId={stored.fileId} name={stored.name} />
      )}
    </Stack>
  );
}
