/**
 * '/admin/absensi/apel', '/admin/absensi/senam': the month's sessions with their counts; a
 * session's attendance (filters: unit, status) with the admin's correction; the rotating QR
 * code to show on a screen at the ceremony; Excel per session and per month.
 */
import { Button, Group, Select, Stack, Title } from '@mantine/core';
import {
  CEREMONY_CORRECTION_STATUSES,
  CEREMONY_KIND_LABELS,
  CEREMONY_STATUS_LABELS,
  CEREMONY_STATUSES,
  type TCeremonyAttendanceRow,
  type TCeremonyKind,
  type TCeremonySessionSummary,
} from '@sikerja/contracts';
import { useState } from 'react';
import { MonthField } from '../../components/date-picker/date-field.tsx';
import { AttendanceCorrectionModal } from '../../components/form/attendance-correction-modal.tsx';
import { RotatingCodeModal } from '../../components/form/rotating-code-modal.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatIsoDate } from '../../lib/format/date.ts';
import {
  DataTable,
  type DataTableColumn,
  useExcelDownload,
} from '../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../platform/resource-screen/resource-screen.api.ts';
import { ceremonyEndpoints, useCorrect, useRotatingCode } from './apel-senam-api.ts';
import { StatusBadge } from './presensi-page.tsx';

const thisMonth = () => new Date().toISOString().slice(0, 7);

function QrModal({
  kind,
  session,
  onClose,
}: {
  kind: TCeremonyKind;
  session: TCeremonySessionSummary;
  onClose: () => void;
}) {
  const code = useRotatingCode(kind, session.id);
  return (
    <RotatingCodeModal
      title={`Kode QR ${session.name}`}
      code={code}
      scanHint={`Pindai dari halaman Presensi ${CEREMONY_KIND_LABELS[kind]}.`}
      onClose={onClose}
    />
  );
}

function CorrectModal({
  kind,
  sessionId,
  row,
  onClose,
}: {
  kind: TCeremonyKind;
  sessionId: number;
  row: TCeremonyAttendanceRow;
  onClose: () => void;
}) {
  const correct = useCorrect(kind, sessionId);
  return (
    <AttendanceCorrectionModal
      name={row.user.name}
      current={row.status}
      statuses={CEREMONY_CORRECTION_STATUSES}
      labels={CEREMONY_STATUS_LABELS}
      saving={correct.isPending}
      save={(body) => correct.mutateAsync({ userId: row.user.id, body })}
      onClose={onClose}
    />
  );
}

function SessionAttendance({
  kind,
  session,
}: {
  kind: TCeremonyKind;
  session: TCeremonySessionSummary;
}) {
  const [unitId, setUnitId] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<TCeremonyAttendanceRow | null>(null);
  const endpoint = ceremonyEndpoints(kind).attendance(session.id);
  const columns: DataTableColumn<TCeremonyAttendanceRow>[] = [
    { id: 'nip', header: 'NIP', render: (r) => r.user.nip ?? '-' },
    { id: 'name', header: 'Nama', render: (r) => r.user.name },
    { id: 'unit_name', header: 'Unit Kerja', render: (r) => r.unit_name ?? '-' },
    { id: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
    {
      id: 'checked_in_at',
      header: 'Jam',
      render: (r) => (r.checked_in_at ? r.checked_in_at.slice(11, 19) : '-'),
    },
    {
      id: 'info',
      header: 'Keterangan',
      render: (r) =>
        [r.covered_by, r.location_name, r.code_verified ? 'QR' : null, r.note]
          .filter(Boolean)
          .join(' · ') || '-',
    },
    { id: 'deduction_pct', header: 'Potongan (%)', align: 'right' },
    {
      id: 'actions',
      header: 'Aksi',
      render: (r) => (
        <Button size="xs" variant="light" onClick={() => setCorrecting(r)}>
          Koreksi
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="xs" mt="lg">
      <Title order={4}>
        {session.name}, {formatIsoDate(session.date)}
      </Title>
      <DataTable
        endpoint={endpoint}
        columns={columns}
        rowKey={(r) => r.user.id}
        label={`Presensi ${session.name}`}
        paramPrefix="p_"
        filters={{ unit_id: unitId, status }}
        searchPlaceholder="Cari nama atau NIP…"
        toolbar={
          <Group gap="sm">
            <UnitFilter value={unitId} onChange={setUnitId} w={240} />
            <Select
              aria-label="Status"
              placeholder="Semua status"
              clearable
              data={CEREMONY_STATUSES.map((s) => ({ value: s, label: CEREMONY_STATUS_LABELS[s] }))}
              value={status}
              onChange={setStatus}
              w={180}
            />
          </Group>
        }
      />
      {correcting && (
        <CorrectModal
          kind={kind}
          sessionId={session.id}
          row={correcting}
          onClose={() => setCorrecting(null)}
        />
      )}
    </Stack>
  );
}

export function CeremonyAdminPage({ kind }: { kind: TCeremonyKind }) {
  // No month at first: every session, newest first (early in a month its list may be empty).
  const [month, setMonth] = useState<string | null>(null);
  const [selected, setSelected] = useState<TCeremonySessionSummary | null>(null);
  const [qr, setQr] = useState<TCeremonySessionSummary | null>(null);
  const { sessions, screens } = ceremonyEndpoints(kind);
  const { isDownloading, requestDownload } = useExcelDownload();
  const excelMonth = month ?? thisMonth();
  const [y = 0, m = 0] = excelMonth.split('-').map(Number);
  const label = CEREMONY_KIND_LABELS[kind];
  const columns: DataTableColumn<TCeremonySessionSummary>[] = [
    { id: 'date', header: 'Tanggal', width: 160, render: (r) => formatIsoDate(r.date) },
    { id: 'name', header: 'Kegiatan' },
    { id: 'expected', header: 'Peserta', align: 'right' },
    { id: 'hadir', header: 'Hadir', align: 'right' },
    { id: 'terlambat', header: 'Terlambat', align: 'right' },
    { id: 'tidak_hadir', header: 'Tidak Hadir', align: 'right' },
    { id: 'berhalangan', header: 'Berhalangan', align: 'right' },
    {
      id: 'actions',
      header: 'Aksi',
      width: 300,
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setSelected(r)}>
            Lihat
          </Button>
          <Button size="xs" variant="light" color="grape" onClick={() => setQr(r)}>
            Tampilkan QR
          </Button>
          <Button
            size="xs"
            variant="light"
            color="teal"
            onClick={() =>
              requestDownload({
                path: `${screens.admin.slice(1)}/${r.id}/export`,
                fileName: `absensi-${kind}-${r.date}.xlsx`,
              })
            }
          >
            Excel
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        description={`Presensi ${label.toLowerCase()} per hari: hadir, terlambat, tidak hadir dan berhalangan (cuti, dinas luar, sakit, izin, libur shift). Koreksi admin tercatat.`}
        actions={
          <Button
            color="teal"
            variant="light"
            loading={isDownloading}
            onClick={() =>
              requestDownload({
                path: `${screens.admin.slice(1)}/export`,
                query: { year: y, month: m },
                fileName: `absensi-${kind}-${excelMonth}.xlsx`,
              })
            }
          >
            Excel Bulanan
          </Button>
        }
      />
      <DataTable
        endpoint={sessions}
        columns={columns}
        rowKey={(r) => r.id}
        label={`Presensi ${label}`}
        filters={{ month }}
        toolbar={
          <MonthField
            aria-label="Bulan"
            value={month}
            onChange={setMonth}
            clearable
            placeholder="Semua bulan"
            w={200}
          />
        }
      />
      {selected && <SessionAttendance key={selected.id} kind={kind} session={selected} />}
      {qr && <QrModal kind={kind} session={qr} onClose={() => setQr(null)} />}
    </>
  );
}
