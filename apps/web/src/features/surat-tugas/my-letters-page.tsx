import { Button, Card, Group, Text } from '@mantine/core';
import type { TSuratTugasRow } from '@sikerja/contracts';
import { useState } from 'react';
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
import { MyTravelModal } from './travel-my-modal.tsx';

/**
 * '/user/administrasi_surat_tugas': the letters the person travels on (theirs only, once sent),
 * each with its PDF; on an approved letter, their travel costs, receipts and documents.
 */
export function MyLettersPage() {
  const [travel, setTravel] = useState<number | null>(null);
  const actions: DataTableColumn<TSuratTugasRow> = {
    id: 'actions',
    header: 'Aksi',
    width: 200,
    render: (row) => (
      <Group gap={6} wrap="wrap">
        <PdfButton row={row} base="user/administrasi_surat_tugas" />
        {row.status === 'approved' && (
          <Button
            size="xs"
            variant="light"
            aria-label={`Biaya dan dokumen ${row.number}`}
            onClick={() => setTravel(row.id)}
          >
            Biaya & Dokumen
          </Button>
        )}
      </Group>
    ),
  };
  return (
    <>
      <PageHeader description="Surat tugas yang menugaskan Anda, beserta biaya perjalanan, bukti pengeluaran dan laporannya." />
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
          Pada surat tugas yang sudah disetujui, pilih 'Biaya & Dokumen' untuk melaporkan biaya
          riil, mengunggah kuitansi, boarding pass dan laporan perjalanan, dan mencetak daftar
          pengeluaran riil. Pertanggungjawaban (SPJ) paling lambat 5 hari kerja setelah kembali.
        </Text>
      </Card>
      <MyTravelModal letterId={travel} onClose={() => setTravel(null)} />
    </>
  );
}
