import { Group, Tabs } from '@mantine/core';
import type { TLemburRow } from '@sikerja/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MonthField } from '../../components/date-picker/date-field.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import {
  ApprovalStatusFilter,
  requestActionsColumn,
} from '../../platform/approval/approval.api.ts';
import { DataTable } from '../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../platform/resource-screen/resource-screen.api.ts';
import { adminLemburList } from './lembur-api.ts';
import {
  dateColumn,
  historyColumn,
  personColumn,
  punchColumn,
  statusColumn,
  taskColumn,
} from './lembur-cells.tsx';
import { LemburDecisionModal, type PendingDecision } from './lembur-decision-modal.tsx';
import { LemburRekap } from './lembur-rekap.tsx';
import { LemburTarif } from './lembur-tarif.tsx';

const TABS = ['perintah', 'daftar', 'tarif'] as const;

/**
 * '/admin/lembur': every overtime order with the admin's decision, the month's overtime list
 * with its workbook, and the year's rates and caps (docs/lembur.md).
 */
export function AdminLemburPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((t) => t === asked) ?? 'perintah';
  const [status, setStatus] = useState<string | null>(null);
  const [unitId, setUnitId] = useState<number | null>(null);
  const [month, setMonth] = useState('');
  const [pending, setPending] = useState<PendingDecision | null>(null);

  const actions = requestActionsColumn<TLemburRow>({ onDecide: setPending });

  return (
    <>
      <PageHeader description="Surat Perintah Kerja Lembur seluruh pegawai, daftar pembayaran uang lembur per bulan, serta tarif dan batas jam lembur per tahun. Setiap keputusan dan perubahan tercatat." />
      <Tabs
        value={tab}
        onChange={(next) =>
          setParams(next && next !== 'perintah' ? { tab: next } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="perintah">Perintah Lembur</Tabs.Tab>
          <Tabs.Tab value="daftar">Daftar Lembur Bulanan</Tabs.Tab>
          <Tabs.Tab value="tarif">Tarif & Batas</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="perintah">
          <DataTable
            endpoint={adminLemburList}
            columns={[
              dateColumn,
              personColumn,
              taskColumn,
              punchColumn,
              statusColumn,
              historyColumn,
              actions,
            ]}
            rowKey={(row) => row.id}
            label="Perintah lembur"
            filters={{ status, unit_id: unitId, month }}
            searchPlaceholder="Cari nama, NIP atau uraian…"
            toolbar={
              <Group gap="sm" wrap="wrap">
                <ApprovalStatusFilter value={status} onChange={setStatus} />
                <UnitFilter value={unitId} onChange={setUnitId} w={240} />
                <MonthField
                  aria-label="Bulan"
                  placeholder="Semua bulan"
                  value={month}
                  onChange={(next) => setMonth(next ?? '')}
                  clearable
                  w={170}
                />
              </Group>
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="daftar">
          <LemburRekap />
        </Tabs.Panel>
        <Tabs.Panel value="tarif">
          <LemburTarif />
        </Tabs.Panel>
      </Tabs>
      <LemburDecisionModal pending={pending} admin onClose={() => setPending(null)} />
    </>
  );
}
