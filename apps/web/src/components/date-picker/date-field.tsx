import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import {
  DatePickerInput,
  type DatePickerInputProps,
  MonthPickerInput,
  type MonthPickerInputProps,
} from '@mantine/dates';
import { DATE_ARIA } from './date-labels.ts';

/** How a chosen day reads in every date field: '26 November 2026'. */
export const DATE_FORMAT = 'D MMMM YYYY';
/** With the weekday, where the day of the week matters (leave dates): 'Kamis, 26 November 2026'. */
export const LONG_DATE_FORMAT = 'dddd, D MMMM YYYY';

type Shared<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'type'>;

export interface DateFieldProps extends Shared<DatePickerInputProps> {
  /** The day as the API has it, 'YYYY-MM-DD'; null or '' when none is chosen. */
  value?: string | null;
  onChange: (value: string | null) => void;
}

/**
 * The one date field of the app: Mantine's picker with Indonesian month and day names, weeks
 * from Monday, the day shown as '26 November 2026' whatever the browser's language, and the
 * value kept as the API's 'YYYY-MM-DD'. Every screen uses it instead of `<input type="date">`,
 * which a browser set to English shows as 11/26/2026 (issue 15).
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DatePickerInput
      locale="id"
      firstDayOfWeek={1}
      valueFormat={DATE_FORMAT}
      ariaLabels={DATE_ARIA}
      placeholder="Pilih tanggal"
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
    />
  );
}

export interface MonthFieldProps extends Shared<MonthPickerInputProps> {
  /** The month as 'YYYY-MM'; null or '' when none is chosen. */
  value?: string | null;
  onChange: (value: string | null) => void;
}

/** A month ('November 2026'), chosen from the year's twelve names; the value is 'YYYY-MM'. */
export function MonthField({ value, onChange, ...props }: MonthFieldProps) {
  return (
    <MonthPickerInput
      locale="id"
      valueFormat="MMMM YYYY"
      monthsListFormat="MMMM"
      ariaLabels={DATE_ARIA}
      placeholder="Pilih bulan"
      {...props}
      value={value ? `${value.slice(0, 7)}-01` : null}
      onChange={(next) => onChange(next ? next.slice(0, 7) : null)}
    />
  );
}
