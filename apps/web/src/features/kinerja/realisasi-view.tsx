/** Pieces shared by the three realisation screens (docs/kinerja.md "Realisasi bulanan"). */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  REALISASI_STATUS_LABELS,
  type TRealisasiLine,
  type TRealisasiMonth,
  type TRealisasiStatus,
  type TRealisasiValue,
} from '@sikerja/contracts';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format/date.ts';
import { formatNumber } from '../../lib/format/number.ts';
import { notifyError } from '../../lib/notify.ts';
import { openEvidence } from './realisasi-api.ts';

const STATUS_COLORS: Record<TRealisasiStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  returned: 'orange',
  confirmed: 'teal',
};

export function RealisasiStatusBadge({ status }: { status: TRealisasiStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {REALISASI_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The values being edited, keyed by line id. */
export type Draft = Record<number, { quantity: number | null; quality: number | null }>;

export function draftOf(month: TRealisasiMonth, which: 'proposed' | 'approved'): Draft {
  const out: Draft = {};
  for (const l of [...month.lines, ...month.tambahan]) {
    out[l.line_id] =
      which === 'proposed'
        ? { quantity: l.proposed_quantity, quality: l.proposed_quality }
        : {
            quantity: l.approved_quantity ?? l.proposed_quantity,
            quality: l.approved_quality ?? l.proposed_quality,
          };
  }
  return out;
}

export function valuesOf(draft: Draft): TRealisasiValue[] {
  return Object.entries(draft).map(([id, v]) => ({
    line_id: Number(id),
    quantity: v.quantity,
    quality: v.quality,
  }));
}

const toNumber = (v: string | number) => (v === '' ? null : Number(v));
const show = (v: number | null) => (v === null ? '—' : formatNumber(v));

/** The month's header: person, superior, status, notes. */
export function RealisasiHeader({ month, extra }: { month: TRealisasiMonth; extra?: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap={6}>
        <div>
          <RealisasiStatusBadge status={month.status} />
        </div>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {month.person.name}
        </Text>
        {month.person.nip && (
          <Text size="sm" c="dimmed">
            NIP {month.person.nip}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {month.position_name} — {month.unit_name}
        </Text>
        <Text size="sm">
          Atasan bulan ini: <b>{month.superior?.name ?? 'Tidak ada (pimpinan)'}</b>
          {month.is_acting_superior ? ' (atasan pengganti)' : ''}
        </Text>
        {month.sent_at && <Text size="sm">Dikirim: {formatDateTime(month.sent_at)}</Text>}
        {month.confirmed_at && (
          <Text size="sm">Dikonfirmasi: {formatDateTime(month.confirmed_at)}</Text>
        )}
        {month.note_from_superior && month.status === 'returned' && (
          <Alert color="orange" variant="light" title="Catatan atasan">
            {month.note_from_superior}
          </Alert>
        )}
        {month.note_to_superior && (
          <Text size="sm" c="dimmed">
            Catatan untuk atasan: {month.note_to_superior}
          </Text>
        )}
        {extra}
      </Stack>
    </Paper>
  );
}

function Evidence({
  line,
  onRemove,
}: {
  line: TRealisasiLine;
  onRemove?: (fileId: string) => void;
}) {
  if (line.evidence.length === 0) return null;
  return (
    <Stack gap={2}>
      {line.evidence.map((e) => (
        <Group key={e.file_id} gap={6} wrap="nowrap">
          <IconPaperclip size={14} />
          <Anchor
            size="sm"
            component="button"
            type="button"
            style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
            onClick={() => openEvidence(e.file_id).catch((err) => notifyError(err))}
          >
            {e.name}
          </Anchor>
          {onRemove && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Hapus bukti ${e.name}`}
              onClick={() => onRemove(e.file_id)}
            >
              <IconTrash size={14} />
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

export interface LineCardsProps {
  lines: TRealisasiLine[];
  /** Which values are edited here: the person's proposal, the superior's (or admin's) approval. */
  edit: 'proposed' | 'approved' | null;
  draft: Draft;
  onChange: (lineId: number, value: { quantity: number | null; quality: number | null }) => void;
  onRemoveEvidence?: (lineId: number, fileId: string) => void;
  actions?: (line: TRealisasiLine) => ReactNode;
  /** Labels the fields apart when a screen holds several months. */
  idPrefix?: string;
}

/** The month's lines as cards (they read on a phone): target, proposed, approved, evidence. */
export function LineCards({
  lines,
  edit,
  draft,
  onChange,
  onRemoveEvidence,
  actions,
}: LineCardsProps) {
  return (
    <Stack gap="sm">
      {lines.map((l, i) => {
        const v = draft[l.line_id] ?? { quantity: null, quality: null };
        const unit = l.unit_name ?? '';
        return (
          <Paper key={l.line_id} withBorder p="sm" data-testid="realisasi-line">
            <Stack gap={6}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {i + 1}. {l.name}
              </Text>
              <Group gap={4}>
                {l.is_cumulative && <Badge variant="outline">Kumulatif</Badge>}
                {l.duty_kind === 'tambahan' && <Badge variant="outline">Tambahan</Badge>}
                {l.recorded_by_admin && (
                  <Badge variant="light" color="grape">
                    Dicatat admin
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                Target {l.is_cumulative ? 's.d. bulan ini' : 'bulan ini'}: {show(l.target_quantity)}{' '}
                {unit} · kualitas {show(l.target_quality)}%
                {l.approved_before !== null
                  ? ` · disetujui sebelumnya ${show(l.approved_before)} ${unit}`
                  : ''}
              </Text>
              {edit === null || edit === 'approved' ? (
                <Text size="sm">
                  Usulan: {show(l.proposed_quantity)} {unit} · kualitas {show(l.proposed_quality)}%
                  {edit === null &&
                    ` — Disetujui: ${show(l.approved_quantity)} ${unit} · kualitas ${show(l.approved_quality)}%`}
                </Text>
              ) : null}
              {edit !== null && (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <NumberInput
                    label={
                      edit === 'proposed' ? `Realisasi (${unit || 'jumlah'})` : 'Jumlah disetujui'
                    }
                    aria-label={`${edit === 'proposed' ? 'Realisasi' : 'Disetujui'} ${l.name}`}
                    min={0}
                    decimalScale={2}
                    decimalSeparator=","
                    thousandSeparator="."
                    value={v.quantity ?? ''}
                    onChange={(x) => onChange(l.line_id, { ...v, quantity: toNumber(x) })}
                  />
                  <NumberInput
                    label="Kualitas (%)"
                    aria-label={`Kualitas ${l.name}`}
                    min={0}
                    max={100}
                    decimalScale={2}
                    decimalSeparator=","
                    value={v.quality ?? ''}
                    onChange={(x) => onChange(l.line_id, { ...v, quality: toNumber(x) })}
                  />
                </SimpleGrid>
              )}
              <Evidence
                line={l}
                onRemove={onRemoveEvidence ? (f) => onRemoveEvidence(l.line_id, f) : undefined}
              />
              {actions?.(l)}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
