import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  BERAKHLAK,
  EKSPEKTASI_RATING_LABELS,
  EKSPEKTASI_RATINGS,
  type EkspektasiRating,
  PREDIKAT_LABELS,
  predikatOf,
  SKP_NOTE_MAX,
  type TSkpRow,
} from '@sikerja/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { useEvaluateSkp } from './skp-api.ts';
import { PREDIKAT_COLORS } from './skp-columns.tsx';

const RATING_OPTIONS = EKSPEKTASI_RATINGS.map((r) => ({
  value: r,
  label: EKSPEKTASI_RATING_LABELS[r],
}));
/** Rows of the grid from the top: di atas, sesuai, di bawah (as published). */
const ROWS: EkspektasiRating[] = ['di_atas', 'sesuai', 'di_bawah'];

/** The 3×3 predikat grid with the chosen cell highlighted. */
function PredikatGrid({
  result,
  behaviour,
}: {
  result: EkspektasiRating | null;
  behaviour: EkspektasiRating | null;
}) {
  return (
    <Table withTableBorder withColumnBorders fz="xs" aria-label="Matriks predikat kinerja">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Hasil kerja ↓ / Perilaku →</Table.Th>
          {EKSPEKTASI_RATINGS.map((b) => (
            <Table.Th key={b}>{EKSPEKTASI_RATING_LABELS[b]}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROWS.map((r) => (
          <Table.Tr key={r}>
            <Table.Th>{EKSPEKTASI_RATING_LABELS[r]}</Table.Th>
            {EKSPEKTASI_RATINGS.map((b) => {
              const p = predikatOf(r, b);
              const chosen = r === result && b === behaviour;
              return (
                <Table.Td
                  key={b}
                  data-chosen={chosen || undefined}
                  aria-current={chosen ? 'true' : undefined}
                  style={
                    chosen
                      ? {
                          background: `var(--mantine-color-${PREDIKAT_COLORS[p]}-light)`,
                          fontWeight: 700,
                          outline: `2px solid var(--mantine-color-${PREDIKAT_COLORS[p]}-filled)`,
                        }
                      : undefined
                  }
                >
                  {PREDIKAT_LABELS[p]}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 'Evaluasi Tahunan': the superior rates an approved contract (PermenPANRB 6/2022). */
export function EvaluasiDialog({ row, onClose }: { row: TSkpRow; onClose: () => void }) {
  const [result, setResult] = useState<EkspektasiRating | null>(row.result_rating);
  const [behaviour, setBehaviour] = useState<EkspektasiRating | null>(row.behaviour_rating);
  const [notes, setNotes] = useState<Record<string, string>>(row.behaviour_notes ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const evaluate = useEvaluateSkp();
  const predikat = result && behaviour ? predikatOf(result, behaviour) : null;

  const save = async () => {
    const missing: Record<string, string> = {};
    if (!result) missing.result_rating = 'Penilaian hasil kerja wajib dipilih';
    if (!behaviour) missing.behaviour_rating = 'Penilaian perilaku kerja wajib dipilih';
    setErrors(missing);
    if (!result || !behaviour) return;
    try {
      const res = await evaluate.mutateAsync({
        id: row.id,
        body: { result_rating: result, behaviour_rating: behaviour, behaviour_notes: notes },
      });
      notifications.show({ color: 'teal', message: res.data.message });
      onClose();
    } catch (e) {
      if (e instanceof ApiError) {
        const fields = Object.fromEntries(
          Object.entries(e.fieldErrors ?? {}).map(([k, v]) => [k, v[0] ?? '']),
        );
        setErrors(fields);
        if (Object.keys(fields).length === 0) {
          notifications.show({ color: 'red', message: e.message });
        }
      } else {
        notifications.show({ color: 'red', message: 'Evaluasi gagal disimpan. Coba lagi.' });
      }
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Evaluasi Tahunan ${row.year}`} size="xl">
      <Stack gap="md">
        <Text size="sm">
          {row.name} · {row.position_name ?? '-'}. Dapat diubah sampai{' '}
          {formatIsoDate(row.evaluation_deadline)}.
        </Text>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="rating-hasil">
            Hasil kerja
          </Text>
          <SegmentedControl
            aria-labelledby="rating-hasil"
            fullWidth
            data={RATING_OPTIONS}
            value={result ?? ''}
            onChange={(v) => setResult(v as EkspektasiRating)}
          />
          {errors.result_rating && (
            <Text size="xs" c="red">
              {errors.result_rating}
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="rating-perilaku">
            Perilaku kerja (BerAKHLAK)
          </Text>
          <SegmentedControl
            aria-labelledby="rating-perilaku"
            fullWidth
            data={RATING_OPTIONS}
            value={behaviour ?? ''}
            onChange={(v) => setBehaviour(v as EkspektasiRating)}
          />
          {errors.behaviour_rating && (
            <Text size="xs" c="red">
              {errors.behaviour_rating}
            </Text>
          )}
        </Stack>
        <div style={{ overflowX: 'auto' }}>
          <PredikatGrid result={result} behaviour={behaviour} />
        </div>
        <Alert color={predikat ? PREDIKAT_COLORS[predikat] : 'gray'} variant="light">
          Predikat kinerja:{' '}
          <strong data-testid="predikat-hasil">
            {predikat ? PREDIKAT_LABELS[predikat] : 'pilih kedua penilaian'}
          </strong>
        </Alert>
        <Text size="sm" fw={500}>
          Catatan per nilai BerAKHLAK (opsional)
        </Text>
        {BERAKHLAK.map((b) => (
          <Textarea
            key={b.code}
            label={b.name}
            description={b.behaviours.join('; ')}
            autosize
            minRows={1}
            maxLength={SKP_NOTE_MAX}
            value={notes[b.code] ?? ''}
            error={errors[`behaviour_notes.${b.code}`]}
            onChange={(e) => setNotes({ ...notes, [b.code]: e.currentTarget.value })}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={save} loading={evaluate.isPending}>
            Simpan Evaluasi
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
