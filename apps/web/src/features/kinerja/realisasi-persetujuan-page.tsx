import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { monthName, type TRealisasiMonth, type TRealisasiSummary } from '@sikerja/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ApprovalDecisionDialog, ApprovalHistory } from '../../platform/approval/approval.api.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import {
  realisasiInbox,
  useAdjustApproved,
  useDecideRealisasi,
  useHasSubordinateRealisasi,
  useRealisasiForSuperior,
} from './realisasi-api.ts';
import {
  type Draft,
  draftOf,
  LineCards,
  RealisasiHeader,
  RealisasiStatusBadge,
  valuesOf,
} from './realisasi-view.tsx';

const TABS = [
  { value: 'waiting', label: 'Menunggu Konfirmasi' },
  { value: 'decided', label: 'Sudah Ditanggapi' },
] as const;

function Review({ month, onClose }: { month: TRealisasiMonth; onClose: () => void }) {
  const adjust = useAdjustApproved();
  const decide = useDecideRealisasi();
  const [draft, setDraft] = useState<Draft>(() => draftOf(month, 'approved'));
  const [dirty, setDirty] = useState(false);
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null);
  useEffect(() => {
    if (!dirty) setDraft(draftOf(month, 'approved'));
  }, [month, dirty]);
  const edit = month.can.decide ? 'approved' : null;
  const change = (id: number, v: Draft[number]) => {
    setDraft((d) => ({ ...d, [id]: v }));
    setDirty(true);
  };
  const saveAdjusted = async () => {
    if (!dirty || month.id === null) return;
    await adjust.mutateAsync({ id: month.id, lines: valuesOf(draft) });
    setDirty(false);
  };
  return (
    <Stack gap="md">
      <RealisasiHeader month={month} />
      <Title order={5}>Tugas Utama</Title>
      <LineCards lines={month.lines} edit={edit} draft={draft} onChange={change} />
      {month.tambahan.length > 0 && (
        <>
          <Title order={5}>Tugas Tambahan</Title>
          <LineCards
            lines={month.tambahan}
            edit={edit}
            draft={draft}
            onChange={change}
            actions={(l) => (
              <Text size="xs" c="dimmed">
                Pemberi tugas:{' '}
                {month.tambahan.find((t) => t.line_id === l.line_id)?.ordered_by?.name ?? '—'}
              </Text>
            )}
          />
        </>
      )}
      <FormErrorAlert message={adjust.error ? errorMessage(adjust.error) : null} />
      {month.can.decide && (
        <Group justify="flex-end" wrap="wrap">
          {dirty && (
            <Button
              variant="default"
              loading={adjust.isPending}
              onClick={() => saveAdjusted().catch(() => {})}
            >
              Simpan Nilai Disetujui
            </Button>
          )}
          <Button color="orange" variant="light" onClick={() => setDecision('reject')}>
            Kembalikan (Revisi)
          </Button>
          <Button
            color="teal"
            onClick={async () => {
              try {
                await saveAdjusted();
                setDecision('approve');
              } catch {
                /* shown above */
              }
            }}
          >
            Konfirmasi Realisasi
          </Button>
        </Group>
      )}
      {month.history.length > 0 && (
        <Paper withBorder p="md">
          <Title order={5} mb="xs">
            Riwayat
          </Title>
          <ApprovalHistory steps={month.history} />
        </Paper>
      )}
      <ApprovalDecisionDialog
        opened={decision !== null}
        onClose={() => setDecision(null)}
        title={decision === 'reject' ? 'Kembalikan Realisasi untuk Revisi' : 'Konfirmasi Realisasi'}
        summary={
          <Text size="sm">
            {month.person.name} — realisasi {monthName(month.month)} {month.year}
          </Text>
        }
        decisions={[decision ?? 'approve']}
        initialDecision={decision ?? 'approve'}
        noteLabel={(d) => (d === 'reject' ? 'Catatan revisi' : 'Catatan (opsional)')}
        submitLabel={decision === 'reject' ? 'Kembalikan' : 'Konfirmasi'}
        onSubmit={async (body) => {
          if (month.id === null) return;
          await decide.mutateAsync({
            id: month.id,
            body: {
              decision: body.decision === 'reject' ? 'reject' : 'approve',
              note: body.note ?? null,
            },
          });
          notifySuccess(
            body.decision === 'reject'
              ? 'Realisasi dikembalikan untuk revisi.'
              : 'Realisasi kinerja dikonfirmasi.',
          );
          onClose();
        }}
      />
    </Stack>
  );
}

function ReviewModal({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useRealisasiForSuperior(id);
  return (
    <Modal opened onClose={onClose} title="Realisasi Kinerja Bawahan" size="60rem">
      {query.data ? (
        <Review month={query.data} onClose={onClose} />
      ) : query.error ? (
        <Alert color="red" variant="light">
          {errorMessage(query.error)}
        </Alert>
      ) : (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      )}
    </Modal>
  );
}

/**
 * '/user/persetujuan/realisasi' (docs/kinerja.md "Realisasi bulanan"): the months the caller's
 * subordinates sent; a row opens the month with the proposed values next to the approved ones.
 */
export function RealisasiPersetujuanPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('status'))?.value ?? 'waiting';
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState<string>(String(thisYear));
  const [openId, setOpenId] = useState<number | null>(null);
  const hasAny = useHasSubordinateRealisasi();
  const columns: DataTableColumn<TRealisasiSummary>[] = [
    {
      id: 'person',
      header: 'Pegawai',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.person.name}</Text>
          <Text size="xs" c="dimmed">
            {row.person.nip ?? '—'}
          </Text>
        </Stack>
      ),
    },
    { id: 'unit', header: 'Jabatan', render: (row) => `${row.position_name} — ${row.unit_name}` },
    { id: 'month', header: 'Bulan', render: (row) => `${monthName(row.month)} ${row.year}` },
    {
      id: 'status',
      header: 'Status',
      render: (row) => <RealisasiStatusBadge status={row.status} />,
    },
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
      <PageHeader description="Realisasi kinerja bulanan bawahan Anda: sesuaikan nilai yang disetujui, lalu konfirmasi atau kembalikan dengan catatan." />
      {hasAny.isLoading ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : hasAny.data === false ? (
        <Alert variant="light" color="blue">
          Belum ada realisasi kinerja bawahan yang dikirim kepada Anda. Realisasi yang dikirim
          bawahan Anda akan tampil di sini untuk dikonfirmasi atau dikembalikan.
        </Alert>
      ) : (
        <Tabs
          value={tab}
          onChange={(next) =>
            setParams(next && next !== 'waiting' ? { status: next } : {}, { replace: true })
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
                endpoint={realisasiInbox}
                columns={columns}
                rowKey={(row) => row.id}
                label={`Realisasi bawahan: ${t.label.toLowerCase()}`}
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
      {openId !== null && <ReviewModal id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
