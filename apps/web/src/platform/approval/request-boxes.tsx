import { Button, Group, Select, Tabs } from '@mantine/core';
import { APPROVAL_STATUS_LABELS, APPROVAL_STATUSES } from '@sikerja/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import {
  DataTable,
  type DataTableColumn,
  type ListEndpoint,
} from '../data-table/data-table.api.ts';

/** What a row of a request list says about the caller's rights on it. */
export interface RequestRowRights {
  id: number;
  can_decide: boolean;
  can_withdraw?: boolean;
}

export interface RequestDecisionPick<Row> {
  row: Row;
  decision: 'approve' | 'reject';
}

interface RequestActions<Row> {
  onDecide: (pick: RequestDecisionPick<Row>) => void;
  /** Given where the caller may withdraw their own request; asks first. */
  withdraw?: {
    run: (id: number) => Promise<unknown>;
    title: string;
    done: string;
  };
}

/** The 'Aksi' column of a request list: Setujui and Tolak for a decider, Tarik for its owner. */
export function requestActionsColumn<Row extends RequestRowRights>({
  onDecide,
  withdraw,
}: RequestActions<Row>): DataTableColumn<Row> {
  return {
    id: 'actions',
    header: 'Aksi',
    width: 170,
    render: (row) => {
      const canWithdraw = withdraw !== undefined && row.can_withdraw === true;
      if (!row.can_decide && !canWithdraw) return null;
      return (
        <Group gap={6} wrap="nowrap">
          {row.can_decide && (
            <>
              <Button size="xs" color="teal" onClick={() => onDecide({ row, decision: 'approve' })}>
                Setujui
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => onDecide({ row, decision: 'reject' })}
              >
                Tolak
              </Button>
            </>
          )}
          {canWithdraw && (
            <Button
              size="xs"
              variant="default"
              onClick={() =>
                confirmAction({
                  title: withdraw.title,
                  message: 'Pengajuan yang ditarik tidak dapat diproses lagi.',
                  color: 'red',
                  onConfirm: async () => {
                    await withdraw.run(row.id);
                    notifySuccess(withdraw.done);
                  },
                })
              }
            >
              Tarik
            </Button>
          )}
        </Group>
      );
    },
  };
}

const STATUS_OPTIONS = APPROVAL_STATUSES.map((s) => ({
  value: s,
  label: APPROVAL_STATUS_LABELS[s],
}));

/** The status select of a request list ('Semua status' when cleared). */
export function ApprovalStatusFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      aria-label="Status"
      placeholder="Semua status"
      clearable
      data={STATUS_OPTIONS}
      value={value}
      onChange={onChange}
      w={180}
    />
  );
}

interface RequestBox<Row> {
  tab: string;
  label: string;
  columns: DataTableColumn<Row>[];
  searchPlaceholder: string;
}

/**
 * A person's requests and, on the second tab ('?tab=persetujuan'), those waiting for them as
 * decider: one list endpoint with `box: 'mine' | 'inbox'`, a status filter shared by both.
 */
export function RequestBoxes<Row extends RequestRowRights>({
  endpoint,
  mine,
  inbox,
}: {
  endpoint: ListEndpoint<Row>;
  mine: RequestBox<Row>;
  inbox: RequestBox<Row>;
}) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'persetujuan' ? 'persetujuan' : 'saya';
  const [status, setStatus] = useState<string | null>(null);
  const statusFilter = <ApprovalStatusFilter value={status} onChange={setStatus} />;
  const boxes = [
    { value: 'saya', box: 'mine', prefix: 'saya', ...mine },
    { value: 'persetujuan', box: 'inbox', prefix: 'inbox', ...inbox },
  ];
  return (
    <Tabs
      value={tab}
      onChange={(next) =>
        setParams(next === 'persetujuan' ? { tab: 'persetujuan' } : {}, { replace: true })
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {boxes.map((b) => (
          <Tabs.Tab key={b.value} value={b.value}>
            {b.tab}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {boxes.map((b) => (
        <Tabs.Panel key={b.value} value={b.value}>
          <DataTable
            endpoint={endpoint}
            columns={b.columns}
            rowKey={(row) => row.id}
            label={b.label}
            filters={{ box: b.box, status }}
            toolbar={statusFilter}
            paramPrefix={b.prefix}
            searchPlaceholder={b.searchPlaceholder}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
