import { Alert, Button, Group, Modal, Stack, Tabs, Text, Textarea } from '@mantine/core';
import type { TSuratTugasRow } from '@sikerja/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/auth/auth-context.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { approvalLetterList, useDecideLetter } from './surat-tugas-api.ts';
import {
  dutyColumn,
  numberColumn,
  PdfButton,
  statusColumn,
  travellersColumn,
} from './surat-tugas-cells.tsx';

type Box = 'waiting' | 'decided' | 'all';

/**
 * '/surattugas/approval': letters waiting for the caller at their level (Kepala Bagian Umum,
 * then Direktur), what they decided, and for the surat tugas admin every letter sent. Approve,
 * or return with a note; a schedule conflict asks for a reason to approve anyway.
 */
export function SuratTugasApprovalPage() {
  // Admins follow the whole queue; the server shows it only to holders of admin.surattugas.
  const isAdmin = useCurrentUser().level === 'admin';
  const [params, setParams] = useSearchParams();
  const asked = params.get('box');
  const box: Box =
    asked === 'decided' || asked === 'all' ? asked : isAdmin && !asked ? 'all' : 'waiting';
  const [pending, setPending] = useState<{
    row: TSuratTugasRow;
    decision: 'approve' | 'reject';
  } | null>(null);
  const actions: DataTableColumn<TSuratTugasRow> = {
    id: 'actions',
    header: 'Aksi',
    width: 240,
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        <PdfButton row={row} base="surattugas/approval" />
        {row.can_decide && (
          <>
            <Button size="xs" color="teal" onClick={() => setPending({ row, decision: 'approve' })}>
              Setujui
            </Button>
            <Button
              size="xs"
              color="orange"
              variant="light"
              onClick={() => setPending({ row, decision: 'reject' })}
            >
              Kembalikan
            </Button>
          </>
        )}
      </Group>
    ),
  };
  return (
    <>
      <PageHeader description="Persetujuan surat tugas berjenjang: Kepala Bagian Umum, kemudian Direktur. Surat yang dikembalikan diperbaiki oleh pembuatnya lalu diajukan kembali." />
      <Tabs
        value={box}
        onChange={(next) => setParams(next ? { box: next } : {}, { replace: true })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="waiting">Menunggu Keputusan Saya</Tabs.Tab>
          <Tabs.Tab value="decided">Sudah Saya Putuskan</Tabs.Tab>
          {isAdmin && <Tabs.Tab value="all">Semua Surat Diajukan</Tabs.Tab>}
        </Tabs.List>
      </Tabs>
      <DataTable
        key={box}
        endpoint={approvalLetterList}
        columns={[numberColumn, dutyColumn, travellersColumn, statusColumn, actions]}
        rowKey={(row) => row.id}
        label="Persetujuan surat tugas"
        filters={{ box }}
        searchPlaceholder="Cari nomor, keperluan atau pelaksana…"
      />
      <DecisionModal pending={pending} onClose={() => setPending(null)} />
    </>
  );
}

function DecisionModal({
  pending,
  onClose,
}: {
  pending: { row: TSuratTugasRow; decision: 'approve' | 'reject' } | null;
  onClose: () => void;
}) {
  const decide = useDecideLetter();
  const [note, setNote] = useState('');
  const [override, setOverride] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setOverride('');
    setConflict(null);
    setFailure(null);
    onClose();
  };
  const isReject = pending?.decision === 'reject';
  const submit = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      await decide.mutateAsync({
        id: pending.row.id,
        body: {
          decision: pending.decision,
          note: note || undefined,
          override_reason: conflict ? override || undefined : undefined,
          level: (pending.row.approval?.current_level as 'kabag' | 'penjabat' | null) ?? undefined,
        },
      });
      notifySuccess(isReject ? 'Surat tugas dikembalikan.' : 'Surat tugas disetujui.');
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 409 && /Bentrok/.test(errorMessage(error))) {
        setConflict(errorMessage(error));
        return;
      }
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={isReject ? 'Kembalikan Surat Tugas' : 'Setujui Surat Tugas'}
      centered
    >
      <Stack gap="sm">
        {pending && (
          <Text size="sm">
            {pending.row.number} — {pending.row.purpose}
          </Text>
        )}
        {failure && <Alert color="red">{failure}</Alert>}
        <Textarea
          label={isReject ? 'Alasan pengembalian' : 'Catatan (opsional)'}
          required={isReject}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={1000}
        />
        {conflict && (
          <>
            <Alert color="orange" title="Jadwal bentrok">
              {conflict}
            </Alert>
            <Textarea
              label="Alasan tetap menyetujui"
              required
              value={override}
              onChange={(e) => setOverride(e.currentTarget.value)}
              maxLength={1000}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Batal
          </Button>
          <Button color={isReject ? 'orange' : 'teal'} loading={decide.isPending} onClick={submit}>
            {isReject ? 'Kembalikan' : 'Setujui'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
