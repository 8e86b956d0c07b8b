import 'dayjs/locale/id';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

/** Indonesian month and day names in the date pickers, weeks from Monday. */
export function CutiDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
