import { NumberInput, type NumberInputProps } from '@mantine/core';

const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

interface YearInputProps
  extends Omit<NumberInputProps, 'value' | 'onChange' | 'min' | 'max' | 'aria-label'> {
  value: number;
  onChange: (year: number) => void;
}

/**
 * The year picker of the admin screens' toolbars. It reports a year only once it is a whole
 * year in range, so typing '2' on the way to '2027' does not load year 2.
 */
export function YearInput({ value, onChange, ...props }: YearInputProps) {
  return (
    <NumberInput
      aria-label="Tahun"
      value={value}
      onChange={(v) => {
        const year = Number(v);
        if (Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR) onChange(year);
      }}
      min={MIN_YEAR}
      max={MAX_YEAR}
      allowDecimal={false}
      w={100}
      {...props}
    />
  );
}
