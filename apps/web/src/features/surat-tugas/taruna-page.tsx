import { Badge, Group, Stack, Text } from '@mantine/core';
import { CADET_PURPOSE_LABELS, type TSuratTugasRow } from '@sikerja/contracts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { useLetterFilters } from './letter-filters.tsx';
import { tarunaLetterList } from './surat-tugas-api.ts';
import { dutyColumn, numberColumn, PdfButton, statusColumn } from './surat-tugas-cells.tsx';

const cadetsColumn: DataTableColumn<TSuratTugasRow> = {
  id: 'cadets',
  header: 'Taruna',
  render: (row) => (
    <Stack gap={2}>
      {row.cadet_purpose && (
        <Badge variant="light" size="sm" radius="sm" w="fit-content">
          {CADET_PURPOSE_LABELS[row.cadet_purpose]}
        </Badge>
      )}
      {row.travellers
        .filter((t) => t.kind === 'taruna')
        .map((t) => (
          <Text size="sm" key={t.id}>
            {t.name}
            {t.identifier ? (
              <Text span size="xs" c="dimmed">
                {' '}
                NIT {t.identifier}
              </Text>
            ) : null}
          </Text>
        ))}
    </Stack>
  ),
};

const escortsColumn: DataTableColumn<TSuratTugasRow> = {
  id: 'escorts',
  header: 'Pendamping',
  render: (row) => {
    const staff = row.travellers.filter((t) => t.kind === 'pegawai');
    return staff.length > 0 ? (
      <Text size="sm">{staff.map((t) => t.name).join(', ')}</Text>
    ) : (
      <Text size="sm" c="red">
        Tanpa pendamping
      </Text>
    );
  },
};

const actions: DataTableColumn<TSuratTugasRow> = {
  id: 'actions',
  header: 'Aksi',
  width: 90,
  render: (row) => <PdfButton row={row} base="admin/taruna" />,
};

/**
 * '/admin/taruna': the letters that send cadets out (practice, competitions), with the staff who
 * travel with them as escorts; read-only, the letters are made on '/admin/surattugas'
 * (docs/surat-tugas.md "Surat tugas taruna").
 */
export function TarunaLettersPage() {
  const { filters, fields } = useLetterFilters('admin/taruna');
  return (
    <>
      <PageHeader description="Surat tugas yang menugaskan taruna (praktik, lomba, kegiatan lain) beserta pegawai pendampingnya. Surat dibuat dan diubah pada menu Surat Tugas." />
      <DataTable
        endpoint={tarunaLetterList}
        columns={[numberColumn, dutyColumn, cadetsColumn, escortsColumn, statusColumn, actions]}
        rowKey={(row) => row.id}
        label="Surat tugas taruna"
        filters={filters}
        exportPath="admin/taruna/export"
        exportFileName="surat-tugas-taruna.xlsx"
        searchPlaceholder="Cari nomor, keperluan, kota atau nama…"
        toolbar={
          <Group gap="sm" wrap="wrap">
            {fields}
          </Group>
        }
      />
    </>
  );
}
