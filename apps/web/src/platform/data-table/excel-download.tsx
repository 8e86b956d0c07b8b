/**
 * Excel download of any list (SPEC sections 7 and 8): ask first, because building the report
 * takes the server a few seconds; GET the report with the session's token; save it under the
 * name the server gave; say 'Berhasil!', or show an 'Error!' dialog with the server's message.
 */
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { type ApiRequestOptions, api } from '../../lib/api-client.ts';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { whenOverlaysReady } from '../../lib/overlays-ready.ts';

/** Used when the server's answer names no file. */
export const DEFAULT_EXCEL_FILE_NAME = 'laporan.xlsx';

// Browsers may start reading the blob after click() returns; revoking at once can cancel it.
const REVOKE_AFTER_MS = 60_000;

export interface ExcelDownloadRequest {
  /** API path of the report, e.g. 'admin/master/pangkat/export'. */
  path: string;
  /** Query params of the report, e.g. the table's search and filters. */
  query?: ApiRequestOptions['query'];
  /** Name to save under when the answer has no Content-Disposition. @default 'laporan.xlsx' */
  fileName?: string;
}

/** Hands a blob to the browser's download manager under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Downloads and saves the report without asking; rejects with the API's error. */
export async function downloadExcel(request: ExcelDownloadRequest): Promise<string> {
  const file = await api.download(request.path, { query: request.query });
  const fileName = file.fileName ?? request.fileName ?? DEFAULT_EXCEL_FILE_NAME;
  saveBlob(file.blob, fileName);
  return fileName;
}

function showDownloadError(error: unknown): void {
  // A 401 already ends the session and a 503 already shows the maintenance dialog.
  if (isApiError(error) && (error.status === 401 || error.maintenance)) return;
  const modalId = 'excel-download-error';
  // The dialog host loads on demand (lib/overlays-ready.ts); a static open before it mounts
  // would go unheard.
  void whenOverlaysReady().then(() => openErrorDialog(modalId, errorMessage(error)));
}

function openErrorDialog(modalId: string, message: string): void {
  modals.open({
    modalId,
    title: 'Error!',
    centered: true,
    children: (
      <Stack gap="lg">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="red" variant="light">
            <IconAlertCircle size={22} />
          </ThemeIcon>
          <Text>{message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => modals.close(modalId)} data-autofocus>
            Tutup
          </Button>
        </Group>
      </Stack>
    ),
  });
}

/**
 * `requestDownload` asks 'Apakah Anda Yakin?', then downloads; `isDownloading` is true from
 * the confirmation until the file is saved or the error is shown.
 */
export function useExcelDownload(): {
  isDownloading: boolean;
  requestDownload: (request: ExcelDownloadRequest) => void;
} {
  const [isDownloading, setDownloading] = useState(false);
  const requestDownload = useCallback((request: ExcelDownloadRequest) => {
    confirmAction({
      title: 'Apakah Anda Yakin?',
      message: 'Laporan Excel mungkin membutuhkan beberapa detik untuk dibuat.',
      confirmLabel: 'Download Sekarang!',
      cancelLabel: 'Batal',
      // The dialog keeps a busy button while this runs; failures are caught here so they get
      // the spec's 'Error!' dialog instead of the confirmation's inline message.
      onConfirm: async () => {
        setDownloading(true);
        try {
          await downloadExcel(request);
          notifySuccess('File Berhasil Di Download.', 'Berhasil!');
        } catch (error) {
          showDownloadError(error);
        } finally {
          setDownloading(false);
        }
      },
    });
  }, []);
  return { isDownloading, requestDownload };
}

export interface ExcelDownloadButtonProps extends ExcelDownloadRequest {
  /** @default 'Download Excel' */
  label?: string;
}

/** A toolbar button that downloads a report after the spec's confirmation. */
export function ExcelDownloadButton({
  label = 'Download Excel',
  ...request
}: ExcelDownloadButtonProps) {
  const { isDownloading, requestDownload } = useExcelDownload();
  return (
    <Button
      variant="light"
      color="teal"
      size="sm"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={isDownloading}
      onClick={() => requestDownload(request)}
    >
      {label}
    </Button>
  );
}
