import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  TRAVEL_PAYMENT_LABELS,
  TRAVEL_STATUS_LABELS,
  TRAVEL_STATUSES,
  type TTravelRow,
} from '@sikerja/contracts';
import { useEffect, useState } from 'react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { DateField } from '../../components/date-picker/date-field.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { openApiFile } from '../../platform/resource-screen/resource-screen.api.ts';
import { useLetterFilters } from './letter-filters.tsx';
import {
  PAY_TRAVEL,
  paymentTravelList,
  usePaymentCommand,
  usePaymentOptions,
  useTravelDetail,
} from './travel-api.ts';
import {
  rupiah,
  TravelLinesTable,
  travelLetterColumn,
  travellerColumn,
  travelStatusColumn,
} from './travel-cells.tsx';

const STATUS_OPTIONS = TRAVEL_STATUSES.filter((s) => s !== 'belum_direncanakan').map((s) => ({
  value: s,
  label: TRAVEL_STATUS_LABELS[s],
}));
const today = () => new Date().toISOString().slice(0, 10);

/** The payments of one trip: advance, settlement (SPJ), return of an excess, kuitansi. */
function PaymentModal({ row, onClose }: { row: TTravelRow | null; onClose: () => void }) {
  const detail = useTravelDetail('pay', row?.travel_id ?? null);
  const options = usePaymentOptions(row !== null);
  const command = usePaymentCommand();
  const [account, setAccount] = useState<string | null>(null);
  const [paidAt, setPaidAt] = useState<string | null>(today());
  const [amount, setAmount] = useState<number | string>('');
  const [pph, setPph] = useState<number | string>(0);
  const d = detail.data;
  useEffect(() => {
    if (!row) return;
    setPaidAt(today());
    setAmount('');
    setPph(0);
    const current = options.data?.budget_accounts.find((a) =>
      row.budget_account ? a.label === row.budget_account : a.label.startsWith('525115'),
    );
    setAccount(current ? String(current.id) : null);
  }, [row, options.data]);

  const run = (command_: 'advance' | 'settle' | 'refund', title: string, message: string) =>
    confirmAction({
      title,
      message,
      confirmLabel: 'Simpan',
      onConfirm: async () => {
        if (!row?.travel_id) return;
        try {
          await command.mutateAsync({
            id: row.travel_id,
            command: command_,
            body:
              command_ === 'refund'
                ? { paid_at: paidAt ?? '' }
                : command_ === 'advance'
                  ? {
                      amount: Number(amount),
                      pph: Number(pph || 0),
                      budget_account_id: Number(account),
                      paid_at: paidAt ?? '',
                    }
                  : {
                      pph: Number(pph || 0),
                      budget_account_id: Number(account),
                      paid_at: paidAt ?? '',
                    },
          });
          notifySuccess('Pembayaran dicatat.');
        } catch (error) {
          notifyError(error);
        }
      },
    });

  // The gross this payment would pay: the advance typed, or the settlement's balance.
  const gross =
    d?.row.status === 'rencana' && amount !== ''
      ? Number(amount)
      : Math.max((d?.settlement.paid ?? 0) - (d?.row.advance ?? 0), 0);
  const pphAmount = Number(pph || 0);
  const pphError =
    pphAmount > gross && (d?.row.status !== 'rencana' || amount !== '')
      ? `PPh tidak boleh melebihi jumlah yang dibayar (${rupiah(gross)})`
      : null;
  /** The confirmation's words for the PPh withheld, if any. */
  const withheld = (grossPaid: number) =>
    pphAmount > 0
      ? `, PPh dipotong ${rupiah(pphAmount)}, diterima bersih ${rupiah(grossPaid - pphAmount)}`
      : '';

  return (
    <Modal opened={row !== null} onClose={onClose} title="Pembayaran Perjalanan Dinas" size="xl">
      {detail.isLoading && <Loader size="sm" aria-label="Memuat pembayaran" />}
      {d && (
        <Stack gap="sm">
          <Text size="sm">
            <b>{d.row.name}</b> · {d.row.number} · batas SPJ{' '}
            {d.row.spj_due_date ? formatIsoDate(d.row.spj_due_date) : '—'}
          </Text>
          <TravelLinesTable detail={d} />
          <Group gap="lg" wrap="wrap">
            <Text size="sm">Uang muka: {rupiah(d.row.advance)}</Text>
            <Text size="sm">
              Dibayar menurut SPJ: {rupiah(d.row.settled_total ?? d.settlement.paid)}
            </Text>
            <Text size="sm" fw={600}>
              Selisih: {rupiah(d.row.balance ?? d.settlement.paid - d.row.advance)}
            </Text>
          </Group>
          {d.payments.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Tanggal</Table.Th>
                    <Table.Th>Jenis</Table.Th>
                    <Table.Th ta="right">Bruto</Table.Th>
                    <Table.Th ta="right">PPh</Table.Th>
                    <Table.Th ta="right">Neto</Table.Th>
                    <Table.Th>Kuitansi</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {d.payments.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>{formatIsoDate(p.paid_at)}</Table.Td>
                      <Table.Td>
                        {TRAVEL_PAYMENT_LABELS[p.kind]}
                        <Text size="xs" c="dimmed">
                          {p.budget_account}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{rupiah(p.amount)}</Table.Td>
                      <Table.Td ta="right">{rupiah(p.pph)}</Table.Td>
                      <Table.Td ta="right">{rupiah(p.net)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Kuitansi ${p.receipt_number}`}
                          onClick={() =>
                            void openApiFile(
                              `${PAY_TRAVEL}/payments/${p.id}/kuitansi`,
                              `kuitansi-${p.id}.pdf`,
                            )
                          }
                        >
                          {p.receipt_number}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {d.row.status === 'lunas' ? (
            <Alert color="teal" variant="light">
              Perjalanan ini sudah lunas.
            </Alert>
          ) : (
            <Stack gap="xs">
              <Group grow wrap="wrap" align="flex-end">
                {d.row.status !== 'menunggu_pengembalian' && (
                  <Select
                    label="Kode anggaran"
                    data={(options.data?.budget_accounts ?? []).map((a) => ({
                      value: String(a.id),
                      label: a.label,
                    }))}
                    value={account}
                    onChange={setAccount}
                    searchable
                    miw={200}
                  />
                )}
                <DateField label="Tanggal bayar" value={paidAt} onChange={setPaidAt} miw={160} />
              </Group>
              {d.row.status !== 'menunggu_pengembalian' && (
                <NumberInput
                  label="PPh dipotong (Rp)"
                  description="Biaya perjalanan dinas pegawai bukan objek PPh 21: biarkan 0. Isi hanya bila bendahara menetapkan ada pajak terutang (mis. honorarium atau uang saku bukan pegawai)."
                  value={pph}
                  onChange={setPph}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator="."
                  decimalSeparator=","
                  error={pphError}
                  maw={420}
                />
              )}
              {d.row.status === 'rencana' && (
                <Group align="flex-end" wrap="wrap">
                  <NumberInput
                    label="Uang muka (Rp)"
                    value={amount}
                    onChange={setAmount}
                    min={1}
                    max={d.plan?.total}
                    allowDecimal={false}
                    thousandSeparator="."
                    decimalSeparator=","
                    w={200}
                  />
                  <Button
                    variant="light"
                    disabled={!account || !amount || !paidAt || pphError !== null}
                    onClick={() =>
                      run(
                        'advance',
                        'Bayar Uang Muka',
                        `Catat uang muka ${rupiah(Number(amount))} untuk ${d.row.name}${withheld(Number(amount))}?`,
                      )
                    }
                  >
                    Bayar Uang Muka
                  </Button>
                </Group>
              )}
              <Group justify="flex-end" wrap="wrap">
                {d.row.status === 'menunggu_pengembalian' ? (
                  <Button
                    color="orange"
                    disabled={!paidAt}
                    onClick={() =>
                      run(
                        'refund',
                        'Catat Pengembalian',
                        `Catat pengembalian ${rupiah(-(d.row.balance ?? 0))} dari ${d.row.name}?`,
                      )
                    }
                  >
                    Catat Pengembalian
                  </Button>
                ) : (
                  <Button
                    color="teal"
                    disabled={!account || !paidAt || pphError !== null}
                    onClick={() =>
                      run(
                        'settle',
                        'Selesaikan SPJ',
                        `Selesaikan SPJ ${d.row.name}: dibayar ${rupiah(d.settlement.paid)}, uang muka ${rupiah(d.row.advance)}, selisih ${rupiah(d.settlement.paid - d.row.advance)}${withheld(Math.max(d.settlement.paid - d.row.advance, 0))}?`,
                      )
                    }
                  >
                    Selesaikan SPJ
                  </Button>
                )}
              </Group>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/**
 * '/admin/pembayaran_surat_tugas': the trips with a cost plan: advance (uang muka), settlement
 * (SPJ) with the balance to pay or return, the kuitansi of each payment, the budget code, and the
 * workbook of costs and payments of a period. docs/surat-tugas.md "Pembayaran".
 */
export function TravelPaymentPage() {
  const letterFilters = useLetterFilters(PAY_TRAVEL, { statuses: STATUS_OPTIONS });
  const [open, setOpen] = useState<TTravelRow | null>(null);
  const amounts: DataTableColumn<TTravelRow> = {
    id: 'amounts',
    header: 'Biaya',
    width: 190,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">Rincian {rupiah(row.plan_total)}</Text>
        <Text size="xs" c="dimmed">
          Uang muka {rupiah(row.advance)}
          {row.balance !== null ? ` · selisih ${rupiah(row.balance)}` : ''}
        </Text>
        {row.budget_account && (
          <Text size="xs" c="dimmed">
            {row.budget_account}
          </Text>
        )}
      </Stack>
    ),
  };
  const actions: DataTableColumn<TTravelRow> = {
    id: 'actions',
    header: 'Aksi',
    width: 120,
    render: (row) => (
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpen(row)}
        aria-label={`Bayar ${row.name}`}
      >
        Pembayaran
      </Button>
    ),
  };
  return (
    <>
      <PageHeader description="Uang muka, penyelesaian SPJ, selisih yang dibayar atau dikembalikan, kuitansi dan kode anggaran per pelaksana." />
      <DataTable
        endpoint={paymentTravelList}
        columns={[travelLetterColumn, travellerColumn, amounts, travelStatusColumn, actions]}
        rowKey={(row) => row.traveller_id}
        label="Pembayaran surat tugas"
        filters={letterFilters.filters}
        exportPath={`${PAY_TRAVEL}/export`}
        exportFileName="biaya-perjalanan-dinas.xlsx"
        searchPlaceholder="Cari nomor, keperluan atau pelaksana…"
        emptyNotice="Belum ada rincian biaya perjalanan dinas."
        toolbar={
          <Group gap="sm" wrap="wrap">
            {letterFilters.fields}
          </Group>
        }
      />
      <PaymentModal row={open} onClose={() => setOpen(null)} />
    </>
  );
}
