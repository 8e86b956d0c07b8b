import { Button, Group } from '@mantine/core';
import type { TSuratTugasRow } from '@sikerja/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { ReasonDialog } from '../../components/confirm/reason-dialog.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { useLetterFilters } from './letter-filters.tsx';
import { LevelsModal } from './levels-modal.tsx';
import { adminLetterList, useLetterCommand } from './surat-tugas-api.ts';
import {
  dutyColumn,
  numberColumn,
  PdfButton,
  statusColumn,
  travellersColumn,
} from './surat-tugas-cells.tsx';
import { SuratTugasFormModal } from './surat-tugas-form.tsx';

/**
 * '/admin/surattugas': every assignment letter, drafted here, sent for approval (again after a
 * return), deleted while a draft, cancelled once approved (its DL days go); with the letter's
 * PDF and the workbook of the filtered list (docs/surat-tugas.md).
 */
export function AdminSuratTugasPage() {
  const { filters, fields } = useLetterFilters('admin/surattugas');
  const [editing, setEditing] = useState<TSuratTugasRow | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<TSuratTugasRow | null>(null);
  const [isLevelsOpen, setLevelsOpen] = useState(false);
  const command = useLetterCommand();

  const actions: DataTableColumn<TSuratTugasRow> = {
    id: 'actions',
    header: 'Aksi',
    width: 260,
    render: (row) => (
      <Group gap={6} wrap="wrap">
        <PdfButton row={row} base="admin/surattugas" />
        {row.can_edit && (
          <Button size="xs" variant="light" onClick={() => setEditing(row)}>
            Ubah
          </Button>
        )}
        {row.can_submit && (
          <Button
            size="xs"
            color="teal"
            onClick={() =>
              confirmAction({
                title: 'Ajukan Surat Tugas',
                message: `Ajukan ${row.number} untuk persetujuan?`,
                confirmLabel: 'Ajukan',
                onConfirm: async () => {
                  await command.mutateAsync({ id: row.id, command: 'submit' });
                  notifySuccess('Surat tugas diajukan.');
                },
              })
            }
          >
            Ajukan
          </Button>
        )}
        {row.can_delete && (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() =>
              confirmAction({
                title: 'Hapus Draf',
                message: `Hapus draf ${row.number}? Tindakan ini tidak dapat dibatalkan.`,
                confirmLabel: 'Hapus',
                color: 'red',
                onConfirm: async () => {
                  await command.mutateAsync({ id: row.id, command: 'delete' });
                  notifySuccess('Draf surat tugas dihapus.');
                },
              })
            }
          >
            Hapus
          </Button>
        )}
        {row.can_cancel && (
          <Button size="xs" color="red" variant="light" onClick={() => setCancelling(row)}>
            Batalkan
          </Button>
        )}
      </Group>
    ),
  };

  return (
    <>
      <PageHeader description="Surat tugas dan perjalanan dinas: dasar, keperluan, pelaksana, tujuan dan penanda tangan. Nomor dibuat otomatis per tahun atau diketik." />
      <DataTable
        endpoint={adminLetterList}
        columns={[numberColumn, dutyColumn, travellersColumn, statusColumn, actions]}
        rowKey={(row) => row.id}
        label="Surat tugas"
        filters={filters}
        exportPath="admin/surattugas/export"
        exportFileName="surat-tugas.xlsx"
        searchPlaceholder="Cari nomor, keperluan, kota atau pelaksana…"
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Buat Surat Tugas
            </Button>
            <Button variant="default" onClick={() => setLevelsOpen(true)}>
              Tingkat Persetujuan
            </Button>
            {fields}
          </Group>
        }
      />
      <SuratTugasFormModal
        letter={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <CancelModal row={cancelling} onClose={() => setCancelling(null)} />
      <LevelsModal opened={isLevelsOpen} onClose={() => setLevelsOpen(false)} />
    </>
  );
}

function CancelModal({ row, onClose }: { row: TSuratTugasRow | null; onClose: () => void }) {
  const command = useLetterCommand();
  if (!row) return null;
  return (
    <ReasonDialog
      title="Batalkan Surat Tugas"
      label="Alasan pembatalan"
      description="Hari DL para pelaksana pada masa tugas dihapus."
      maxLength={1000}
      confirmLabel="Batalkan Surat"
      onConfirm={async (reason) => {
        await command.mutateAsync({ id: row.id, command: 'cancel', reason });
        notifySuccess('Surat tugas dibatalkan.');
      }}
      onClose={onClose}
    />
  );
}
