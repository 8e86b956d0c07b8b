import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-error.ts';

/** A success message, e.g. 'Berhasil!' with what was done. */
export function notifySuccess(message: string, title = 'Berhasil!'): void {
  notifications.show({ color: 'teal', title, message, autoClose: 4000 });
}

/** A failure message from any thrown value. */
export function notifyError(error: unknown, title = 'Gagal'): void {
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 7000 });
}
