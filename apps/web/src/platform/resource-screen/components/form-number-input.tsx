import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type FormNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** The form's value: a number, or null when empty. */
  value: unknown;
  onChange: (value: number | null) => void;
};

/**
 * NumberInput over a form value that is a number or null. Mantine reports a number still being
 * typed ('-', '6.', '6.50') as a string; the form gets what it means (null for a lone '-') and
 * the input keeps showing what was typed. Without this the minus of a southern latitude
 * vanished as it was typed, since the form's null read back as an empty input.
 */
export function FormNumberInput({ value, onChange, ...props }: FormNumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const numeric = typeof value === 'number' ? value : null;
  const meaning = (text: string) => {
    const parsed = text === '-' ? Number.NaN : Number(text);
    return Number.isFinite(parsed) ? parsed : null;
  };
  // The draft shows only while it still means the form's value: a map pick or a reset wins.
  const shown = draft !== null && meaning(draft) === numeric ? draft : (numeric ?? '');
  return (
    <NumberInput
      {...props}
      value={shown}
      onChange={(next) => {
        if (typeof next === 'number') {
          setDraft(null);
          onChange(next);
          return;
        }
        setDraft(next === '' ? null : next);
        onChange(next === '' ? null : meaning(next));
      }}
    />
  );
}
