import { Badge, Group, type MantineColor } from '@mantine/core';
import { WORK_PATTERN_OFF } from '@sikerja/contracts';

// The demo shifts get the colours of their time of day; any other code a stable one of the rest.
const KNOWN: Record<string, MantineColor> = { P: 'yellow', S: 'orange', M: 'indigo' };
const PALETTE: MantineColor[] = [
  'teal',
  'cyan',
  'grape',
  'lime',
  'pink',
  'blue',
  'violet',
  'green',
];

/** The chip colour of a cycle code: 'L' (libur) grey, a shift code always the same colour. */
export function codeColor(code: string): MantineColor {
  if (code === WORK_PATTERN_OFF) return 'gray';
  const known = KNOWN[code];
  if (known) return known;
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? 'blue';
}

/** A cycle as a row of coloured chips, one a day ('P P S S M M L L'). */
export function CycleChips({ cycle }: { cycle: readonly string[] }) {
  return (
    <Group gap={3} wrap="wrap" aria-label={`Siklus ${cycle.join('-')}`}>
      {cycle.map((code, i) => (
        <Badge
          // biome-ignore lint/suspicious/noArrayIndexKey: a cycle repeats codes; the day is the key.
          key={i}
          size="sm"
          radius="sm"
          variant={code === WORK_PATTERN_OFF ? 'outline' : 'filled'}
          color={codeColor(code)}
          px={6}
        >
          {code}
        </Badge>
      ))}
    </Group>
  );
}

/** A master column's cell: the value is the cycle list. */
export function CycleCell({ value }: { value: unknown }) {
  return Array.isArray(value) ? <CycleChips cycle={value.map(String)} /> : null;
}
