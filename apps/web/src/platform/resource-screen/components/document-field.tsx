import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { LazyFileUpload } from '../../../components/file-upload/lazy-file-upload.tsx';
import { readPath } from '../../data-table/data-table.api.ts';
import type { ResourceField } from '../resource-config.ts';
import { DocumentLink } from './document-link.tsx';

type Values = Record<string, unknown>;

interface DocumentFieldProps {
  /** An `input: 'file'` field. */
  field: ResourceField;
  form: UseFormReturnType<Values>;
  /** The stored row when editing: its document opens from the form. */
  row: Values | null;
  /** True while a file is on its way, so the form waits before saving. */
  onBusyChange?: (busy: boolean) => void;
}

const fileIdOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * A row's document in the form: FilePond uploads the file at once and gives its id, which is
 * saved with the row (the server attaches it, or answers 422 on the field). The stored document
 * can be opened from here, and replaced or removed.
 */
export function DocumentField({ field, form, row, onBusyChange }: DocumentFieldProps) {
  const fileId = fileIdOf(form.getValues()[field.name]);
  const storedId = fileIdOf(row?.[field.name]);
  const storedName = row && field.fileName ? readPath(row, field.fileName) : null;
  return (
    <Stack gap={6}>
      <LazyFileUpload
        value={fileId}
        onChange={(next) => {
          form.setFieldValue(field.name, next);
          form.clearFieldError(field.name);
        }}
        label={field.label}
        description={field.description}
        required={field.required}
        error={form.errors[field.name]}
        onBusyChange={onBusyChange}
      />
      {storedId && storedId === fileId && (
        <DocumentLink fileId={storedId} name={typeof storedName === 'string' ? storedName : null} />
      )}
    </Stack>
  );
}
