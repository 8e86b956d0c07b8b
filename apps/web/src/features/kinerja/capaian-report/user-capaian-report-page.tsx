import { Alert, Loader, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { useMyCapaianYear } from './capaian-api.ts';
import { CapaianYearView } from './capaian-year-view.tsx';

/** `/user/laporan/capaian_kinerja`: the person's capaian of a year, and of each month. */
export function UserCapaianReportPage() {
  const [year, setYear] = useState(new Date().getFullYear());
  const query = useMyCapaianYear(year);
  return (
    <Stack>
      <PageHeader description="Capaian kinerja Anda per bulan dan setahun: utama, tambahan, reward/punishment dan total setelah batas." />
      <NumberInput
        label="Tahun"
        w={140}
        min={2000}
        max={2100}
        value={year}
        onChange={(v) => {
          const next = Number(v);
          if (Number.isInteger(next) && next >= 2000 && next <= 2100) setYear(next);
        }}
      />
      {query.isPending && <Loader aria-label="Memuat capaian" />}
      {query.isError && <Alert color="red">Capaian tidak dapat dimuat. Coba lagi.</Alert>}
      {query.isSuccess && <CapaianYearView key={year} data={query.data} />}
    </Stack>
  );
}
