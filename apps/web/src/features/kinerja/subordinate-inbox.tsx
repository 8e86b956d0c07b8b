import { Alert, Button, Group, Loader, Select, Stack, Tabs, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatDateTime } from '../../lib/format/date.ts';
import { ApprovalDecisionDialog } from '../../platform/approval/approval.api.ts';
import {
  DataTable,
  type DataTableColumn,
  type ListEndpoint,
} from '../../platform/data-table/data-table.api.ts';

/** What every row of a superior's kinerja inbox carries (contracts and realisation months). */
interface InboxRow {
  id: number;
  status: string;
  sent_at: string | null;
  person: { name: string; nip: string | null };
}

interface SubordinateInboxProps<Row extends InboxRow> {
  description: string;
  /** Shown instead of the tabs to a person whose subordinates never sent anything. */
  emptyText: string;
  /** The first tab is the default one (no `status` in the URL). */
  tabs: readonly { value: string; label: string }[];
  endpoint: ListEndpoint<Row>;
  hasAny: { isLoading: boolean; data: boolean | undefined };
  personHeader: string;
  /** The columns between the sender and 'Dikirim'. */
  columns: DataTableColumn<Row>[];
  labelPrefix: string;
  /** The review modal of one row. */
  review: (id: number, onClose: () => void) => ReactNode;
}

/**
 * The superior's inbox of '/user/persetujuan' and '/user/persetujuan/realisasi'
 * (docs/kinerja.md): status tabs kept in the URL, a year filter, the sender with NIP, and a row
 * action that opens the review.
 */
export function SubordinateInbox<Row extends InboxRow>(props: SubordinateInboxProps<Row>) {
  const { tabs, hasAny } = props;
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value ?? '';
  const tab = tabs.find((t) => t.value === params.get('status'))?.value ?? first;
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState<string>(String(thisYear));
  const [openId, setOpenId] = useState<number | null>(null);
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'person',
      header: props.personHeader,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.person.name}</Text>
          <Text size="xs" c="dimmed">
            {row.person.nip ?? '—'}
          </Text>
        </Stack>
      ),
    },
    ...props.columns,
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
      <PageHeader description={props.description} />
      {hasAny.isLoading ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : hasAny.data === false ? (
        <Alert variant="light" color="blue">
          {props.emptyText}
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onChange={(next) =>
            setParams(next && next !== first ? { status: next } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              <DataTable
                endpoint={props.endpoint}
                columns={columns}
                rowKey={(row) => row.id}
                label={`${props.labelPrefix}: ${t.label.toLowerCase()}`}
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
      {openId !== null && props.review(openId, () => setOpenId(null))}
    </>
  );
}

interface ReviewDecisionProps {
  decision: 'approve' | 'reject' | null;
  onClose: () => void;
  /** E.g. 'Kontrak': titles read 'Kembalikan Kontrak untuk Revisi'. */
  subject: string;
  /** The approve verb of the title and button: 'Setujui' or 'Konfirmasi'. */
  approveVerb: string;
  summary: string;
  submit: (body: { decision: 'approve' | 'reject'; note: string | null }) => Promise<void>;
}

/** The approve-or-return dialog of a kinerja review, a note required to return. */
export function ReviewDecision({
  decision,
  onClose,
  subject,
  approveVerb,
  summary,
  submit,
}: ReviewDecisionProps) {
  return (
    <ApprovalDecisionDialog
      opened={decision !== null}
      onClose={onClose}
      title={
        decision === 'reject' ? `Kembalikan ${subject} untuk Revisi` : `${approveVerb} ${subject}`
      }
      summary={<Text size="sm">{summary}</Text>}
      decisions={[decision ?? 'approve']}
      initialDecision={decision ?? 'approve'}
      noteLabel={(d) => (d === 'reject' ? 'Catatan revisi' : 'Catatan (opsional)')}
      submitLabel={decision === 'reject' ? 'Kembalikan' : approveVerb}
      onSubmit={(body) =>
        submit({
          decision: body.decision === 'reject' ? 'reject' : 'approve',
          note: body.note ?? null,
        })
      }
    />
  );
}
