import { Group } from '@mantine/core';
import type { TPerubahanKind, TPerubahanRow } from '@sikerja/contracts';
import { useState } from 'react';
import { PeriodFilter } from '../../../components/date-picker/period-filter.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import {
  ApprovalStatusFilter,
  requestActionsColumn,
} from '../../../platform/approval/approval.api.ts';
import { DataTable } from '../../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../../platform/resource-screen/resource-screen.api.ts';
import { DecisionModal, type PendingDecision } from './decision-modal.tsx';
import { perubahanEndpoints, perubahanNoun } from './perubahan-api.ts';
import {
  dateColumn,
  historyColumn,
  personColumn,
  requestColumn,
  statusColumn,
} from './perubahan-cells.tsx';

/**
 * '/admin/absensi/perubahan' (and '/admin/absensi_apel/perubahan', '/admin/absensi_senam/
 * perubahan' with their kind): every change request of the kind, filtered, and the admin's
 * decision.
 */
export function AdminPerubahanPage({ kind = 'presensi' }: { kind?: TPerubahanKind }) {
  const { noun } = perubahanNoun(kind);
  const { adminList } = perubahanEndpoints(kind);
  const [status, setStatus] = useState<string | null>('pending');
  const [unitId, setUnitId] = useState<number | null>(null);
  const [period, setPeriod] = useState({ from: '', to: '' });
  const [pending, setPending] = useState<PendingDecision | null>(null);

  const actions = requestActionsColumn<TPerubahanRow>({ onDecide: setPending });

  return (
    <>
      <PageHeader
        description={`Semua pengajuan perubahan ${noun}. Admin dapat memutuskan atas nama atasan; setiap keputusan tercatat.`}
      />
      <DataTable
        endpoint={adminList}
        columns={[dateColumn, personColumn, requestColumn, statusColumn, historyColumn, actions]}
        rowKey={(row) => row.id}
        label={`Perubahan ${noun}`}
        filters={{ status, unit_id: unitId, date_from: period.from, date_to: period.to }}
        searchPlaceholder="Cari nama, NIP atau keterangan…"
        toolbar={
          <Group gap="sm" wrap="wrap">
            <ApprovalStatusFilter value={status} onChange={setStatus} />
            <UnitFilter value={unitId} onChange={setUnitId} w={240} />
            <PeriodFilter from={period.from} to={period.to} onChange={setPeriod} />
          </Group>
        }
      />
      <DecisionModal kind={kind} pending={pending} admin onClose={() => setPending(null)} />
    </>
  );
}
