import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import type { TKontrak, TKontrakLine } from '@sikerja/contracts';
import { IconCopy, IconPlus, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import {
  useCancelKontrak,
  useCopyKontrak,
  useCreateKontrak,
  useDeleteLine,
  useKontrakUraian,
  useKontrakYear,
  useSendKontrak,
} from './kontrak-api.ts';
import { KontrakBreakdown } from './kontrak-breakdown.tsx';
import { KontrakLineForm } from './kontrak-line-form.tsx';
import { KontrakHeader, KontrakLines } from './kontrak-view.tsx';

const SEND_CONFIRM =
  'Apakah Anda yakin? Anda tidak bisa mengubah data hingga atasan Anda memberi tanggapan!';

function yearOptions(current: number) {
  return Array.from({ length: 6 }, (_, i) => String(current + 1 - i)).map((y) => ({
    value: y,
    label: y,
  }));
}

/** Resending a returned contract, with the answer to the superior's note. */
function ResendModal({ kontrak, onClose }: { kontrak: TKontrak; onClose: () => void }) {
  const send = useSendKontrak();
  const [note, setNote] = useState('');
  return (
    <Modal opened onClose={onClose} title="Kirim Ulang Kontrak">
      <Stack gap="sm">
        <Text size="sm">{SEND_CONFIRM}</Text>
        <Textarea
          label="Catatan untuk atasan"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={3}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button
            loading={send.isPending}
            onClick={async () => {
              try {
                await send.mutateAsync({ id: kontrak.id, note: note.trim() || null });
                notifySuccess('Kontrak kinerja dikirim ulang ke atasan.');
                onClose();
              } catch (error) {
                notifyError(error);
              }
            }}
          >
            KIRIM KE ATASAN
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The contract of a year with its actions; `kontrak` is the caller's own. */
function OwnKontrak({
  kontrak,
  earlier,
}: {
  kontrak: TKontrak;
  earlier: { id: number; year: number; position_name: string }[];
}) {
  const uraian = useKontrakUraian(kontrak.can.edit ? kontrak.id : null);
  const remove = useDeleteLine();
  const send = useSendKontrak();
  const cancel = useCancelKontrak();
  const copy = useCopyKontrak();
  const [form, setForm] = useState<{ line?: TKontrakLine } | null>(null);
  const [breakdownId, setBreakdownId] = useState<number | null>(null);
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const [isResending, setResending] = useState(false);
  const breakdownLine = kontrak.lines.find((l) => l.id === breakdownId);
  const selfApprove = kontrak.can.self_approve;

  const sendNow = () =>
    kontrak.status === 'returned'
      ? setResending(true)
      : confirmAction({
          title: selfApprove ? 'Setujui kontrak?' : 'Kirim ke atasan?',
          message: selfApprove
            ? 'Kontrak kinerja Anda akan disetujui dan tidak dapat diubah kecuali dibatalkan.'
            : SEND_CONFIRM,
          confirmLabel: selfApprove ? 'SETUJUI KONTRAK' : 'KIRIM KE ATASAN',
          cancelLabel: 'Batal',
          onConfirm: async () => {
            await send.mutateAsync({ id: kontrak.id, note: null });
            notifySuccess(
              selfApprove ? 'Kontrak kinerja disetujui.' : 'Kontrak kinerja dikirim ke atasan.',
            );
          },
        });

  return (
    <Stack gap="md">
      <KontrakHeader kontrak={kontrak} />
      {kontrak.status === 'sent' && (
        <Alert color="yellow" variant="light">
          Kontrak menunggu tanggapan atasan; data tidak dapat diubah sampai atasan menanggapi.
        </Alert>
      )}
      {kontrak.can.edit && (
        <Card withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm">
              <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({})}>
                Tambah Uraian
              </Button>
              {earlier.length > 0 && (
                <Group gap={6}>
                  <Select
                    aria-label="Salin dari kontrak"
                    placeholder="Salin dari kontrak…"
                    data={earlier.map((e) => ({
                      value: String(e.id),
                      label: `${e.year} — ${e.position_name}`,
                    }))}
                    value={copyFrom}
                    onChange={setCopyFrom}
                    w={240}
                  />
                  <Button
                    variant="light"
                    leftSection={<IconCopy size={16} />}
                    disabled={!copyFrom}
                    onClick={() =>
                      confirmAction({
                        title: 'Salin kontrak?',
                        message: 'Kontrak kinerja sekarang akan dihapus dan diganti!',
                        confirmLabel: 'Salin',
                        cancelLabel: 'Batal',
                        color: 'red',
                        onConfirm: async () => {
                          await copy.mutateAsync({ id: kontrak.id, from: Number(copyFrom) });
                          notifySuccess('Berhasil menyalin kontrak kinerja');
                        },
                      })
                    }
                  >
                    Salin
                  </Button>
                </Group>
              )}
            </Group>
            <Button
              color={selfApprove ? 'teal' : 'blue'}
              leftSection={<IconSend size={16} />}
              disabled={!kontrak.can.send}
              onClick={sendNow}
            >
              {selfApprove ? 'SETUJUI KONTRAK' : 'KIRIM KE ATASAN'}
            </Button>
          </Group>
          {kontrak.send_problems.length > 0 && (
            <Stack gap={2} mt="sm">
              {kontrak.send_problems.map((p) => (
                <Text key={p} size="xs" c="dimmed">
                  • {p}
                </Text>
              ))}
            </Stack>
          )}
        </Card>
      )}
      {kontrak.can.cancel && (
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() =>
              confirmAction({
                title: 'Batalkan kontrak?',
                message: 'Kontrak yang disetujui akan kembali menjadi draf.',
                confirmLabel: 'BATAL KONTRAK',
                cancelLabel: 'Tidak',
                color: 'red',
                onConfirm: async () => {
                  await cancel.mutateAsync(kontrak.id);
                  notifySuccess('Kontrak kinerja dibatalkan.');
                },
              })
            }
          >
            BATAL KONTRAK
          </Button>
        </Group>
      )}
      <KontrakLines
        kontrak={kontrak}
        actions={
          kontrak.can.edit
            ? {
                onEdit: (line) => setForm({ line }),
                onBreakdown: (line) => setBreakdownId(line.id),
                onDelete: (line) =>
                  confirmAction({
                    title: 'Hapus uraian?',
                    message: `"${line.name}" dan target bulanannya akan dihapus dari kontrak.`,
                    confirmLabel: 'Hapus',
                    cancelLabel: 'Batal',
                    color: 'red',
                    onConfirm: async () => {
                      await remove.mutateAsync(line.id);
                      notifySuccess('Uraian kegiatan dihapus.');
                    },
                  }),
              }
            : undefined
        }
      />
      {form && (
        <KontrakLineForm
          contractId={kontrak.id}
          uraian={uraian.data ?? []}
          line={form.line}
          onClose={() => setForm(null)}
        />
      )}
      {breakdownLine && (
        <KontrakBreakdown
          kontrak={kontrak}
          line={breakdownLine}
          onClose={() => setBreakdownId(null)}
        />
      )}
      {isResending && <ResendModal kontrak={kontrak} onClose={() => setResending(false)} />}
    </Stack>
  );
}

/** '/user/kinerja': the person's contract (SKP) of a year (docs/kinerja.md "Kontrak kinerja"). */
export function KontrakPage() {
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const asked = Number(params.get('tahun'));
  const year = asked >= 2020 && asked <= 2100 ? asked : thisYear;
  const query = useKontrakYear(year);
  const create = useCreateKontrak();
  const data = query.data;

  return (
    <>
      <PageHeader
        description="Susun kontrak kinerja (SKP) tahunan dari daftar uraian jabatan Anda, bagi target per bulan, lalu kirim ke atasan untuk disetujui."
        actions={
          <Select
            aria-label="Tahun"
            data={yearOptions(thisYear)}
            value={String(year)}
            onChange={(v) => v && setParams({ tahun: v }, { replace: true })}
            allowDeselect={false}
            w={110}
          />
        }
      />
      {query.isLoading || !data ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : (
        <Stack gap="md">
          {data.window.message && (
            <Alert
              color={data.window.open ? 'blue' : 'red'}
              variant="light"
              data-testid="window-alert"
            >
              {data.window.open
                ? data.window.message
                : `${data.window.message} Pengisian sedang ditutup.`}
            </Alert>
          )}
          {data.contract ? (
            <OwnKontrak kontrak={data.contract} earlier={data.earlier} />
          ) : (
            <Card withBorder radius="md" padding="xl">
              <Stack align="center" gap="sm">
                <Text>Anda belum memiliki kontrak kinerja tahun {year}.</Text>
                {data.can_create && (
                  <Button
                    leftSection={<IconPlus size={16} />}
                    loading={create.isPending}
                    onClick={async () => {
                      try {
                        await create.mutateAsync(year);
                        notifySuccess(`Kontrak kinerja tahun ${year} dibuat.`);
                      } catch (error) {
                        notifyError(error);
                      }
                    }}
                  >
                    Buat Kontrak {year}
                  </Button>
                )}
              </Stack>
            </Card>
          )}
        </Stack>
      )}
    </>
  );
}
