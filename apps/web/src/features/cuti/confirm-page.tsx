import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import {
  APPROVAL_LEVEL_LABELS,
  CUTI_LEVEL_DECISIONS,
  type TApprovalDecision,
  type TCancellationRow,
  type TCutiLevel,
  type TCutiRow,
} from '@sikerja/contracts';
import { type ComponentType, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import {
  APPROVAL_DECISION_LABELS,
  ApprovalDecisionDialog,
  ApprovalHistory,
} from '../../platform/approval/approval.api.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { cancelInboxList, inboxList, useDecide } from './api/cuti-api.ts';
import {
  periodColumn,
  personColumn,
  statusColumn,
  typeColumn,
} from './components/cuti-columns.tsx';
import { CutiDetails } from './components/cuti-details.tsx';

const DESCRIPTIONS: Record<TCutiLevel, string> = {
  kepegawaian: 'Periksa hak cuti dan kelengkapan dokumen sebelum diteruskan ke atasan.',
  atasan:
    'Beri pertimbangan atasan langsung: setujui, ubah tanggal, tangguhkan, atau tolak, dengan catatan.',
  kabag: 'Konfirmasi kepala bagian atas cuti pegawai di bagian Anda.',
  penjabat: 'Keputusan pejabat yang berwenang memberikan cuti (PYBMC): keputusan akhir.',
};

type Target =
  | { kind: 'cuti'; row: TCutiRow; decision: TApprovalDecision }
  | { kind: 'pembatalan'; row: TCancellationRow; decision: TApprovalDecision };

function Summary({ target }: { target: Target }) {
  const r = target.row;
  if (target.kind === 'cuti') {
    const row = target.row;
    return (
      <Text size="sm">
        <b>{row.user.name}</b> · {row.jenis_cuti.name}, {formatIsoDate(row.start_date)} –{' '}
        {formatIsoDate(row.end_date)} ({row.days}{' '}
        {row.jenis_cuti.unit === 'working_days' ? 'hari kerja' : 'hari'})
      </Text>
    );
  }
  const c = target.row;
  return (
    <Text size="sm">
      <b>{r.user.name}</b> membatalkan {c.jenis_cuti_name} mulai {formatIsoDate(c.from_date)} (
      {c.days} hari dikembalikan). Alasan: {c.reason}
    </Text>
  );
}

/**
 * One confirmation screen for every level (`/user/cuti/konfirm_<level>`): what waits for the
 * caller at that level, what they decided there, and for the atasan and the PYBMC the
 * cancellations waiting for them.
 */
export function createConfirmPage(level: TCutiLevel): ComponentType {
  const decisions = CUTI_LEVEL_DECISIONS[level] as readonly TApprovalDecision[];
  const takesCancellations = level === 'atasan' || level === 'penjabat';
  const waiting = inboxList(level);
  const cancels = takesCancellations ? cancelInboxList(level) : null;

  function ConfirmPage() {
    const [params, setParams] = useSearchParams();
    const tab = params.get('tab') ?? 'menunggu';
    const [target, setTarget] = useState<Target | null>(null);
    const decide = useDecide(level, target?.kind ?? 'cuti');

    const columns = useMemo<DataTableColumn<TCutiRow>[]>(
      () => [
        personColumn,
        typeColumn,
        periodColumn,
        statusColumn,
        {
          id: 'actions',
          header: 'Keputusan',
          width: 220,
          render: (row) =>
            row.status === 'pending' && row.current_level === level ? (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  color="teal"
                  onClick={() => setTarget({ kind: 'cuti', row, decision: 'approve' })}
                >
                  Setujui
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() =>
                    setTarget({
                      kind: 'cuti',
                      row,
                      decision: decisions.includes('change') ? 'change' : 'reject',
                    })
                  }
                >
                  Lainnya…
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                -
              </Text>
            ),
        },
      ],
      [],
    );
    const cancelColumns = useMemo<DataTableColumn<TCancellationRow>[]>(
      () => [
        { id: 'person', header: 'Pegawai', accessor: 'user.name' },
        {
          id: 'jenis',
          header: 'Cuti',
          render: (r) =>
            `${r.jenis_cuti_name}, ${formatIsoDate(r.cuti_start_date)} – ${formatIsoDate(r.cuti_end_date)}`,
        },
        {
          id: 'from',
          header: 'Batal mulai',
          render: (r) => `${formatIsoDate(r.from_date)} (${r.days} hari)`,
        },
        { id: 'reason', header: 'Alasan', accessor: 'reason' },
        {
          id: 'actions',
          header: 'Keputusan',
          width: 200,
          render: (row) => (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                color="teal"
                onClick={() => setTarget({ kind: 'pembatalan', row, decision: 'approve' })}
              >
                Setujui
              </Button>
              <Button
                size="compact-sm"
                color="red"
                variant="light"
                onClick={() => setTarget({ kind: 'pembatalan', row, decision: 'reject' })}
              >
                Tolak
              </Button>
            </Group>
          ),
        },
      ],
      [],
    );

    return (
      <Stack>
        <PageHeader description={DESCRIPTIONS[level]} />
        <Tabs
          value={tab}
          onChange={(next) => setParams(next && next !== 'menunggu' ? { tab: next } : {})}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="menunggu">Menunggu keputusan</Tabs.Tab>
            <Tabs.Tab value="diputuskan">Sudah diputuskan</Tabs.Tab>
            {cancels && <Tabs.Tab value="pembatalan">Pembatalan cuti</Tabs.Tab>}
          </Tabs.List>
        </Tabs>
        {(tab === 'menunggu' || tab === 'diputuskan') && (
          <DataTable
            key={tab}
            endpoint={waiting}
            filters={{ scope: tab === 'menunggu' ? 'waiting' : 'decided' }}
            columns={columns}
            rowKey={(row) => row.id}
            label={`Pengajuan cuti untuk ${APPROVAL_LEVEL_LABELS[level]}`}
            searchPlaceholder="Cari nama pegawai atau jenis cuti…"
            renderExpanded={(row) => <CutiDetails row={row} />}
          />
        )}
        {tab === 'pembatalan' && cancels && (
          <DataTable
            endpoint={cancels}
            columns={cancelColumns}
            rowKey={(row) => row.id}
            label="Pembatalan cuti menunggu keputusan"
            renderExpanded={(row) => <ApprovalHistory steps={row.history} />}
          />
        )}
        <ApprovalDecisionDialog
          opened={target !== null}
          onClose={() => setTarget(null)}
          title={
            target?.kind === 'pembatalan'
              ? 'Keputusan Pembatalan Cuti'
              : `Keputusan ${APPROVAL_LEVEL_LABELS[level]}`
          }
          summary={target && <Summary target={target} />}
          decisions={target?.kind === 'cuti' ? decisions : ['approve', 'reject']}
          initialDecision={target?.decision ?? 'approve'}
          {...(target?.kind === 'cuti'
            ? { dates: { start: target.row.start_date, end: target.row.end_date } }
            : {})}
          onSubmit={async (body) => {
            if (!target) return;
            const result = await decide.mutateAsync({ id: target.row.id, body });
            notifySuccess(result.data.message ?? APPROVAL_DECISION_LABELS[body.decision]);
          }}
        />
      </Stack>
    );
  }
  return ConfirmPage;
}
