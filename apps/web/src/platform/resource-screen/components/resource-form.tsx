import { Button, Grid, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import type { ResourceScreenConfig } from '../resource-config.ts';
import { ResourceFieldInput } from './resource-field-input.tsx';

type Values = Record<string, unknown>;

interface ResourceFormProps {
  config: ResourceScreenConfig;
  /** The stored row's values when editing; the config's defaults for a new one. */
  initialValues: Values;
  /** The stored row when editing, null for a new one. */
  row: Values | null;
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The form of any master: its fields in order, validated by the master's own zod contract (the
 * one the API uses), server field errors under their fields, nothing typed lost on an error.
 * While a 'file' field uploads, Save waits.
 */
export function ResourceForm({
  config,
  initialValues,
  row,
  onSubmit,
  onCancel,
}: ResourceFormProps) {
  const schema = row === null ? config.create : (config.update ?? config.create);
  const { form, formError, handleSubmit } = useZodForm<Values>(schema, { initialValues });
  const [uploads, setUploads] = useState<Record<string, boolean>>({});
  const isUploading = Object.values(uploads).some(Boolean);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <Grid gap="md">
          {config.fields.map((field) => (
            <Grid.Col key={field.name} span={{ base: 12, sm: field.width === 'half' ? 6 : 12 }}>
              <ResourceFieldInput
                field={field}
                form={form}
                row={row}
                onBusyChange={(busy) => setUploads((now) => ({ ...now, [field.name]: busy }))}
              />
            </Grid.Col>
          ))}
        </Grid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Batal
          </Button>
          <Button type="submit" loading={form.submitting} disabled={isUploading}>
            {isUploading ? 'Menunggu unggahan…' : 'Simpan'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
