import { Card, Text } from '@mantine/core';
import type { TSuratTugasRow } from '@sikerja/contracts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { myLetterList } from './surat-tugas-api.ts';
import {
  dutyColumn,
  numberColumn,
  PdfButton,
  statusColumn,
  travellersColumn,
} from './surat-tugas-cells.tsx';

/**
 * '/user/administrasi_surat_tugas': the letters the person travels on (theirs only, once sent),
 * each with its PDF. Travel documents to upload come with the travel administration.
 */
export function MyLettersPage() {
  const actions: DataTableColumn<TSuratTugasRow> = {
    id: 'actions',
    header: 'Aksi',
    width: 90,
    render: (row) => <PdfButton row={row} base="user/administrasi_surat_tugas" />,
  };
  return (
    <>
      <PageHeader description="Surat tugas yang menugaskan Anda, beserta dokumennya." />
      <DataTable
        endpoint={myLetterList}
        columns={[numberColumn, dutyColumn, travellersColumn, statusColumn, actions]}
        rowKey={(row) => row.id}
        label="Surat tugas saya"
        searchPlaceholder="Cari nomor, keperluan atau kota…"
      />
      <Card withBorder mt="md" padding="md">
        <Text fw={600} size="sm">
          Dokumen perjalanan
        </Text>
        <Text size="sm" c="dimmed">
          Unggah kuitansi, boarding pass dan laporan perjalanan akan tersedia di sini bersama
          administrasi perjalanan dinas.
        </Text>
      </Card>
    </>
  );
}
