/**
 * Excel import of a master (docs/masters.md "Import from Excel"): download the template, drop
 * the filled file, read the server's per-row report (what will be added, changed or refused,
 * and why), then save or cancel. The preview writes nothing, so cancelling needs no request.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  MASTER_IMPORT_MAX_BYTES,
  type MasterImportAction,
  type TMasterImportPreviewResponse,
  type TMasterImportRow,
} from '@sikerja/contracts';
import {
  IconAlertTriangle,
  IconDownload,
  IconFileSpreadsheet,
  IconFileUpload,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { downloadExcel } from '../../data-table/data-table.api.ts';
import { DropArea } from '../../drop-area/drop-area.api.ts';
import {
  importTemplatePath,
  useCommitResourceImport,
  usePreviewResourceImport,
} from '../api/import-rows.ts';
import type { ResourceEndpoints } from '../api/resource-endpoints.ts';

type Preview = TMasterImportPreviewResponse['data'];

const ACTION_BADGES: Record<MasterImportAction, { label: string; color: string }> = {
  create: { label: 'Tambah', color: 'teal' },
  update: { label: 'Ubah', color: 'blue' },
  skip: { label: 'Tetap', color: 'gray' },
  error: { label: 'Ditolak', color: 'red' },
};

/** An Excel workbook, by its MIME type or its name (a browser may not know the type). */
const XLSX_ACCEPT = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.xlsx'];

/** The refusals of the drop area; the file-type one is SPEC section 5's message of every upload. */
const REJECTIONS = {
  invalidType: 'File is of invalid type',
  tooLarge: 'Ukuran file maksimal 2MB.',
  tooMany: 'Pilih satu file Excel (.xlsx).',
};

/** 'Golongan: Golongan PNS ditulis I/a … IV/e', with each field named by its column header. */
function reasonsOf(row: TMasterImportRow, columns: Preview['columns']): string[] {
  return Object.entries(row.errors).flatMap(([field, messages]) => {
    const label = columns.find((c) => c.key === field)?.label;
    return messages.map((message) => (label ? `${label}: ${message}` : message));
  });
}

/** A value as the preview shows it: '(kosong)' for nothing, 'Ya'/'Tidak', '360.000'. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(kosong)';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number') return formatNumber(value);
  return String(value);
}

/** 'Nama: Penata Muda → Penata Muda Tk. I', each field named by its column header. */
function changesOf(row: TMasterImportRow, columns: Preview['columns']): string[] {
  return row.changes.map(({ field, from, to }) => {
    const label = columns.find((c) => c.key === field)?.label ?? field;
    return `${label}: ${shown(from)} → ${shown(to)}`;
  });
}

function ImportReport({ preview }: { preview: Preview }) {
  const { summary } = preview;
  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label="Ringkasan impor">
        <Badge color="teal" variant="light">
          Tambah {summary.create}
        </Badge>
        <Badge color="blue" variant="light">
          Ubah {summary.update}
        </Badge>
        {summary.skip > 0 && (
          <Badge color="gray" variant="light">
            Tetap {summary.skip}
          </Badge>
        )}
        <Badge color="red" variant="light">
          Ditolak {summary.error}
        </Badge>
      </Group>
      <ScrollArea.Autosize mah={360} type="auto">
        <Table striped withTableBorder stickyHeader aria-label="Laporan impor">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Baris</Table.Th>
              <Table.Th w={100}>Aksi</Table.Th>
              <Table.Th>Kunci</Table.Th>
              <Table.Th>Keterangan</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => {
              const badge = ACTION_BADGES[row.action];
              const reasons = reasonsOf(row, preview.columns);
              const changes = changesOf(row, preview.columns);
              return (
                <Table.Tr key={row.row_number}>
                  <Table.Td>{row.row_number}</Table.Td>
                  <Table.Td>
                    <Badge color={badge.color} variant="light">
                      {badge.label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{row.key || '—'}</Table.Td>
                  <Table.Td>
                    {reasons.length === 0 && changes.length > 0 && (
                      <List size="sm" aria-label={`Perubahan baris ${row.row_number}`}>
                        {changes.map((change) => (
                          <List.Item key={change}>{change}</List.Item>
                        ))}
                      </List>
                    )}
                    {reasons.length === 0 && changes.length === 0 && (
                      <Text size="sm" c="dimmed">
                        {row.action === 'skip' ? 'Tidak ada perubahan' : 'Data baru'}
                      </Text>
                    )}
                    {reasons.length > 0 && (
                      <List size="sm" c="red">
                        {reasons.map((reason) => (
                          <List.Item key={reason}>{reason}</List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}

interface ResourceImportModalProps {
  resource: Pick<ResourceEndpoints<unknown>, 'base'>;
  noun: string;
  opened: boolean;
  onClose: () => void;
}

export function ResourceImportModal({ resource, noun, opened, onClose }: ResourceImportModalProps) {
  const preview = usePreviewResourceImport(resource);
  const commit = useCommitResourceImport(resource);
  const [failure, setFailure] = useState<string | null>(null);
  const [isDownloading, setDownloading] = useState(false);
  const report = preview.data?.data;
  const writes = report ? report.summary.create + report.summary.update : 0;

  const reset = () => {
    preview.reset();
    commit.reset();
    setFailure(null);
  };
  // Nothing was written by the preview; the stored batch simply expires.
  const close = () => {
    reset();
    onClose();
  };

  const onFile = (file: File) => {
    reset();
    preview.mutate(file, { onError: (error) => setFailure(errorMessage(error)) });
  };

  const downloadTemplate = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadExcel({ path: importTemplatePath(resource) });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  const save = () => {
    if (!report) return;
    commit.mutate(
      { token: report.token, skip_errors: report.summary.error > 0 },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.data.message, 'Berhasil!');
          close();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Import Excel ${noun}`}
      size="xl"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed">
            Isi template, lalu unggah. Baris dengan kunci yang sudah ada mengubah data tersebut;
            baris lain ditambahkan. Anda melihat hasilnya dulu sebelum disimpan.
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={14} />}
            loading={isDownloading}
            onClick={downloadTemplate}
            style={{ flexShrink: 0 }}
          >
            Unduh template
          </Button>
        </Group>

        {!report && (
          <DropArea
            accept={XLSX_ACCEPT}
            maxBytes={MASTER_IMPORT_MAX_BYTES}
            onFile={onFile}
            onReject={setFailure}
            messages={REJECTIONS}
            loading={preview.isPending}
            label="Unggah file Excel"
            inputLabel="File Excel"
            p="lg"
          >
            {(status) => (
              <Group justify="center" gap="sm" mih={60}>
                {status === 'accept' && <IconUpload size={26} />}
                {status === 'reject' && <IconX size={26} />}
                {status === 'idle' && <IconFileSpreadsheet size={26} stroke={1.5} />}
                <div>
                  <Text size="sm">Tarik file Excel ke sini atau klik untuk memilih</Text>
                  <Text size="xs" c="dimmed">
                    Hanya .xlsx, maksimal 2MB
                  </Text>
                </div>
              </Group>
            )}
          </DropArea>
        )}

        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure}
          </Alert>
        )}

        {report && <ImportReport preview={report} />}
        {report && report.summary.error > 0 && writes > 0 && (
          <Text size="sm" c="dimmed">
            {report.summary.error} baris yang ditolak tidak ikut disimpan.
          </Text>
        )}

        <Group justify="space-between">
          {report ? (
            <Button
              variant="subtle"
              leftSection={<IconFileUpload size={16} />}
              onClick={reset}
              disabled={commit.isPending}
            >
              Pilih file lain
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={close} disabled={commit.isPending}>
              Batal
            </Button>
            {report && (
              <Button onClick={save} loading={commit.isPending} disabled={writes === 0}>
                Simpan {writes} data
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The toolbar button of a master that can be imported, with its modal. */
export function ResourceImportButton({
  resource,
  noun,
}: Pick<ResourceImportModalProps, 'resource' | 'noun'>) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileUpload size={16} />}
        onClick={() => setOpened(true)}
      >
        Import Excel
      </Button>
      <ResourceImportModal
        resource={resource}
        noun={noun}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
