import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { TKontrak, TKontrakLine } from '@sikerja/contracts';
import { useState } from 'react';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { MONTH_NAMES } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { useSetCumulative, useSetTargets, useSpreadLine } from './kontrak-api.ts';

const num = (v: number) => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(v);

/** The months of the contract's period (1–12). */
function periodMonths(kontrak: TKontrak): number[] {
  const from = Number(kontrak.period_start.slice(5, 7));
  const to = Number(kontrak.period_end.slice(5, 7));
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * A line's monthly targets: spread automatically ('SET OTOMATIS': evenly, or by working days),
 * or typed by hand; the months must add up to the yearly quantity. 'Kumulatif' judges the
 * line on the running total.
 */
export function KontrakBreakdown({
  kontrak,
  line,
  onClose,
}: {
  kontrak: TKontrak;
  line: TKontrakLine;
  onClose: () => void;
}) {
  const spread = useSpreadLine();
  const save = useSetTargets();
  const cumulative = useSetCumulative();
  const months = periodMonths(kontrak);
  const [values, setValues] = useState<Record<number, number | string>>(() =>
    Object.fromEntries(
      months.map((m) => [m, line.targets.find((t) => t.month === m)?.quantity ?? 0]),
    ),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const total = months.reduce((s, m) => s + Math.round(Number(values[m] || 0) * 100), 0) / 100;
  const matches = Math.round(total * 100) === Math.round(line.quantity * 100);

  const auto = async (mode: 'even' | 'working_days') => {
    setFailure(null);
    try {
      const res = await spread.mutateAsync({ id: line.id, body: { mode } });
      const updated = res.data.lines.find((l) => l.id === line.id);
      setValues(
        Object.fromEntries(
          months.map((m) => [m, updated?.targets.find((t) => t.month === m)?.quantity ?? 0]),
        ),
      );
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync({
        id: line.id,
        body: { targets: months.map((m) => ({ month: m, quantity: Number(values[m] || 0) })) },
      });
      notifySuccess('Target bulanan disimpan.');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Target Bulanan" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {line.name}: target tahunan {num(line.quantity)} {line.unit_name ?? ''} dalam{' '}
          {line.months} bulan.
        </Text>
        <FormErrorAlert message={failure} />
        <Group gap="xs">
          <Button variant="light" size="xs" onClick={() => auto('even')} loading={spread.isPending}>
            Set Otomatis (rata)
          </Button>
          <Button
            variant="light"
            size="xs"
            onClick={() => auto('working_days')}
            loading={spread.isPending}
          >
            Set Otomatis (hari kerja)
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {months.map((m) => (
            <NumberInput
              key={m}
              label={MONTH_NAMES[m - 1]}
              value={values[m]}
              onChange={(v) => setValues((prev) => ({ ...prev, [m]: v }))}
              min={0}
              decimalScale={2}
              decimalSeparator=","
            />
          ))}
        </SimpleGrid>
        <Text size="sm" c={matches ? 'teal' : 'red'} data-testid="breakdown-total">
          Jumlah {num(total)} dari {num(line.quantity)}
          {matches ? '' : ' — harus sama dengan target tahunan'}
        </Text>
        <Switch
          label="Kumulatif (dinilai dari total berjalan, bukan per bulan)"
          checked={line.is_cumulative}
          onChange={(e) => {
            void cumulative
              .mutateAsync({ id: line.id, value: e.currentTarget.checked })
              .catch((error) => setFailure(errorMessage(error)));
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Tutup
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!matches}>
            Simpan Target
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
