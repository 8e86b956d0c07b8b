import { Select } from '@mantine/core';
import { MONTH_NAMES } from '@sikerja/contracts';
import { YearInput } from '../../../components/form/year-input.tsx';
import { useUrlFilter } from '../../../platform/data-table/data-table.api.ts';

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

export interface MonitorPeriod {
  year: number;
  /** Only the realisation monitors have one. */
  month: number | undefined;
  unitId: number | null;
}

/** Last month for realisations (what is due now), this year for contracts. */
function defaults(withMonth: boolean): { year: number; month: number | undefined } {
  const now = new Date();
  if (!withMonth) return { year: now.getFullYear(), month: undefined };
  const month = now.getMonth(); // 0-based: last month's 1-based number
  return month === 0
    ? { year: now.getFullYear() - 1, month: 12 }
    : { year: now.getFullYear(), month };
}

function parse(raw: string | null, min: number, max: number): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** The monitor's period and unit, kept in the URL so a link or a reload shows the same list. */
export function useMonitorPeriod(withMonth: boolean) {
  const [year, setYear] = useUrlFilter('tahun');
  const [month, setMonth] = useUrlFilter('bulan');
  const [unit, setUnit] = useUrlFilter('unit');
  const fallback = defaults(withMonth);
  const period: MonitorPeriod = {
    year: parse(year, 2000, 2100) ?? fallback.year,
    month: withMonth ? (parse(month, 1, 12) ?? fallback.month) : undefined,
    unitId: parse(unit, 1, 2_147_483_647),
  };
  return {
    period,
    setYear: (next: number) => setYear(String(next)),
    setMonth: (next: number) => setMonth(String(next)),
    setUnitId: (next: number | null) => setUnit(next === null ? null : String(next)),
  };
}

/** Year and, for realisations, month pickers. */
export function PeriodFilter({
  period,
  onYear,
  onMonth,
}: {
  period: MonitorPeriod;
  onYear: (year: number) => void;
  onMonth: (month: number) => void;
}) {
  return (
    <>
      {period.month !== undefined && (
        <Select
          aria-label="Bulan"
          data={MONTH_OPTIONS}
          value={String(period.month)}
          onChange={(v) => v && onMonth(Number(v))}
          allowDeselect={false}
          w={150}
        />
      )}
      <YearInput value={period.year} onChange={onYear} />
    </>
  );
}
