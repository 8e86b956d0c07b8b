import { DateField } from './date-field.tsx';

export interface PeriodFilterProps {
  from: string;
  to: string;
  onChange: (period: { from: string; to: string }) => void;
  /** Each field's width. @default 180 */
  w?: number;
}

/**
 * A list's 'Dari tanggal' – 'Sampai tanggal' filter in the app's date field: either end may be
 * cleared, and the end never offers a day before the start.
 */
export function PeriodFilter({ from, to, onChange, w = 180 }: PeriodFilterProps) {
  return (
    <>
      <DateField
        aria-label="Dari tanggal"
        placeholder="Dari tanggal"
        value={from}
        onChange={(next) => onChange({ from: next ?? '', to })}
        clearable
        w={w}
      />
      <DateField
        aria-label="Sampai tanggal"
        placeholder="Sampai tanggal"
        value={to}
        onChange={(next) => onChange({ from, to: next ?? '' })}
        minDate={from || undefined}
        clearable
        w={w}
      />
    </>
  );
}
