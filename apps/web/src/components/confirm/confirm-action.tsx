import { Button, Group, type MantineColor, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { whenOverlaysReady } from '../../lib/overlays-ready.ts';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** @default 'Ya' */
  confirmLabel?: string;
  /** @default 'Tidak' */
  cancelLabel?: string;
  /** Red for destructive actions. @default 'blue' */
  color?: MantineColor;
  /**
   * Runs when confirmed. The dialog stays open with a busy button until it settles; a failure
   * is shown inside the dialog so the person can retry or cancel.
   */
  onConfirm: () => Promise<unknown> | undefined;
}

let counter = 0;

function ConfirmBody({ options, close }: { options: ConfirmOptions; close: () => void }) {
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await options.onConfirm();
      close();
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };
  return (
    <Stack gap="lg">
      {typeof options.message === 'string' ? <Text>{options.message}</Text> : options.message}
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close} disabled={isBusy}>
          {options.cancelLabel ?? 'Tidak'}
        </Button>
        <Button color={options.color ?? 'blue'} onClick={confirm} loading={isBusy} data-autofocus>
          {options.confirmLabel ?? 'Ya'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before doing something: 'Apakah anda yakin?' with Ya and Tidak unless told otherwise. */
export function confirmAction(options: ConfirmOptions): void {
  counter += 1;
  const modalId = `confirm-${counter}`;
  const close = () => modals.close(modalId);
  void whenOverlaysReady().then(() =>
    modals.open({
      modalId,
      title: options.title,
      centered: true,
      children: <ConfirmBody options={options} close={close} />,
    }),
  );
}
