import { Button, Grid, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { MasterFieldInput } from '../../masters/components/master-field-input.tsx';
import type { ProfileListConfig } from '../profile-list-config.ts';
import { DocumentField } from './document-field.tsx';

type Values = Record<string, unknown>;

interface ProfileListFormProps {
  config: ProfileListConfig;
  /** The stored row's values when editing; the config's defaults for a new one. */
  initialValues: Values;
  /** The stored row's document, when editing a row that has one. */
  storedFile: { fileId: string; name: string } | null;
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The form of any profile list: the config's fields (the masters' inputs), then the document.
 * Validated by the list's own zod contract, the one the API uses; the server's field errors
 * land under their fields and nothing typed is lost on an error.
 */
export function ProfileListForm({
  config,
  initialValues,
  storedFile,
  onSubmit,
  onCancel,
}: ProfileListFormProps) {
  const { form, formError, handleSubmit } = useZodForm<Values>(config.save, { initialValues });
  const [isUploading, setUploading] = useState(false);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <Grid gap="md">
          {config.fields.map((field) => (
            <Grid.Col key={field.name} span={{ base: 12, sm: field.width === 'half' ? 6 : 12 }}>
              <MasterFieldInput field={field} form={form} />
            </Grid.Col>
          ))}
          <Grid.Col span={12}>
            <DocumentField
              form={form}
              document={config.document}
              stored={storedFile}
              onBusyChange={setUploading}
            />
          </Grid.Col>
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
