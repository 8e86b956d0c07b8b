import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useLetterOptions, useLevels, useSaveLevels } from './surat-tugas-api.ts';

interface Row {
  step: number;
  label: string;
  position_id: string | null;
}

const DEFAULTS: Row[] = [
  { step: 1, label: 'Kepala Bagian Umum', position_id: null },
  { step: 2, label: 'Direktur', position_id: null },
];

/**
 * 'Tingkat Persetujuan': which position decides each of the two levels, in order. Letters already
 * waiting keep the deciders they were given (docs/surat-tugas.md "Persetujuan").
 */
export function LevelsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const levels = useLevels(opened);
  const options = useLetterOptions(opened);
  const save = useSaveLevels();
  const [rows, setRows] = useState<Row[]>(DEFAULTS);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!opened || !levels.data) return;
    setRows(
      DEFAULTS.map((d, i) => {
        const l = levels.data[i];
        return l ? { step: d.step, label: l.label, position_id: String(l.position_id) } : d;
      }),
    );
  }, [opened, levels.data]);
  const positions = (options.data?.positions ?? []).map((p) => ({
    value: String(p.id),
    label: p.name,
  }));
  const set = (i: number, patch: Partial<Row>) =>
    setRows((prev) => prev.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Modal opened={opened} onClose={onClose} title="Tingkat Persetujuan" centered size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Surat tugas diputuskan berurutan oleh pemegang jabatan ini (atau Plt/Plh dan penggantinya)
          pada tanggal surat.
        </Text>
        {failure && <Alert color="red">{failure}</Alert>}
        {rows.map((row, i) => (
          <Group key={row.step} grow align="flex-start">
            <TextInput
              label={`Tingkat ${i + 1}`}
              required
              maxLength={100}
              value={row.label}
              onChange={(e) => set(i, { label: e.currentTarget.value })}
            />
            <Select
              label={`Jabatan tingkat ${i + 1}`}
              required
              searchable
              data={positions}
              value={row.position_id}
              onChange={(v) => set(i, { position_id: v })}
            />
          </Group>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button
            loading={save.isPending}
            onClick={async () => {
              setFailure(null);
              try {
                await save.mutateAsync({
                  levels: rows
                    .filter((r) => r.position_id)
                    .map((r) => ({ label: r.label, position_id: Number(r.position_id) })),
                });
                notifySuccess('Tingkat persetujuan disimpan.');
                onClose();
              } catch (error) {
                setFailure(errorMessage(error));
              }
            }}
          >
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
