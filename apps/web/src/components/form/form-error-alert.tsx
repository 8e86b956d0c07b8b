import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The form-level failure of useZodForm, above the fields. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
