import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ATTENDANCE_CODE_LABELS,
  DAY_OFF_LABELS,
  type DayOffKind,
  PUNCH_FLAG_LABELS,
  type PunchFlag,
  type PunchType,
  type TTodayAttendance,
} from '@sikerja/contracts';
import { IconAlertTriangle, IconLogin2, IconLogout2, IconMapPin } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { DAY_NAMES, formatIsoDate } from '../../../lib/format/date.ts';
import { useCheckIn } from './api/today.ts';
import { CodeBadge } from './code-badge.tsx';
import { currentPosition, GeolocationError } from './geolocation.ts';
import { formatClock, hhmm, useServerClock, wallTime } from './server-clock.ts';

/** 'Senin, 5 Januari 2026'. */
function longDate(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return `${DAY_NAMES[weekday] ?? ''}, ${formatIsoDate(date)}`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={600} ff="monospace">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * A punch button with, while its window is closed, the time it opens under it (and as its
 * description). It enables itself when the ticking server clock reaches that time.
 */
function PunchButton({
  children,
  opensAt,
  clock,
  disabled,
  ...props
}: {
  children: ReactNode;
  /** The zoned time the punch opens, or null. */
  opensAt: string | null;
  clock: Date | null;
  disabled: boolean;
  onClick: () => void;
  loading: boolean;
  leftSection: ReactNode;
  variant?: string;
}) {
  const captionId = useId();
  const opens = wallTime(opensAt);
  const closed = opens !== null && (clock === null || clock.getTime() < opens);
  return (
    <Stack gap={4} align="flex-start">
      <Button
        {...props}
        disabled={disabled || closed}
        aria-describedby={closed ? captionId : undefined}
      >
        {children}
      </Button>
      {closed && !disabled && (
        <Text id={captionId} size="xs" c="dimmed">
          Dibuka pukul {hhmm(opensAt)}
        </Text>
      )}
    </Stack>
  );
}

/** Today's card: schedule, live server clock, the two buttons and the result. */
export function TodayCard({ today }: { today: TTodayAttendance }) {
  const clock = useServerClock(today.server_time);
  const checkIn = useCheckIn();
  const [locating, setLocating] = useState<PunchType | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function punch(type: PunchType) {
    setProblem(null);
    setLocating(type);
    try {
      const position = await currentPosition();
      setLocating(null);
      await checkIn.mutateAsync({ type, ...position });
    } catch (error) {
      setLocating(null);
      setProblem(error instanceof GeolocationError ? error.message : errorMessage(error));
    }
  }

  const busy = locating !== null || checkIn.isPending;
  const dayOff = !today.is_working_day;
  const flags = today.punch?.flags ?? [];

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3}>{longDate(today.date)}</Title>
            <Text size="sm" c="dimmed">
              {dayOff
                ? `${DAY_OFF_LABELS[today.day_off_kind as DayOffKind] ?? 'Libur'}${today.day_off_name ? `: ${today.day_off_name}` : ''}`
                : `Jadwal ${hhmm(today.scheduled_in)} – ${hhmm(today.scheduled_out)}`}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="xs" c="dimmed">
              Waktu server ({today.time_zone})
            </Text>
            <Text fz={32} fw={700} ff="monospace" aria-label="Jam server" aria-live="off">
              {clock ? formatClock(clock) : '--:--:--'}
            </Text>
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Masuk" value={hhmm(today.check_in)} />
          <Figure label="Pulang" value={hhmm(today.check_out)} />
          <Figure label="Terlambat" value={`${today.late_minutes} menit`} />
          <Figure label="Pulang cepat" value={`${today.early_minutes} menit`} />
        </SimpleGrid>

        <Group gap="sm">
          <Text size="sm" fw={600}>
            Status:
          </Text>
          {today.code ? (
            <>
              <CodeBadge code={today.code} size="lg" />
              <Text size="sm">{ATTENDANCE_CODE_LABELS[today.code] ?? today.code}</Text>
              {today.late_code && today.early_code && (
                <Text size="sm" c="dimmed">
                  ({today.late_code} dan {today.early_code})
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Belum presensi
            </Text>
          )}
        </Group>

        <Group gap="sm" align="flex-start">
          <PunchButton
            leftSection={<IconLogin2 size={18} />}
            onClick={() => punch('masuk')}
            loading={busy && (locating === 'masuk' || checkIn.variables?.type === 'masuk')}
            disabled={busy || today.check_in !== null}
            opensAt={today.check_in_opens_at}
            clock={clock}
          >
            Presensi Masuk
          </PunchButton>
          <PunchButton
            variant="light"
            leftSection={<IconLogout2 size={18} />}
            onClick={() => punch('pulang')}
            loading={busy && (locating === 'pulang' || checkIn.variables?.type === 'pulang')}
            disabled={busy}
            opensAt={today.check_out_opens_at}
            clock={clock}
          >
            Presensi Pulang
          </PunchButton>
          {locating && (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Membaca lokasi…
              </Text>
            </Group>
          )}
        </Group>

        <Text size="xs" c="dimmed">
          <IconMapPin size={12} style={{ verticalAlign: 'middle' }} />{' '}
          {today.remote_permit
            ? 'Anda memiliki izin presensi bebas lokasi hari ini.'
            : today.locations.length > 0
              ? `Lokasi presensi: ${today.locations.map((l) => `${l.name} (radius ${l.radius_m} m)`).join(', ')}`
              : 'Belum ada lokasi presensi untuk unit Anda.'}
        </Text>

        {problem && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Presensi gagal">
            {problem}
          </Alert>
        )}
        {today.punch && !problem && (
          <Alert color={flags.length > 0 ? 'yellow' : 'teal'} title="Presensi tercatat">
            {today.punch.repeated
              ? `Presensi masuk hari ini sudah tercatat pukul ${hhmm(today.punch.at)}.`
              : `Presensi ${today.punch.type} pukul ${hhmm(today.punch.at)}${
                  today.punch.location_name
                    ? ` di ${today.punch.location_name} (${today.punch.distance_m ?? 0} m dari titik lokasi)`
                    : ''
                }.`}
            {flags.length > 0 &&
              ` Ditandai untuk diperiksa admin: ${flags
                .map((f) => PUNCH_FLAG_LABELS[f as PunchFlag] ?? f)
                .join('; ')}.`}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
