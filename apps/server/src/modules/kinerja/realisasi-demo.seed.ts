/**
 * The demo institution's realisations (docs/kinerja.md "Realisasi bulanan", docs/demo-data.md):
 * for every approved contract of this year, the months before the current one confirmed in
 * bulk (80–100 % of the targets, sent between the 1st and the 8th of the next month, so the
 * reward and the punishment both show), a tugas tambahan in some months; then, through the
 * service and the workflow like a person's own, last month sent and waiting for the superior
 * for three staff, not yet sent by two, and one month recorded by the admin (tanggung renteng). pegawai@ gets its
 * past months confirmed and the current month left empty for the browser test to fill.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { kinerjaContracts } from '../../db/schema/kinerja.ts';
import type { Caller } from './kontrak.service.ts';
import { myMonth, recordTanggungRenteng, saveValues, sendMonth } from './realisasi.service.ts';

export interface DemoRealisasiRefs {
  today: string;
  adminId: number;
  /** Staff with demo contracts (kontrak-demo.seed.ts). */
  staffIds: readonly number[];
  /** pegawai@: past months confirmed only. */
  quietIds: readonly number[];
}

const callerOf = (userId: number, permissions: string[] = []): Caller => ({
  userId,
  permissions: new Set(permissions),
  actor: { userId, actingAsUserId: null },
});

export async function seedDemoRealisasi(tx: DbOrTx, refs: DemoRealisasiRefs): Promise<void> {
  const db = tx as Db;
  const year = Number(refs.today.slice(0, 4));
  const current = Number(refs.today.slice(5, 7));
  const people = [...refs.staffIds, ...refs.quietIds];
  if (people.length === 0) return;
  const contracts = await db
    .select({ id: kinerjaContracts.id, userId: kinerjaContracts.userId })
    .from(kinerjaContracts)
    .where(
      and(
        inArray(kinerjaContracts.userId, people),
        eq(kinerjaContracts.year, year),
        eq(kinerjaContracts.status, 'approved'),
      ),
    );
  // Last month (the monitors' default) waits for the superior for the first three staff.
  const waitMonth = current > 1 ? current - 1 : current;
  const staff = contracts.filter((c) => refs.staffIds.includes(c.userId));
  const waiting = staff.slice(0, 3);
  const waitingIds = new Set(waiting.map((c) => c.id));
  // Two staff have not sent last month yet (`/admin/realisasi/kirim`).
  const notSent = staff.slice(3, 5);
  const bulk = contracts.map((c) => c.id);
  if (bulk.length > 0 && current > 1) {
    const except = [-1, ...waiting.map((c) => c.id), ...notSent.map((c) => c.id)];
    await tx.execute(sql`
      insert into kinerja_months (contract_id, month, status, first_sent_at, sent_at, confirmed_at)
      select c.id, gs.m, 'confirmed',
        least(now(), make_date(${year}, gs.m, 1) + interval '1 month' + ((c.id + gs.m) % 8) * interval '1 day' + interval '9 hours'),
        least(now(), make_date(${year}, gs.m, 1) + interval '1 month' + ((c.id + gs.m) % 8) * interval '1 day' + interval '9 hours'),
        least(now(), make_date(${year}, gs.m, 1) + interval '1 month' + ((c.id + gs.m) % 8 + 2) * interval '1 day' + interval '10 hours')
      from kinerja_contracts c cross join generate_series(1, ${current - 1}) as gs(m)
      where c.id in ${bulk} and not (gs.m = ${waitMonth} and c.id in ${except})
      on conflict do nothing`);
    await tx.execute(sql`
      insert into kinerja_realisations (line_id, month, proposed_quantity, proposed_quality,
        approved_quantity, approved_quality)
      select l.id, t.month,
        round(t.quantity * (1 - ((l.id + t.month) % 5) * 0.04), 2),
        100 - ((l.id * 3 + t.month) % 4) * 5,
        round(t.quantity * (1 - ((l.id + t.month) % 5) * 0.05), 2),
        100 - ((l.id * 3 + t.month) % 4) * 5
      from kinerja_lines l join kinerja_targets t on t.line_id = l.id
      join kinerja_months m on m.contract_id = l.contract_id and m.month = t.month
        and m.status = 'confirmed'
      where l.contract_id in ${bulk} and l.extra_month is null
      on conflict do nothing`);
    // A tugas tambahan, ordered by the superior, in every third confirmed month.
    await tx.execute(sql`
      with added as (
        insert into kinerja_lines (contract_id, proposed_name, measurement_unit_id, duty_kind,
          quantity, quality, months, points, extra_month, ordered_by, sort_order)
        select c.id, 'Menjadi panitia kegiatan institusi',
          (select l.measurement_unit_id from kinerja_lines l where l.contract_id = c.id
            and l.measurement_unit_id is not null order by l.id limit 1),
          'tambahan', 1, 100, 1, 2, m.month, c.superior_user_id, 1000
        from kinerja_months m join kinerja_contracts c on c.id = m.contract_id
        where c.id in ${bulk} and m.status = 'confirmed' and (c.id + m.month) % 3 = 0
        returning id, extra_month)
      insert into kinerja_realisations (line_id, month, proposed_quantity, proposed_quality,
        approved_quantity, approved_quality)
      select id, extra_month, 1, 100, 1, 100 from added`);
  }
  for (const c of waiting) {
    const caller = callerOf(c.userId);
    const m = await myMonth(db, year, waitMonth, caller);
    if (m.lines.length === 0 || m.status !== 'draft') continue;
    await saveValues(
      db,
      {
        year,
        month: waitMonth,
        lines: m.lines.map((l, i) => ({
          line_id: l.line_id,
          quantity: Math.round(l.target_quantity * (i % 2 === 0 ? 100 : 90)) / 100,
          quality: i % 2 === 0 ? 100 : 90,
        })),
      },
      caller,
    );
    await sendMonth(
      db,
      { year, month: waitMonth, note: waitingIds.size > 0 ? 'Mohon dikonfirmasi.' : null },
      caller,
    );
  }
  // Tanggung renteng: the admin corrects one confirmed month of a staff member.
  const corrected = staff[5];
  const month = current > 2 ? current - 2 : null;
  if (corrected && month !== null) {
    const admin = callerOf(refs.adminId, ['admin.tanggung_renteng']);
    const m = await myMonth(db, year, month, callerOf(corrected.userId));
    if (m.lines.length > 0) {
      await recordTanggungRenteng(
        db,
        {
          user_id: corrected.userId,
          year,
          month,
          note: 'Tugas bersama unit; dicatat admin atas laporan kepala unit.',
          lines: m.lines.map((l) => ({
            line_id: l.line_id,
            quantity: l.target_quantity,
            quality: 100,
          })),
        },
        admin,
      );
    }
  }
}
