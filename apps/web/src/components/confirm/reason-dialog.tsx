import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorMessage, isApiError } from '../../lib/api-error.ts';

interface ReasonDialogProps {
  title: string;
  /** What is about to happen, above the reason. */
  message?: ReactNode;
  /** @default 'Alasan' */
  label?: string;
  description?: string;
  maxLength?: number;
  confirmLabel: string;
  /** Runs with the typed reason; a failure keeps the dialog open with the server's message. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A destructive action that needs a reason (cancelling a ceremony day, a meeting, a letter).
 * The reason stays typed when the server refuses it, and the refusal shows under the field.
 */
export function ReasonDialog({
  title,
  message,
  label = 'Alasan',
  description,
  maxLength,
  confirmLabel,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason);
      onClose();
    } catch (e) {
      setError(isApiError(e) ? (e.fieldErrors.reason?.[0] ?? errorMessage(e)) : errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} centered title={title}>
      <Stack gap="sm">
        {message}
        <Textarea
          label={label}
          description={description}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          maxLength={maxLength}
          withAsterisk
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Tidak
          </Button>
          <Button color="red" loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
