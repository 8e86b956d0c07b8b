import { Alert, Button, Group, Loader, Modal, Select, Stack, Tabs, Text } from '@mantine/core';
import type { TKontrakSummary } from '@sikerja/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatDateTime } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ApprovalDecisionDialog } from '../../platform/approval/approval.api.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import {
  kontrakInbox,
  useDecideKontrak,
  useHasSubordinateKontrak,
  useKontrak,
} from './kontrak-api.ts';
import { KontrakHeader, KontrakLines, KontrakStatusBadge } from './kontrak-view.tsx';

const TABS = [
  { value: 'sent', label: 'Menunggu Persetujuan' },
  { value: 'returned', label: 'Dikembalikan' },
  { value: 'approved', label: 'Disetujui' },
] as const;

/** One subordinate's contract, with Setujui and Kembalikan (revisi) while it waits. */
function KontrakReview({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useKontrak(id);
  const decide = useDecideKontrak();
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  const kontrak = query.data;
  return (
    <Modal opened onClose={onClose} title="Kontrak Kinerja Bawahan" size="80rem">
      {!kontrak ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : (
        <Stack gap="md">
          <KontrakHeader kontrak={kontrak} />
          <KontrakLines kontrak={kontrak} />
          {kontrak.can.decide && (
            <Group justify="flex-end">
              <Button color="orange" variant="light" onClick={() => setDecision('reject')}>
                Kembalikan (Revisi)
              </Button>
              <Button color="teal" onClick={() => setDecision('approve')}>
                Setujui Kontrak
              </Button>
            </Group>
          )}
          <ApprovalDecisionDialog
            opened={decision !== null}
            onClose={() => setDecision(null)}
            title={decision === 'reject' ? 'Kembalikan Kontrak untuk Revisi' : 'Setujui Kontrak'}
            summary={
              <Text size="sm">
                {kontrak.person.name} — kontrak kinerja tahun {kontrak.year}
              </Text>
            }
            decisions={[decision ?? 'approve']}
            initialDecision={decision ?? 'approve'}
            noteLabel={(d) => (d === 'reject' ? 'Catatan revisi' : 'Catatan (opsional)')}
            submitLabel={decision === 'reject' ? 'Kembalikan' : 'Setujui'}
            onSubmit={async (body) => {
              await decide.mutateAsync({
                id: kontrak.id,
                body: {
                  decision: body.decision === 'reject' ? 'reject' : 'approve',
                  note: body.note ?? null,
                },
              });
              notifySuccess(
                body.decision === 'reject'
                  ? 'Kontrak dikembalikan untuk revisi.'
                  : 'Kontrak kinerja disetujui.',
              );
              onClose();
            }}
          />
        </Stack>
      )}
    </Modal>
  );
}

/**
 * '/user/persetujuan': the contracts of the caller's subordinates (docs/kinerja.md), waiting
 * first; a row opens the contract with Setujui and Kembalikan.
 */
export function KontrakPersetujuanPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('status'))?.value ?? 'sent';
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState<string>(String(thisYear));
  const [openId, setOpenId] = useState<number | null>(null);
  const hasAny = useHasSubordinateKontrak();
  const columns: DataTableColumn<TKontrakSummary>[] = [
    {
      id: 'person',
      header: 'Detail Pengirim',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.person.name}</Text>
          <Text size="xs" c="dimmed">
            {row.person.nip ?? '—'}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'position',
      header: 'Jabatan',
      render: (row) => `${row.position_name} — ${row.unit_name}`,
    },
    { id: 'year', header: 'Tahun', width: 80, render: (row) => row.year },
    { id: 'status', header: 'Status', render: (row) => <KontrakStatusBadge status={row.status} /> },
    {
      id: 'sent',
      header: 'Dikirim',
      render: (row) => (row.sent_at ? formatDateTime(row.sent_at) : '—'),
    },
    {
      id: 'actions',
      header: 'Aksi',
      width: 110,
      render: (row) => (
        <Button size="xs" variant="light" onClick={() => setOpenId(row.id)}>
          {row.status === 'sent' ? 'Tanggapi' : 'Lihat'}
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader description="Kontrak kinerja (SKP) bawahan Anda: setujui, atau kembalikan dengan catatan revisi." />
      {hasAny.isLoading ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : hasAny.data === false ? (
        <Alert variant="light" color="blue">
          Belum ada kontrak kinerja bawahan yang dikirim kepada Anda. Kontrak yang dikirim bawahan
          Anda akan tampil di sini untuk disetujui atau dikembalikan.
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onChange={(next) =>
            setParams(next && next !== 'sent' ? { status: next } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              <DataTable
                endpoint={kontrakInbox}
                columns={columns}
                rowKey={(row) => row.id}
                label={`Kontrak kinerja bawahan: ${t.label.toLowerCase()}`}
                filters={{ status: t.value, year: Number(year) }}
                toolbar={
                  <Select
                    aria-label="Tahun"
                    data={Array.from({ length: 6 }, (_, i) => String(thisYear + 1 - i))}
                    value={year}
                    onChange={(v) => v && setYear(v)}
                    allowDeselect={false}
                    w={100}
                  />
                }
                paramPrefix={t.value}
                searchPlaceholder="Cari nama atau NIP…"
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {openId !== null && <KontrakReview id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
