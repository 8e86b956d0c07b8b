/**
 * Checks a leave request against its type and the person (docs/cuti.md "Request rules"). One
 * function serves the form's live preview, the submission and an approver's change of dates,
 * so all three say the same thing. Problems are Indonesian messages by form field.
 */
import { LEAVE_DURATION_UNIT_LABELS } from '@sikerja/contracts';
import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { cutiRequests } from '../../db/schema/cuti.ts';
import { workingDaysBetween } from '../calendar/calendar.api.ts';
import {
  CODE_TAHUNAN,
  type LeaveTypeRow,
  loadBalance,
  mayTake,
  type Person,
} from './balance.repository.ts';
import { addMonths, calendarDays, eligibleFrom, previousDate } from './balance.rules.ts';
import { formatDate } from './cuti-format.rules.ts';
import { cutiApprovalJoin, cutiStatus } from './cuti-status.rules.ts';

export type Problems = Record<string, string[]>;

export interface RequestCheck {
  days: number;
  remainingBefore: number | null;
  remainingAfter: number | null;
  attachmentRequired: boolean;
  problems: Problems;
}

/** The request's length in its type's counting unit. */
export async function countDays(
  db: DbOrTx,
  type: LeaveTypeRow,
  from: string,
  to: string,
  unitId: number | null,
): Promise<number> {
  if (to < from) return 0;
  return type.durationUnit === 'working_days'
    ? workingDaysBetween(db, from, to, unitId)
    : calendarDays(from, to);
}

/** The last day a request of this type starting on `from` may reach (null: no limit). */
export function lastAllowedDay(type: LeaveTypeRow, from: string): string | null {
  if (type.maxDuration === null) return null;
  switch (type.durationUnit) {
    case 'months':
      return previousDate(addMonths(from, type.maxDuration));
    case 'years':
      return previousDate(addMonths(from, type.maxDuration * 12));
    default:
      return null;
  }
}

function add(problems: Problems, field: string, message: string): void {
  const list = problems[field] ?? [];
  list.push(message);
  problems[field] = list;
}

/** Another live request of the person covering any of these days. */
async function overlapping(
  db: DbOrTx,
  userId: number,
  from: string,
  to: string,
  excludeId: number | undefined,
) {
  const [row] = await db
    .select({ id: cutiRequests.id, start: cutiRequests.startDate, end: cutiRequests.endDate })
    .from(cutiRequests)
    .innerJoin(approvals, cutiApprovalJoin)
    .where(
      and(
        eq(cutiRequests.userId, userId),
        inArray(cutiStatus, ['pending', 'approved']),
        lte(cutiRequests.startDate, to),
        gte(
          sql`coalesce(${cutiRequests.cancelledFrom} - 1, ${cutiRequests.endDate})`,
          sql`${from}::date`,
        ),
        excludeId ? ne(cutiRequests.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export interface CheckInput {
  person: Person;
  type: LeaveTypeRow;
  start: string;
  end: string;
  hasFile: boolean;
  /** The request being changed (its own days neither overlap nor count twice). */
  existing?: { id: number; days: number; year: number; status: string };
}

export async function checkRequest(db: DbOrTx, input: CheckInput): Promise<RequestCheck> {
  const { person, type, start, end } = input;
  const problems: Problems = {};
  if (end < start) add(problems, 'end_date', 'Tanggal selesai tidak boleh sebelum tanggal mulai.');
  const days = await countDays(db, type, start, end, person.unitId);

  if (!mayTake(type, person.staffTypeId)) {
    add(problems, 'jenis_cuti_id', 'Jenis cuti ini tidak tersedia untuk jenis pegawai Anda.');
  }
  if (type.minServiceMonths > 0) {
    const from = eligibleFrom(person.serviceStart, type.minServiceMonths);
    if (!from) {
      add(
        problems,
        'jenis_cuti_id',
        'TMT Anda belum tercatat sehingga masa kerja tidak dapat dihitung; hubungi kepegawaian.',
      );
    } else if (start < from) {
      add(
        problems,
        'start_date',
        `${type.name} baru dapat diambil mulai ${formatDate(from)} (masa kerja ${type.minServiceMonths} bulan).`,
      );
    }
  }
  if (end >= start && days === 0) {
    add(problems, 'end_date', 'Rentang tanggal ini tidak memuat hari kerja.');
  }
  const last = lastAllowedDay(type, start);
  if (last && end > last) {
    add(
      problems,
      'end_date',
      `${type.name} paling lama ${type.maxDuration} ${LEAVE_DURATION_UNIT_LABELS[type.durationUnit as keyof typeof LEAVE_DURATION_UNIT_LABELS].toLowerCase()} (sampai ${formatDate(last)}).`,
    );
  }
  const isTahunan = type.code === CODE_TAHUNAN;
  if (
    !isTahunan &&
    type.maxDuration !== null &&
    (type.durationUnit === 'working_days' || type.durationUnit === 'calendar_days') &&
    days > type.maxDuration
  ) {
    add(problems, 'end_date', `${type.name} paling lama ${type.maxDuration} hari.`);
  }

  const attachmentRequired =
    type.attachmentRule === 'required' ||
    (type.attachmentRule === 'required_above' && days > (type.attachmentAboveDays ?? 0));
  if (attachmentRequired && !input.hasFile) {
    add(
      problems,
      'file_id',
      `Lampiran wajib diunggah: ${type.attachmentNote ?? 'dokumen pendukung'}.`,
    );
  }

  if (end >= start) {
    const clash = await overlapping(db, person.id, start, end, input.existing?.id);
    if (clash) {
      add(
        problems,
        'start_date',
        `Tanggal bertabrakan dengan pengajuan cuti lain (${formatDate(clash.start)} – ${formatDate(clash.end)}).`,
      );
    }
  }

  let remainingBefore: number | null = null;
  let remainingAfter: number | null = null;
  if (isTahunan) {
    if (start.slice(0, 4) !== end.slice(0, 4)) {
      add(
        problems,
        'end_date',
        'Cuti tahunan dihitung per tahun; ajukan terpisah untuk hari-hari di tahun berikutnya.',
      );
    }
    const year = Number(start.slice(0, 4));
    const balance = await loadBalance(db, person.id, year);
    // The request being changed already counts as pending; give its days back first.
    const own =
      input.existing && input.existing.year === year && input.existing.status === 'pending'
        ? input.existing.days
        : 0;
    remainingBefore = balance.remaining + own;
    remainingAfter = remainingBefore - days;
    if (balance.eligible && days > remainingBefore) {
      add(
        problems,
        'end_date',
        `Sisa cuti tahunan ${year} Anda ${remainingBefore} hari kerja; permohonan ini ${days} hari kerja.`,
      );
    }
  }
  return { days, remainingBefore, remainingAfter, attachmentRequired, problems };
}
