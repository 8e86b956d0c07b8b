import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { monthName, type TRealisasiLine, type TRealisasiMonth } from '@sikerja/contracts';
import { IconPaperclip, IconPlus, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { MonthField } from '../../components/date-picker/date-field.tsx';
import { LazyFileUpload } from '../../components/file-upload/lazy-file-upload.tsx';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { ApprovalHistory } from '../../platform/approval/approval.api.ts';
import {
  type Period,
  useAddTambahan,
  useAttachEvidence,
  useDeleteTambahan,
  useDetachEvidence,
  useMyRealisasi,
  usePeopleSearch,
  useResetRealisasi,
  useSaveValues,
  useSendRealisasi,
  useSetSuperior,
  useUraianTambahan,
  useWithdrawRealisasi,
} from './realisasi-api.ts';
import { type Draft, draftOf, LineCards, RealisasiHeader, valuesOf } from './realisasi-view.tsx';

function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** A searchable person picker backed by `user/kinerja/realisasi/pegawai`. */
export function PersonPicker({
  label,
  value,
  onChange,
  initial,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  initial?: { id: number; name: string } | null;
}) {
  const [search, setSearch] = useState('');
  const people = usePeopleSearch(search);
  const data = (people.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.nip ? `${p.name} (${p.nip})` : p.name,
  }));
  if (initial && !data.some((d) => d.value === String(initial.id))) {
    data.unshift({ value: String(initial.id), label: initial.name });
  }
  return (
    <Select
      label={label}
      searchable
      clearable
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      onSearchChange={setSearch}
      searchValue={search}
      nothingFoundMessage={people.isLoading ? 'Memuat…' : 'Tidak ditemukan'}
      placeholder="Ketik nama atau NIP"
      filter={({ options }) => options}
    />
  );
}

function EvidenceModal({
  period,
  line,
  onClose,
}: {
  period: Period;
  line: TRealisasiLine;
  onClose: () => void;
}) {
  const attach = useAttachEvidence();
  const [fileId, setFileId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened onClose={onClose} title="Tambah Bukti Dukung">
      <Stack>
        <Text size="sm">{line.name}</Text>
        <LazyFileUpload
          label="Berkas bukti (gambar atau PDF)"
          value={fileId}
          onChange={setFileId}
          onBusyChange={setBusy}
        />
        <FormErrorAlert message={attach.error ? errorMessage(attach.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button
            disabled={!fileId || busy}
            loading={attach.isPending}
            onClick={async () => {
              if (!fileId) return;
              await attach.mutateAsync({ ...period, line_id: line.line_id, file_id: fileId });
              notifySuccess('Bukti dukung ditambahkan.');
              onClose();
            }}
          >
            Simpan Bukti
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function TambahanModal({ period, onClose }: { period: Period; onClose: () => void }) {
  const uraian = useUraianTambahan(true);
  const add = useAddTambahan();
  const [uraianId, setUraianId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [orderedBy, setOrderedBy] = useState<number | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  return (
    <Modal opened onClose={onClose} title="Tambah Tugas Tambahan">
      <Stack>
        <Select
          label="Uraian tugas tambahan"
          searchable
          clearable
          data={(uraian.data ?? []).map((u) => ({
            value: String(u.id),
            label: `${u.name} (${u.points} poin)`,
          }))}
          value={uraianId}
          onChange={setUraianId}
          placeholder={uraian.isLoading ? 'Memuat…' : 'Pilih dari katalog'}
        />
        {!uraianId && (
          <TextInput
            label="Atau tulis nama tugasnya"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={500}
          />
        )}
        <PersonPicker label="Pemberi tugas" value={orderedBy} onChange={setOrderedBy} />
        <NumberInput
          label="Jumlah"
          min={0.01}
          decimalScale={2}
          decimalSeparator=","
          value={quantity}
          onChange={setQuantity}
        />
        <FormErrorAlert message={add.error ? errorMessage(add.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button
            loading={add.isPending}
            disabled={orderedBy === null || (!uraianId && !name.trim())}
            onClick={async () => {
              if (orderedBy === null) return;
              await add.mutateAsync({
                ...period,
                task_description_id: uraianId ? Number(uraianId) : null,
                proposed_name: uraianId ? null : name.trim(),
                ordered_by_user_id: orderedBy,
                quantity: Number(quantity),
              });
              notifySuccess('Tugas tambahan ditambahkan.');
              onClose();
            }}
          >
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SuperiorModal({
  period,
  month,
  onClose,
}: {
  period: Period;
  month: TRealisasiMonth;
  onClose: () => void;
}) {
  const set = useSetSuperior();
  const [id, setId] = useState<number | null>(month.superior?.id ?? null);
  return (
    <Modal opened onClose={onClose} title="Ubah Atasan Bulan Ini">
      <Stack>
        <Text size="sm">
          Pilih atasan pengganti (Plt/Plh) yang akan mengonfirmasi realisasi{' '}
          {monthName(period.month)} {period.year}. Kosongkan untuk kembali ke atasan pada kontrak.
        </Text>
        <PersonPicker label="Atasan" value={id} onChange={setId} initial={month.superior} />
        <FormErrorAlert message={set.error ? errorMessage(set.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button
            loading={set.isPending}
            onClick={async () => {
              await set.mutateAsync({ ...period, superior_user_id: id });
              notifySuccess('Atasan bulan ini diperbarui.');
              onClose();
            }}
          >
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SendModal({ period, onClose }: { period: Period; onClose: () => void }) {
  const send = useSendRealisasi();
  const [note, setNote] = useState('');
  return (
    <Modal opened onClose={onClose} title="Kirim ke Atasan">
      <Stack>
        <Text size="sm">
          Apakah Anda yakin? Anda tidak bisa mengubah realisasi {monthName(period.month)}{' '}
          {period.year} hingga atasan Anda memberi tanggapan.
        </Text>
        <Textarea
          label="Catatan untuk atasan (opsional)"
          value={note}
          maxLength={1000}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FormErrorAlert message={send.error ? errorMessage(send.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button
            loading={send.isPending}
            leftSection={<IconSend size={16} />}
            onClick={async () => {
              await send.mutateAsync({ ...period, note: note.trim() || null });
              notifySuccess('Realisasi dikirim ke atasan.');
              onClose();
            }}
          >
            Kirim
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MonthForm({ period, month }: { period: Period; month: TRealisasiMonth }) {
  const save = useSaveValues();
  const detach = useDetachEvidence();
  const deleteTambahan = useDeleteTambahan();
  const withdraw = useWithdrawRealisasi();
  const reset = useResetRealisasi();
  const [draft, setDraft] = useState<Draft>(() => draftOf(month, 'proposed'));
  const [dirty, setDirty] = useState(false);
  const [evidenceFor, setEvidenceFor] = useState<TRealisasiLine | null>(null);
  const [modal, setModal] = useState<'tambahan' | 'superior' | 'send' | null>(null);
  useEffect(() => {
    if (!dirty) setDraft(draftOf(month, 'proposed'));
  }, [month, dirty]);
  const edit = month.can.edit ? 'proposed' : null;
  const change = (id: number, v: Draft[number]) => {
    setDraft((d) => ({ ...d, [id]: v }));
    setDirty(true);
  };
  const saveNow = async () => {
    await save.mutateAsync({ ...period, lines: valuesOf(draft) });
    setDirty(false);
  };
  const evidenceActions = (l: TRealisasiLine) =>
    month.can.edit ? (
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPaperclip size={14} />}
          onClick={() => setEvidenceFor(l)}
        >
          Bukti
        </Button>
        {l.duty_kind === 'tambahan' && month.tambahan.some((t) => t.line_id === l.line_id) && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() =>
              confirmAction({
                title: 'Hapus tugas tambahan',
                message: `Hapus "${l.name}" dari bulan ini?`,
                confirmLabel: 'Hapus',
                color: 'red',
                onConfirm: () => deleteTambahan.mutateAsync({ ...period, id: l.line_id }),
              })
            }
          >
            Hapus
          </Button>
        )}
      </Group>
    ) : null;
  const removeEvidence = month.can.edit
    ? (lineId: number, fileId: string) =>
        confirmAction({
          title: 'Hapus bukti',
          message: 'Hapus berkas bukti ini?',
          confirmLabel: 'Hapus',
          color: 'red',
          onConfirm: () => detach.mutateAsync({ ...period, line_id: lineId, file_id: fileId }),
        })
    : undefined;
  return (
    <Stack gap="md">
      <RealisasiHeader
        month={month}
        extra={
          month.can.edit && (
            <Group>
              <Button size="compact-sm" variant="light" onClick={() => setModal('superior')}>
                Ubah Atasan Bulan Ini
              </Button>
            </Group>
          )
        }
      />
      {month.window.message && (
        <Alert color={month.window.open ? 'blue' : 'orange'} variant="light">
          {month.window.open ? month.window.message : `Pengisian ditutup. ${month.window.message}`}
        </Alert>
      )}
      <Title order={4}>Tugas Utama</Title>
      {month.lines.length === 0 ? (
        <Text c="dimmed" size="sm">
          Tidak ada uraian kontrak dengan target pada bulan ini.
        </Text>
      ) : (
        <LineCards
          lines={month.lines}
          edit={edit}
          draft={draft}
          onChange={change}
          onRemoveEvidence={removeEvidence}
          actions={evidenceActions}
        />
      )}
      <Group justify="space-between" wrap="wrap">
        <Title order={4}>Tugas Tambahan</Title>
        {month.can.edit && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setModal('tambahan')}
          >
            Tambah Tugas Tambahan
          </Button>
        )}
      </Group>
      {month.tambahan.length === 0 ? (
        <Text c="dimmed" size="sm">
          Belum ada tugas tambahan pada bulan ini.
        </Text>
      ) : (
        <LineCards
          lines={month.tambahan}
          edit={edit}
          draft={draft}
          onChange={change}
          onRemoveEvidence={removeEvidence}
          actions={(l) => (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                Pemberi tugas:{' '}
                {month.tambahan.find((t) => t.line_id === l.line_id)?.ordered_by?.name ?? '—'}
              </Text>
              {evidenceActions(l)}
            </Stack>
          )}
        />
      )}
      <FormErrorAlert message={save.error ? errorMessage(save.error) : null} />
      <Group justify="flex-end" wrap="wrap">
        {month.can.reset && (
          <Button
            variant="subtle"
            color="red"
            onClick={() =>
              confirmAction({
                title: 'Reset realisasi',
                message: `Semua isian, bukti dan tugas tambahan ${monthName(period.month)} ${period.year} akan dihapus.`,
                confirmLabel: 'Reset',
                color: 'red',
                onConfirm: async () => {
                  await reset.mutateAsync(period);
                  setDirty(false);
                },
              })
            }
          >
            Reset
          </Button>
        )}
        {month.can.withdraw && (
          <Button
            variant="light"
            color="orange"
            loading={withdraw.isPending}
            onClick={() =>
              confirmAction({
                title: 'Tarik realisasi',
                message: 'Tarik kembali realisasi yang sudah dikirim agar dapat diubah?',
                confirmLabel: 'Tarik',
                onConfirm: () => withdraw.mutateAsync(period),
              })
            }
          >
            Tarik Kembali
          </Button>
        )}
        {month.can.edit && (
          <Button
            variant="default"
            loading={save.isPending}
            onClick={() => saveNow().catch(() => {})}
          >
            Simpan
          </Button>
        )}
        {month.can.send && (
          <Button
            leftSection={<IconSend size={16} />}
            onClick={async () => {
              try {
                if (dirty) await saveNow();
                setModal('send');
              } catch (e) {
                notifyError(e);
              }
            }}
          >
            Kirim ke Atasan
          </Button>
        )}
      </Group>
      {month.history.length > 0 && (
        <Paper withBorder p="md">
          <Title order={5} mb="xs">
            Riwayat
          </Title>
          <ApprovalHistory steps={month.history} />
        </Paper>
      )}
      {evidenceFor && (
        <EvidenceModal period={period} line={evidenceFor} onClose={() => setEvidenceFor(null)} />
      )}
      {modal === 'tambahan' && <TambahanModal period={period} onClose={() => setModal(null)} />}
      {modal === 'superior' && (
        <SuperiorModal period={period} month={month} onClose={() => setModal(null)} />
      )}
      {modal === 'send' && <SendModal period={period} onClose={() => setModal(null)} />}
    </Stack>
  );
}

/**
 * '/user/kinerja/realisasi' (docs/kinerja.md "Realisasi bulanan"): a month of the caller's
 * approved contract — realisasi and quality per line, evidence, tugas tambahan, the acting
 * superior — saved, sent, withdrawn or reset.
 */
export function RealisasiPage() {
  const [params, setParams] = useSearchParams();
  const value = /^\d{4}-\d{2}$/.test(params.get('bulan') ?? '')
    ? (params.get('bulan') as string)
    : thisMonth();
  const period: Period = { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) };
  const query = useMyRealisasi(period);
  return (
    <>
      <PageHeader description="Isi realisasi kinerja bulanan dari kontrak yang sudah disetujui, lampirkan bukti dukung, lalu kirim ke atasan." />
      <Stack gap="md">
        <MonthField
          label="Bulan"
          value={value}
          onChange={(next) => next && setParams({ bulan: next }, { replace: true })}
          maw={260}
        />
        {query.isLoading ? (
          <Group justify="center" p="xl">
            <Loader />
          </Group>
        ) : query.error ? (
          <Alert
            color={isApiError(query.error) && query.error.status === 404 ? 'blue' : 'red'}
            variant="light"
          >
            {isApiError(query.error) ? query.error.message : 'Gagal memuat realisasi.'}
          </Alert>
        ) : query.data ? (
          <MonthForm key={value} period={period} month={query.data} />
        ) : null}
      </Stack>
    </>
  );
}
