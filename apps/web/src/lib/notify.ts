import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-error.ts';
import { whenOverlaysReady } from './overlays-ready.ts';

/** A success message, e.g. 'Berhasil!' with what was done. */
export function notifySuccess(message: string, title = 'Berhasil!'): void {
  void whenOverlaysReady().then(() =>
    notifications.show({ color: 'teal', title, message, autoClose: 4000 }),
  );
}

/** A failure message from any thrown value. */
export function notifyError(error: unknown, title = 'Gagal'): void {
  const text = errorMessage(error);
  void whenOverlaysReady().then(() =>
    notifications.show({ color: 'red', title, message: text, autoClose: 7000 }),
  );
}
