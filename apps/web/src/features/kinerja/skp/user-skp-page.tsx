import { Button, Group, NumberInput, Tabs, Text } from '@mantine/core';
import type { TSkpRow } from '@sikerja/contracts';
import { IconStars } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page/page-header.tsx';
import {
  DataTable,
  type DataTableColumn,
  useUrlFilter,
} from '../../../platform/data-table/data-table.api.ts';
import { EvaluasiDialog } from './evaluasi-dialog.tsx';
import { USER_SKP_LIST } from './skp-api.ts';
import { CONTRACT_COLUMNS, DownloadSkpButton, PERSON_COLUMN } from './skp-columns.tsx';

function parseYear(raw: string | null): number | null {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 2000 && n <= 2100 ? n : null;
}

/** '/user/laporan/kontrak_kerja': my contracts and, as a superior, my subordinates'. */
export function UserSkpPage() {
  const [tabParam, setTab] = useUrlFilter('tab');
  const [yearParam, setYear] = useUrlFilter('tahun');
  const [evaluating, setEvaluating] = useState<TSkpRow | null>(null);
  const scope = tabParam === 'bawahan' ? 'bawahan' : 'saya';
  const year = parseYear(yearParam);

  const actions: DataTableColumn<TSkpRow> = {
    id: 'actions',
    header: '',
    render: (row) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {scope === 'bawahan' && row.can_evaluate && (
          <Button
            size="xs"
            variant="light"
            color="grape"
            leftSection={<IconStars size={14} />}
            aria-label={`Evaluasi Tahunan ${row.name} ${row.year}`}
            onClick={() => setEvaluating(row)}
          >
            Evaluasi Tahunan
          </Button>
        )}
        <DownloadSkpButton area="user" row={row} />
      </Group>
    ),
  };
  const columns =
    scope === 'bawahan'
      ? [PERSON_COLUMN, ...CONTRACT_COLUMNS, actions]
      : [...CONTRACT_COLUMNS, actions];

  return (
    <>
      <PageHeader description="Kontrak kinerja (SKP) Anda dan, bila Anda atasan, kontrak bawahan Anda. Unduh SKP dalam format resmi, dan beri evaluasi tahunan atas kontrak bawahan yang sudah disetujui." />
      <Group mb="md">
        <NumberInput
          label="Tahun"
          placeholder="Semua tahun"
          min={2000}
          max={2100}
          w={140}
          value={year ?? ''}
          onChange={(v) => setYear(typeof v === 'number' ? String(v) : null)}
        />
      </Group>
      <Tabs value={scope} onChange={(next) => setTab(next === 'bawahan' ? 'bawahan' : null)}>
        <Tabs.List mb="md">
          <Tabs.Tab value="saya">Kontrak Saya</Tabs.Tab>
          <Tabs.Tab value="bawahan">Kontrak Bawahan</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <DataTable
        endpoint={USER_SKP_LIST}
        columns={columns}
        rowKey={(row) => String(row.id)}
        label={scope === 'bawahan' ? 'Kontrak kerja bawahan' : 'Kontrak kerja saya'}
        filters={{ year, scope }}
        searchPlaceholder="Cari nama atau NIP…"
        emptyNotice={
          <Text size="sm" c="dimmed" ta="center">
            {scope === 'bawahan'
              ? 'Belum ada kontrak kinerja bawahan Anda. Kontrak yang disusun bawahan Anda tampil di sini untuk diunduh dan dievaluasi.'
              : 'Anda belum memiliki kontrak kinerja. Susun kontrak di menu Kontrak Kinerja; setelah disusun, SKP-nya dapat diunduh di sini.'}
          </Text>
        }
      />
      {evaluating && <EvaluasiDialog row={evaluating} onClose={() => setEvaluating(null)} />}
    </>
  );
}
