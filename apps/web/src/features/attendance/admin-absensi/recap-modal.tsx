import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MonthField } from '../../../components/date-picker/date-field.tsx';
import { useExcelDownload } from '../../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../../platform/resource-screen/resource-screen.api.ts';

/** 'Rekap Excel': the month's recapitulation, for everyone or a unit (and the units below it). */
export function RecapModal({
  opened,
  onClose,
  initialMonth,
}: {
  opened: boolean;
  onClose: () => void;
  initialMonth: string;
}) {
  const [month, setMonth] = useState(initialMonth);
  const [unitId, setUnitId] = useState<number | null>(null);
  const { isDownloading, requestDownload } = useExcelDownload();
  const [y = 0, m = 0] = month.split('-').map(Number);
  return (
    <Modal opened={opened} onClose={onClose} title="Rekap Presensi Bulanan" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Satu baris per pegawai, satu kolom per tanggal berisi kode hari, jumlah tiap kode, menit
          terlambat dan pulang cepat, serta persentase potongan.
        </Text>
        <MonthField label="Bulan" value={month} onChange={(next) => setMonth(next ?? '')} />
        <UnitFilter label="Unit kerja" value={unitId} onChange={setUnitId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button
            color="teal"
            loading={isDownloading}
            disabled={!y || !m}
            onClick={() =>
              requestDownload({
                path: 'admin/absensi/rekap/export',
                query: { year: y, month: m, unit_id: unitId },
                fileName: `rekap-absensi-${month}.xlsx`,
              })
            }
          >
            Download Excel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
