import type { TUserRow } from '@sikerja/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../db/audit.ts';
import type { Db } from '../../db/client.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, type PageRequest, paginate } from '../../http/paginate.ts';

export interface UserFilters {
  search: string;
  status?: 'active' | 'inactive' | 'pending' | undefined;
}

/** The staff list of `/admin/master/user` (the organisation issue makes it the full register). */
export async function findUsers(db: Db, page: PageRequest, filters: UserFilters) {
  const conditions: SQL[] = [];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const match = or(
      ilike(users.name, pattern),
      ilike(users.nip, pattern),
      ilike(users.email, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filters.status) conditions.push(eq(users.status, filters.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return paginate<TUserRow>(
    page,
    async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
    (limit, offset) =>
      db
        .select({
          id: users.id,
          name: users.name,
          nip: users.nip,
          email: users.email,
          level: users.level,
          status: users.status,
          unit: workUnits.name,
        })
        .from(users)
        .leftJoin(workUnits, eq(workUnits.id, users.unitId))
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset),
  );
}

/** A pending self-registration (or a deactivated account) becomes active. */
export async function activateUser(db: Db, userId: number, actor: Actor) {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw AppError.notFound('Pengguna tidak ditemukan.');
    if (user.status === 'active') throw AppError.conflict('Akun ini sudah aktif.');
    await tx.update(users).set({ status: 'active' }).where(eq(users.id, userId));
    await writeAudit(tx, actor, {
      action: 'users.activate',
      tableName: 'users',
      rowId: userId,
      before: { status: user.status },
      after: { status: 'active' },
    });
  });
}
