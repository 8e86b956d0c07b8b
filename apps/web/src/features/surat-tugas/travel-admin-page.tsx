import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import {
  PROVINCE_NAMES,
  TRAVEL_LODGING_LABELS,
  TRAVEL_LODGING_MODES,
  TRAVEL_STATUS_LABELS,
  TRAVEL_STATUSES,
  TRAVEL_TRIP_KIND_LABELS,
  TRAVEL_TRIP_KINDS,
  type TTravelRow,
} from '@sikerja/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { openApiFile } from '../../platform/resource-screen/resource-screen.api.ts';
import { useLetterFilters } from './letter-filters.tsx';
import {
  ADMIN_TRAVEL,
  actualsPath,
  adminTravelList,
  useSavePlan,
  useTravelDetail,
} from './travel-api.ts';
import {
  rupiah,
  TravelLinesTable,
  travelLetterColumn,
  travellerColumn,
  travelStatusColumn,
} from './travel-cells.tsx';
import { TravelActualForms } from './travel-my-modal.tsx';

const STATUS_OPTIONS = TRAVEL_STATUSES.map((s) => ({ value: s, label: TRAVEL_STATUS_LABELS[s] }));
const KIND_OPTIONS = TRAVEL_TRIP_KINDS.map((k) => ({
  value: k,
  label: TRAVEL_TRIP_KIND_LABELS[k],
}));
const LODGING_OPTIONS = TRAVEL_LODGING_MODES.map((m) => ({
  value: m,
  label: TRAVEL_LODGING_LABELS[m],
}));

/** The cost plan of one traveller: the trip's inputs, the lines from the SBM, the SPD. */
function PlanModal({ row, onClose }: { row: TTravelRow | null; onClose: () => void }) {
  const detail = useTravelDetail('admin', row?.traveller_id ?? null);
  const save = useSavePlan();
  const [kind, setKind] = useState<string>('luar_kota');
  const [lodging, setLodging] = useState<string>('hotel');
  const [taxi, setTaxi] = useState<string[]>([]);
  const [usdRate, setUsdRate] = useState<number | string>('');
  const [actuals, setActuals] = useState(false);
  const plan = detail.data?.plan;
  const travellerId = row?.traveller_id;
  // The actuals form closes for another traveller, not when the saved detail comes back.
  useEffect(() => {
    if (travellerId !== undefined) setActuals(false);
  }, [travellerId]);
  useEffect(() => {
    if (!row) return;
    setKind(plan?.trip_kind ?? 'luar_kota');
    setLodging(plan?.lodging ?? 'hotel');
    setTaxi(plan?.taxi_legs ?? []);
    setUsdRate(plan?.usd_rate ?? '');
  }, [row, plan]);
  const editable =
    !detail.data || ['belum_direncanakan', 'rencana'].includes(detail.data.row.status);
  const cadet = detail.data?.traveller.kind === 'taruna';
  // The server names the rate to fill in (/admin/taruna) when the year has none for the kind.
  const cadetRateMissing = cadet && /belum diisi/.test(detail.data?.traveller.cadet_rate ?? '');
  // Actual costs: only at-cost lines of a planned trip not yet settled (the server checks too).
  const canReportActuals =
    !!detail.data?.plan &&
    ['rencana', 'uang_muka'].includes(detail.data.row.status) &&
    detail.data.lines.some((l) => l.method === 'at_cost');
  const actualsOpen = actuals && canReportActuals;
  const abroad =
    detail.data?.row.destination &&
    !PROVINCE_NAMES.some((p) => detail.data?.row.destination.endsWith(p));

  return (
    <Modal opened={row !== null} onClose={onClose} title="Rincian Biaya Perjalanan Dinas" size="xl">
      {detail.isLoading && <Loader size="sm" aria-label="Memuat rincian" />}
      {detail.data && (
        <Stack gap="sm">
          <Text size="sm">
            <b>{detail.data.row.name}</b> · {detail.data.row.number} · {detail.data.row.destination}{' '}
            · {detail.data.days} hari
            {detail.data.traveller.golongan ? ` · golongan ${detail.data.traveller.golongan}` : ''}
            {detail.data.traveller.official_rank
              ? ` · ${detail.data.traveller.official_rank.replace('_', ' ')}`
              : ''}
            {cadet ? ` · taruna, ${detail.data.traveller.cadet_purpose ?? ''}` : ''}
          </Text>
          {cadet && detail.data.traveller.cadet_rate && (
            <Alert
              color={cadetRateMissing ? 'orange' : 'blue'}
              variant="light"
              title={cadetRateMissing ? 'Tarif taruna belum ada' : 'Tarif taruna'}
            >
              {detail.data.traveller.cadet_rate}
            </Alert>
          )}
          <Group grow align="flex-end" wrap="wrap">
            <Select
              label="Jenis perjalanan"
              data={KIND_OPTIONS}
              value={kind}
              onChange={(v) => setKind(v ?? 'luar_kota')}
              disabled={!editable}
              miw={180}
            />
            <Select
              label="Penginapan"
              data={LODGING_OPTIONS}
              value={lodging}
              onChange={(v) => setLodging(v ?? 'hotel')}
              disabled={!editable}
              miw={180}
            />
          </Group>
          <MultiSelect
            label="Taksi (provinsi tiap perjalanan)"
            description="Satu pilihan per provinsi; perjalanan taksi dihitung sekali jalan sampai pagu provinsinya."
            data={[...PROVINCE_NAMES]}
            value={taxi}
            onChange={setTaxi}
            searchable
            disabled={!editable}
            maxValues={8}
          />
          {abroad && (
            <NumberInput
              label="Kurs rupiah per USD"
              value={usdRate}
              onChange={setUsdRate}
              min={1}
              allowDecimal={false}
              thousandSeparator="."
              decimalSeparator=","
              disabled={!editable}
            />
          )}
          {editable ? (
            <Group justify="flex-end">
              <Button
                loading={save.isPending}
                onClick={async () => {
                  if (!row) return;
                  try {
                    await save.mutateAsync({
                      id: row.traveller_id,
                      body: {
                        trip_kind: kind as 'luar_kota',
                        lodging: lodging as 'hotel',
                        taxi_legs: taxi as never,
                        ...(usdRate !== '' ? { usd_rate: Number(usdRate) } : {}),
                      },
                    });
                    notifySuccess(
                      cadet
                        ? 'Rincian biaya dihitung dari tarif taruna.'
                        : 'Rincian biaya dihitung dari SBM.',
                    );
                  } catch (error) {
                    notifyError(error);
                  }
                }}
              >
                {cadet
                  ? 'Hitung dari tarif taruna'
                  : `Hitung dari SBM ${detail.data.row.start_date.slice(0, 4)}`}
              </Button>
            </Group>
          ) : (
            <Alert color="gray" variant="light">
              Sudah ada pembayaran: rincian biaya tidak dapat diubah.
            </Alert>
          )}
          <TravelLinesTable detail={detail.data} />
          {canReportActuals && !actuals && (
            <Group justify="flex-end">
              <Button variant="light" onClick={() => setActuals(true)}>
                Isi Biaya Riil
              </Button>
            </Group>
          )}
          {actualsOpen && row && (
            <>
              <Text size="sm" fw={600}>
                Biaya riil
              </Text>
              <Text size="xs" c="dimmed">
                Diisi admin dari bukti kertas atau untuk taruna (tanpa akun); pembayaran memakai
                biaya riil sampai pagu tiap baris.
              </Text>
              <TravelActualForms
                path={actualsPath('admin', row.traveller_id)}
                detail={detail.data}
              />
            </>
          )}
          {detail.data.documents.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Dokumen dari pelaksana
              </Text>
              {detail.data.documents.map((d) => (
                <Button
                  key={d.id}
                  variant="subtle"
                  size="xs"
                  justify="flex-start"
                  onClick={() =>
                    void openApiFile(
                      `${ADMIN_TRAVEL}/${row?.traveller_id}/files/${d.file_id}`,
                      d.name,
                    )
                  }
                >
                  {d.name}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/**
 * '/admin/administrasi_surat_tugas': every traveller (staff, and cadets by their rate) of an approved letter, with the cost
 * plan from the SBM of the letter's year (each line with its rule and ceiling) and the SPD
 * (lembar I and II) as PDF. docs/surat-tugas.md "Administrasi perjalanan".
 */
export function TravelAdminPage() {
  const letterFilters = useLetterFilters(ADMIN_TRAVEL, { statuses: STATUS_OPTIONS, period: false });
  const [open, setOpen] = useState<TTravelRow | null>(null);
  const actions: DataTableColumn<TTravelRow> = {
    id: 'actions',
    header: 'Aksi',
    width: 200,
    render: (row) => (
      <Group gap={6} wrap="wrap">
        <Button size="xs" variant="light" onClick={() => setOpen(row)}>
          Rincian Biaya
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileTypePdf size={14} />}
          aria-label={`SPD ${row.name}`}
          onClick={() =>
            void openApiFile(
              `${ADMIN_TRAVEL}/${row.traveller_id}/spd`,
              `spd-${row.traveller_id}.pdf`,
            )
          }
        >
          SPD
        </Button>
      </Group>
    ),
  };
  const total: DataTableColumn<TTravelRow> = {
    id: 'plan',
    header: 'Rincian',
    width: 140,
    render: (row) => <Text size="sm">{rupiah(row.plan_total)}</Text>,
  };
  return (
    <>
      <PageHeader description="Rincian biaya perjalanan dinas per pelaksana dari SBM tahun surat tugas, beserta SPD lembar I dan II." />
      <DataTable
        endpoint={adminTravelList}
        columns={[travelLetterColumn, travellerColumn, total, travelStatusColumn, actions]}
        rowKey={(row) => row.traveller_id}
        label="Administrasi surat tugas"
        filters={letterFilters.filters}
        searchPlaceholder="Cari nomor, keperluan atau pelaksana…"
        emptyNotice="Belum ada pelaksana surat tugas yang disetujui."
        toolbar={
          <Group gap="sm" wrap="wrap">
            {letterFilters.fields}
          </Group>
        }
      />
      <PlanModal row={open} onClose={() => setOpen(null)} />
    </>
  );
}
