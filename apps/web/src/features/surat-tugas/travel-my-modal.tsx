import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import {
  TRAVEL_DOCUMENT_KINDS,
  TRAVEL_DOCUMENT_LABELS,
  type TTravelDetail,
  type TTravelLine,
} from '@sikerja/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { LazyFileUpload } from '../../components/file-upload/lazy-file-upload.tsx';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { openApiFile } from '../../platform/resource-screen/resource-screen.api.ts';
import {
  actualsPath,
  MY_TRAVEL,
  useAddDocument,
  useRemoveDocument,
  useSaveActuals,
  useTravelDetail,
} from './travel-api.ts';
import { rupiah, TravelLinesTable, TravelStatusBadge } from './travel-cells.tsx';

const DOC_OPTIONS = TRAVEL_DOCUMENT_KINDS.map((k) => ({
  value: k,
  label: TRAVEL_DOCUMENT_LABELS[k],
}));

/** One at-cost line: the actual amount and its receipt. */
function ActualForm({ path, line, open }: { path: string; line: TTravelLine; open: boolean }) {
  const save = useSaveActuals();
  const [amount, setAmount] = useState<number | string>(line.actual ?? '');
  const [fileId, setFileId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Card withBorder padding="sm">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {line.rule}
        </Text>
        <Text size="xs" c="dimmed">
          Paling tinggi {rupiah(line.planned)}
          {line.actual_from_tickets
            ? ` · riil ${rupiah(line.actual)} dari tiket yang dibeli kantor; isi hanya bila berbeda`
            : line.receipt_file_id
              ? ' · bukti sudah diunggah'
              : ' · belum ada bukti'}
        </Text>
        {open && (
          <>
            <NumberInput
              label="Biaya riil (Rp)"
              value={amount}
              onChange={setAmount}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
            />
            <LazyFileUpload
              label="Bukti (kuitansi, tiket, tagihan hotel)"
              value={fileId}
              onChange={setFileId}
              onBusyChange={setBusy}
            />
            <Group justify="flex-end">
              <Button
                size="xs"
                disabled={amount === '' || busy}
                loading={save.isPending}
                onClick={async () => {
                  try {
                    await save.mutateAsync({
                      path,
                      body: {
                        lines: [
                          {
                            key: line.key,
                            amount: Number(amount),
                            ...(fileId ? { file_id: fileId } : {}),
                          },
                        ],
                      },
                    });
                    setFileId(null);
                    notifySuccess('Biaya riil disimpan.');
                  } catch (error) {
                    notifyError(error);
                  }
                }}
              >
                Simpan biaya riil
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The actual cost and receipt of each at-cost line of a trip, sent to `path` (see
 * `actualsPath`): the traveller's own form, and the admin's for cadets and paper receipts.
 * Read-only once the trip is settled.
 */
export function TravelActualForms({ path, detail }: { path: string; detail: TTravelDetail }) {
  const open = detail.row.status === 'rencana' || detail.row.status === 'uang_muka';
  return (
    <>
      {detail.lines
        .filter((l) => l.method === 'at_cost')
        .map((l) => (
          <ActualForm key={`${l.key}-${l.actual}`} path={path} line={l} open={open} />
        ))}
    </>
  );
}

/**
 * The traveller's own trip on an approved letter: the cost plan, the actual costs with their
 * receipts, the documents (boarding pass, report) and the daftar pengeluaran riil.
 */
export function MyTravelModal({
  letterId,
  onClose,
}: {
  letterId: number | null;
  onClose: () => void;
}) {
  const detail = useTravelDetail('mine', letterId);
  const addDoc = useAddDocument();
  const removeDoc = useRemoveDocument();
  const [kind, setKind] = useState<string | null>('laporan');
  const [docFile, setDocFile] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const d = detail.data;
  const open = d ? d.row.status === 'rencana' || d.row.status === 'uang_muka' : false;
  return (
    <Modal
      opened={letterId !== null}
      onClose={onClose}
      title="Biaya dan Dokumen Perjalanan"
      size="xl"
    >
      {detail.isLoading && <Loader size="sm" aria-label="Memuat perjalanan" />}
      {detail.isError && <Alert color="red">Data perjalanan tidak dapat dimuat.</Alert>}
      {d && letterId !== null && (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              {d.row.number} · {d.row.destination}
            </Text>
            <TravelStatusBadge status={d.row.status} />
          </Group>
          {d.todo.length > 0 && (
            <Alert color="yellow" variant="light" title="Yang masih perlu dilengkapi">
              <List size="sm">
                {d.todo.map((t) => (
                  <List.Item key={t}>{t}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <TravelLinesTable detail={d} />
          <TravelActualForms path={actualsPath('mine', letterId)} detail={d} />
          {d.settlement.riil > 0 && (
            <Button
              variant="light"
              leftSection={<IconFileTypePdf size={14} />}
              onClick={() =>
                void openApiFile(`${MY_TRAVEL}/${letterId}/travel/riil`, 'pengeluaran-riil.pdf')
              }
            >
              Daftar Pengeluaran Riil
            </Button>
          )}
          {d.plan && (
            <Card withBorder padding="sm">
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  Dokumen perjalanan
                </Text>
                {d.documents.length === 0 && (
                  <Text size="sm" c="dimmed">
                    Belum ada dokumen.
                  </Text>
                )}
                {d.documents.map((doc) => (
                  <Group key={doc.id} justify="space-between" wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() =>
                        void openApiFile(
                          `${MY_TRAVEL}/${letterId}/travel/files/${doc.file_id}`,
                          doc.name,
                        )
                      }
                    >
                      {TRAVEL_DOCUMENT_LABELS[doc.kind]}: {doc.name}
                    </Button>
                    {open && (
                      <Button
                        size="xs"
                        color="red"
                        variant="subtle"
                        onClick={() =>
                          confirmAction({
                            title: 'Hapus Dokumen',
                            message: `Hapus ${doc.name}?`,
                            confirmLabel: 'Hapus',
                            color: 'red',
                            onConfirm: async () => {
                              await removeDoc.mutateAsync({ letterId, docId: doc.id });
                              notifySuccess('Dokumen dihapus.');
                            },
                          })
                        }
                      >
                        Hapus
                      </Button>
                    )}
                  </Group>
                ))}
                {open && (
                  <>
                    <Select
                      label="Jenis dokumen"
                      data={DOC_OPTIONS}
                      value={kind}
                      onChange={setKind}
                    />
                    <LazyFileUpload
                      label="Berkas (gambar atau PDF)"
                      value={docFile}
                      onChange={setDocFile}
                      onBusyChange={setBusy}
                    />
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        disabled={!docFile || !kind || busy}
                        loading={addDoc.isPending}
                        onClick={async () => {
                          if (!docFile || !kind) return;
                          try {
                            await addDoc.mutateAsync({ letterId, kind, fileId: docFile });
                            setDocFile(null);
                            notifySuccess('Dokumen diunggah.');
                          } catch (error) {
                            notifyError(error);
                          }
                        }}
                      >
                        Simpan dokumen
                      </Button>
                    </Group>
                  </>
                )}
              </Stack>
            </Card>
          )}
        </Stack>
      )}
    </Modal>
  );
}
