/**
 * The demo's meetings (docs/demo-data.md, docs/rapat.md): a monthly coordination meeting and a
 * few others in the last four weeks, mandatory or not, on the campus or online, created through
 * the meetings service (so participants, audit rows and invitations are those of a real one),
 * with most participants checked in (about 85 % on time, 7 % late, the rest none) and minutes;
 * and one meeting next week for staff the browser tests do not drive. pegawai@ attends the past
 * ones on time and has nothing coming; the admin is invited to the past ones too. Deterministic: a hash of person and meeting.
 */
import { addDays, isoWeekday } from '@sikerja/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceLocations } from '../../db/schema/masters-attendance.ts';
import { workUnits } from '../../db/schema/org.ts';
import { meetingParticipants, meetings } from '../../db/schema/rapat.ts';
import { zonedInstantOf } from '../attendance/attendance.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { createMeeting } from './rapat-meetings.service.ts';

const hash = (a: number, b: number) => ((a * 2_654_435_761) ^ (b * 40_503)) >>> 0;

/** The working day (Monday to Friday) on or before a date. */
function weekdayOnOrBefore(date: string): string {
  const w = isoWeekday(date);
  return w === 6 ? addDays(date, -1) : w === 7 ? addDays(date, -2) : date;
}
function weekdayOnOrAfter(date: string): string {
  const w = isoWeekday(date);
  return w === 6 ? addDays(date, 2) : w === 7 ? addDays(date, 1) : date;
}

export interface DemoRapatRefs {
  today: string;
  adminId: number;
  /** pegawai@: invited to past meetings only, always present. */
  quietIds: readonly number[];
  /** Staff the browser tests do not drive. */
  otherIds: readonly number[];
}

export async function seedDemoRapat(tx: DbOrTx, refs: DemoRapatRefs): Promise<void> {
  const { today, adminId, quietIds, otherIds } = refs;
  const { timeZone } = await loadSettings(tx);
  const [campus] = await tx
    .select({ id: attendanceLocations.id })
    .from(attendanceLocations)
    .orderBy(attendanceLocations.id)
    .limit(1);
  const units = await tx.select({ id: workUnits.id }).from(workUnits).orderBy(workUnits.id);
  if (!campus || units.length === 0) return;
  const actor = { userId: adminId, actingAsUserId: null };
  const organiser = otherIds[0] ?? adminId;
  const base = {
    location_id: campus.id,
    online_link: null,
    organiser_id: adminId,
    position_ids: [],
    requires_code: false,
  };
  const past = [
    {
      ...base,
      title: 'Rapat Koordinasi Bulanan Pimpinan dan Unit Kerja',
      agenda: '1. Capaian kinerja bulan lalu\n2. Rencana kegiatan bulan ini\n3. Lain-lain',
      date: weekdayOnOrBefore(addDays(today, -23)),
      starts_at: '09:00',
      ends_at: '11:00',
      mode: 'onsite' as const,
      user_ids: [...quietIds, adminId],
      unit_ids: units.slice(0, 3).map((u) => u.id),
      unit_note: 'Notulen: capaian kinerja dibahas per unit; tindak lanjut dicatat oleh BAUK.',
      mandatory: true,
    },
    {
      ...base,
      title: 'Rapat Evaluasi Pelaksanaan Anggaran',
      agenda: 'Evaluasi realisasi anggaran BLU dan rencana penarikan dana triwulan berikutnya.',
      date: weekdayOnOrBefore(addDays(today, -16)),
      starts_at: '13:30',
      ends_at: '15:00',
      mode: 'online' as const,
      location_id: null,
      online_link: 'https://meet.example.test/evaluasi-anggaran',
      user_ids: [...quietIds, adminId, ...otherIds.slice(0, 12)],
      unit_ids: [],
      unit_note: 'Notulen: realisasi anggaran sesuai rencana; revisi POK diajukan minggu depan.',
      mandatory: false,
    },
    {
      ...base,
      title: 'Rapat Koordinasi Bulanan Pimpinan dan Unit Kerja',
      agenda: '1. Tindak lanjut rapat sebelumnya\n2. Persiapan audit internal\n3. Lain-lain',
      date: weekdayOnOrBefore(addDays(today, -5)),
      starts_at: '09:00',
      ends_at: '11:00',
      mode: 'onsite' as const,
      user_ids: [...quietIds, adminId],
      unit_ids: units.slice(0, 3).map((u) => u.id),
      unit_note: 'Notulen: jadwal audit internal disepakati; setiap unit menyiapkan dokumen.',
      mandatory: true,
      requires_code: true,
    },
    {
      ...base,
      organiser_id: organiser,
      title: 'Rapat Persiapan Praktik Terbang Taruna',
      agenda: 'Pembagian jadwal instruktur dan kesiapan pesawat latih.',
      date: weekdayOnOrBefore(addDays(today, -2)),
      starts_at: '10:00',
      ends_at: '11:30',
      mode: 'onsite' as const,
      user_ids: otherIds.slice(2, 14),
      unit_ids: [],
      unit_note: null,
      mandatory: false,
    },
  ];
  for (const { unit_note: minutes, ...meeting } of past) {
    if (meeting.date >= today) continue;
    const row = await createMeeting(tx, meeting, { kind: 'admin' }, actor, today);
    const people = await tx
      .select({ id: meetingParticipants.id, userId: meetingParticipants.userId })
      .from(meetingParticipants)
      .where(and(eq(meetingParticipants.meetingId, row.id), isNull(meetingParticipants.status)));
    for (const p of people) {
      const h = quietIds.includes(p.userId) ? 0 : hash(p.userId, row.id) % 100;
      if (h >= 92) continue;
      const late = h >= 85;
      const start = zonedInstantOf(meeting.date, meeting.starts_at, timeZone);
      const at = new Date(start.getTime() + (late ? 20 * 60 : -10 * 60 + (h % 9) * 60) * 1000);
      await tx
        .update(meetingParticipants)
        .set({
          status: late ? 'terlambat' : 'hadir',
          source: 'presensi',
          checkedInAt: at.toISOString(),
          codeVerified: meeting.requires_code,
        })
        .where(eq(meetingParticipants.id, p.id));
    }
    if (minutes) {
      await tx.update(meetings).set({ minutesText: minutes }).where(eq(meetings.id, row.id));
    }
  }
  // Next week, for staff the browser tests do not drive.
  if (otherIds.length > 16) {
    await createMeeting(
      tx,
      {
        ...base,
        organiser_id: organiser,
        title: 'Rapat Persiapan Hari Perhubungan Nasional',
        agenda: 'Susunan acara upacara, petugas, dan undangan.',
        date: weekdayOnOrAfter(addDays(today, 8)),
        starts_at: '09:00',
        ends_at: '10:30',
        mode: 'onsite',
        user_ids: otherIds.slice(8, 16),
        unit_ids: [],
        mandatory: true,
      },
      { kind: 'admin' },
      actor,
      today,
    );
  }
}
