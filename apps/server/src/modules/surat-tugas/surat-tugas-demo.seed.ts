/**
 * The demo institution's assignment letters (docs/demo-data.md, docs/surat-tugas.md "Data
 * demo"): the two approval levels (the head of general affairs, then the director), a group
 * holding the approval screen for their holders, and letters in every state drafted by the
 * administrator and decided through the workflow by the level holders: a draft, one waiting at
 * each level, one returned with a note, one approved in the past (DL on its days, when the month
 * is open), one approved ahead with a cadet for a competition (lomba), one approved ahead with two
 * cadets on practice (praktik) and their escort, one approved then cancelled.
 *
 * pegawai@ is on two letters: one waiting at the first level, and one approved four months ahead
 * whose travel costs they report in the browser test (no DL day lands on the weeks the browser
 * tests use); the administrator only on the cancelled one.
 *
 * Travel administration (docs/surat-tugas.md "Data demo"): every staff traveller of the approved
 * letters gets a cost plan from the SBM; on the past letter one trip is settled (lunas) and one
 * has its advance paid; on pegawai@'s letter their colleague has an advance and pegawai@'s plan
 * waits for their actual costs. The cadets are costed by the year's demo cadet rates ('Tarif
 * Taruna', marked 'Contoh data demo'): lomba as uang saku, praktik as golongan I.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { groupPermissions, userGroupMembers, userGroups } from '../../db/schema/access.ts';
import { approvals } from '../../db/schema/approvals.ts';
import { suratTugasBases, suratTugasPurposes } from '../../db/schema/masters.ts';
import { cadets } from '../../db/schema/masters-misc.ts';
import { budgetAccounts } from '../../db/schema/masters-sbm.ts';
import { positions } from '../../db/schema/org.ts';
import {
  suratTugas,
  suratTugasLevels,
  suratTugasTravelLines,
  suratTugasTravellers,
} from '../../db/schema/surat-tugas.ts';
import { users } from '../../db/schema/users.ts';
import { isPeriodOpen } from '../../platform/period-lock/period-lock.ts';
import { createThroughResource } from '../../platform/resource/resource-seed.ts';
import { nextDemoDecider } from '../../platform/workflow/demo-decider.ts';
import { addDays } from '../attendance/attendance.api.ts';
import { cadetRateResource } from './cadet-rates.resource.ts';
import { seedDemoFlights } from './flights-demo.seed.ts';
import {
  type Caller,
  cancelLetter,
  createLetter,
  decideLetter,
  submitLetter,
} from './surat-tugas.service.ts';
import { recordAdvance, savePlan, settleTravel } from './travel.service.ts';

export interface DemoSuratTugasRefs {
  today: string;
  adminId: number;
  /** Staff who are not demo accounts the browser tests drive. */
  staffIds: readonly number[];
  /** pegawai@: on one waiting letter only. */
  quietIds: readonly number[];
}

const HEAD_OF_GENERAL_AFFAIRS = 'Kepala Bagian Administrasi Umum dan Keuangan';
const DIRECTOR = 'Direktur';

const callerOf = (userId: number, permissions: string[] = []): Caller => ({
  userId,
  permissions: new Set(permissions),
  actor: { userId, actingAsUserId: null },
});

export async function seedDemoSuratTugas(tx: DbOrTx, refs: DemoSuratTugasRefs): Promise<void> {
  const db = tx as Db;
  const posRows = await db
    .select({ id: positions.id, name: positions.name, unitId: positions.unitId })
    .from(positions)
    .where(inArray(positions.name, [HEAD_OF_GENERAL_AFFAIRS, DIRECTOR]));
  const head = posRows.find((p) => p.name === HEAD_OF_GENERAL_AFFAIRS);
  const director = posRows.find((p) => p.name === DIRECTOR);
  if (!head || !director) return;
  await db.insert(suratTugasLevels).values([
    { step: 1, level: 'kabag', label: 'Kepala Bagian Umum', positionId: head.id },
    { step: 2, level: 'penjabat', label: 'Direktur', positionId: director.id },
  ]);
  const holders = await db
    .select({ id: users.id, positionId: users.positionId })
    .from(users)
    .where(inArray(users.positionId, [head.id, director.id]));
  const [group] = await db
    .insert(userGroups)
    .values({
      name: 'Pejabat Surat Tugas',
      description: 'Memutuskan persetujuan surat tugas (Kabag Umum dan Direktur)',
    })
    .returning({ id: userGroups.id });
  if (!group) throw new Error('group insert returned nothing');
  await db
    .insert(groupPermissions)
    .values({ groupId: group.id, permission: 'surattugas.approval' });
  if (holders.length > 0) {
    await db
      .insert(userGroupMembers)
      .values(holders.map((h) => ({ groupId: group.id, userId: h.id })));
  }
  const signer = holders.find((h) => h.positionId === director.id);
  if (!signer) return;

  const [basis] = await db.select().from(suratTugasBases).limit(1);
  const purposes = await db.select().from(suratTugasPurposes).limit(3);
  const cadetRows = await db
    .select({ id: cadets.id })
    .from(cadets)
    .where(eq(cadets.status, 'aktif'))
    .orderBy(cadets.id)
    .limit(3);
  const cadet = cadetRows.slice(0, 1);
  await seedDemoCadetRates(db, Number(refs.today.slice(0, 4)));
  const admin = callerOf(refs.adminId, ['admin.surattugas']);
  const staff = refs.staffIds;
  const letterDate = refs.today;

  const make = async (
    n: number,
    start: number,
    length: number,
    travellers: { user_id?: number; cadet_id?: number }[],
    place: { province: string; city: string },
    cadetPurpose?: 'praktik' | 'lomba',
  ) => {
    const purpose = purposes[n % Math.max(1, purposes.length)];
    const row = await createLetter(
      db,
      {
        number_mode: 'auto',
        number: undefined,
        basis_id: basis?.id,
        basis: basis ? `${basis.number} tentang ${basis.about}` : 'Rencana kerja tahunan',
        purpose_id: purpose?.id,
        purpose: purpose?.description ?? 'Melaksanakan koordinasi kegiatan',
        letter_date: start < 0 ? addDays(refs.today, start - 3) : letterDate,
        start_date: addDays(refs.today, start),
        end_date: addDays(refs.today, start + length - 1),
        destination_kind: 'dalam_negeri',
        province: place.province,
        city: place.city,
        country: undefined,
        transport: n % 2 === 0 ? 'Pesawat udara' : 'Kendaraan dinas',
        unit_id: head.unitId,
        signer_user_id: signer.id,
        copy_to: [DIRECTOR, HEAD_OF_GENERAL_AFFAIRS],
        cadet_purpose: cadetPurpose,
        travellers,
      } as Parameters<typeof createLetter>[1],
      admin,
    );
    return row.id;
  };
  const decideNext = async (id: number, decision: 'approve' | 'reject', note?: string) => {
    const [row] = await db
      .select({ approvalId: suratTugas.approvalId })
      .from(suratTugas)
      .where(eq(suratTugas.id, id));
    const next = await nextDemoDecider(db, row?.approvalId ?? null);
    if (!next) return;
    await decideLetter(db, id, { decision, note }, callerOf(next.userId, ['surattugas.approval']));
  };
  const pick = (i: number) => staff[i % Math.max(1, staff.length)];
  const people = (...idx: number[]) =>
    idx.flatMap((i) => {
      const id = pick(i);
      return id === undefined ? [] : [{ user_id: id }];
    });

  // A draft.
  await make(0, 20, 2, people(0, 1), { province: 'DKI Jakarta', city: 'Jakarta Pusat' });
  // Waiting at the first level, with pegawai@.
  const waiting1 = await make(
    1,
    45,
    2,
    [...refs.quietIds.map((id) => ({ user_id: id })), ...people(2)],
    { province: 'Jawa Barat', city: 'Bandung' },
  );
  await submitLetter(db, waiting1, admin);
  // Waiting at the director.
  const waiting2 = await make(2, 25, 3, people(3, 4), { province: 'Bali', city: 'Denpasar' });
  await submitLetter(db, waiting2, admin);
  await decideNext(waiting2, 'approve');
  await seedDemoFlights(db, waiting2);
  // Returned for revision.
  const returned = await make(3, 30, 2, people(5), { province: 'Jawa Tengah', city: 'Semarang' });
  await submitLetter(db, returned, admin);
  await decideNext(returned, 'reject', 'Lengkapi rincian kegiatan pada bagian Untuk.');
  // Approved in the past (its DL days are written), when that month is open.
  const past = addDays(refs.today, -9);
  if (await isPeriodOpen(db, 'attendance', { from: past, to: addDays(past, 2) })) {
    const done = await make(4, -9, 3, people(6, 7), {
      province: 'Kepulauan Riau',
      city: 'Batam',
    });
    await submitLetter(db, done, admin);
    await decideNext(done, 'approve');
    await decideNext(done, 'approve');
  }
  // Approved ahead, with a cadet for a competition.
  const ahead = await make(
    5,
    35,
    3,
    [...people(8), ...cadet.map((c) => ({ cadet_id: c.id }))],
    { province: 'DI Yogyakarta', city: 'Sleman' },
    'lomba',
  );
  await submitLetter(db, ahead, admin);
  await decideNext(ahead, 'approve');
  await decideNext(ahead, 'approve');
  // Approved, then called off: the administrator's own list is not empty, with no DL day left.
  const off = await make(6, 50, 2, [{ user_id: refs.adminId }, ...people(9)], {
    province: 'Sumatera Utara',
    city: 'Medan',
  });
  await submitLetter(db, off, admin);
  await decideNext(off, 'approve');
  await decideNext(off, 'approve');
  await cancelLetter(db, off, 'Kegiatan ditunda oleh penyelenggara', admin);
  // Approved four months ahead, with pegawai@: their travel costs are reported in the browser.
  const later = await make(
    7,
    120,
    3,
    [...refs.quietIds.map((id) => ({ user_id: id })), ...people(10)],
    { province: 'DKI Jakarta', city: 'Jakarta Pusat' },
  );
  await submitLetter(db, later, admin);
  await decideNext(later, 'approve');
  await decideNext(later, 'approve');

  // Approved ahead: two cadets on practice (OJT) at an airport, with a lecturer as escort.
  const practice = await make(
    1,
    70,
    5,
    [...people(11), ...cadetRows.slice(1, 3).map((c) => ({ cadet_id: c.id }))],
    { province: 'Bali', city: 'Denpasar' },
    'praktik',
  );
  await submitLetter(db, practice, admin);
  await decideNext(practice, 'approve');
  await decideNext(practice, 'approve');

  await seedDemoTravel(db, refs, [later, ahead, practice]);
}

/**
 * The year's cadet rates, as examples (the real ones are the Direktur's SK): competitions as a
 * lump-sum uang saku with lodging up to a ceiling, practice as golongan I.
 */
async function seedDemoCadetRates(db: Db, year: number) {
  const sk = { sk_number: 'Contoh data demo', sk_date: `${year}-01-02` };
  const note = 'Contoh data demo; ganti dengan angka SK Direktur tentang biaya perjalanan taruna';
  await createThroughResource(db, cadetRateResource, [
    { year, purpose: 'praktik', mode: 'setara_golongan', golongan: 'I', ...sk, note },
    {
      year,
      purpose: 'lomba',
      mode: 'uang_saku',
      golongan: 'II',
      daily_allowance: 150_000,
      lodging_ceiling: 350_000,
      ...sk,
      note,
    },
  ]);
}

/** Cost plans and payments for the approved letters' travellers. */
async function seedDemoTravel(db: Db, refs: DemoSuratTugasRefs, letterIds: number[]) {
  const finance = callerOf(refs.adminId, [
    'admin.administrasi_surat_tugas',
    'admin.pembayaran_surat_tugas',
  ]);
  const [account] = await db
    .select({ id: budgetAccounts.id })
    .from(budgetAccounts)
    .where(eq(budgetAccounts.code, '525115'))
    .limit(1);
  const approved = await db
    .select({ id: suratTugas.id, startDate: suratTugas.startDate, endDate: suratTugas.endDate })
    .from(suratTugas)
    .innerJoin(approvals, eq(approvals.id, suratTugas.approvalId))
    .where(and(eq(approvals.status, 'approved'), isNull(suratTugas.cancelledAt)));
  for (const letter of approved) {
    // Staff by their grade, cadets by the year's cadet rate.
    const travellers = await db
      .select({ id: suratTugasTravellers.id, userId: suratTugasTravellers.userId })
      .from(suratTugasTravellers)
      .where(eq(suratTugasTravellers.suratTugasId, letter.id))
      .orderBy(suratTugasTravellers.seq);
    const past = !letterIds.includes(letter.id);
    for (const [i, t] of travellers.entries()) {
      const detail = await savePlan(
        db,
        t.id,
        { trip_kind: 'luar_kota', lodging: 'hotel', taxi_legs: [] },
        finance,
      );
      const travelId = detail.row.travel_id;
      if (!account || travelId === null || detail.plan === null) continue;
      const quiet = t.userId !== null && refs.quietIds.includes(t.userId);
      const advance = Math.round((detail.plan.total * 0.6) / 1000) * 1000;
      if (quiet || advance <= 0) continue;
      if (!past && letter.id !== letterIds[0]) continue;
      await recordAdvance(
        db,
        travelId,
        { amount: advance, budget_account_id: account.id, paid_at: addDays(letter.startDate, -3) },
        finance,
      );
      if (past && i === 0) {
        // The hotel bill came in under the ceiling; the balance was paid at the SPJ.
        await db
          .update(suratTugasTravelLines)
          .set({ actual: sql`${suratTugasTravelLines.planned} * 9 / 10` })
          .where(
            and(
              eq(suratTugasTravelLines.travelId, travelId),
              eq(suratTugasTravelLines.method, 'at_cost'),
            ),
          );
        await settleTravel(
          db,
          travelId,
          { budget_account_id: account.id, paid_at: addDays(letter.endDate, 2) },
          finance,
        );
      }
    }
  }
}
