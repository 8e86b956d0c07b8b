/**
 * The demo people as a personnel office would have them: a position for everyone, a rank
 * (hence a golongan) from their years of service, a PTKP status and the register's personal
 * details. Written straight into the tables, as the demo accounts themselves are (demo.ts).
 */
import { eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { ptkpStatuses, ranks } from '../schema/masters.ts';
import { positions, workUnits } from '../schema/org.ts';
import { users } from '../schema/users.ts';

/** Posts for the demo staff the position map of demo-data.ts leaves without one, per unit. */
const POSTS_BY_UNIT: Record<
  string,
  {
    name: string;
    kind: 'fungsional' | 'pelaksana';
    jobClass: number;
    superior: string;
    isLecturer?: boolean;
  }
> = {
  DIR: {
    name: 'Pengadministrasi Umum Direktorat',
    kind: 'pelaksana',
    jobClass: 6,
    superior: 'Direktur',
  },
  BAAK: {
    name: 'Pengolah Data Akademik',
    kind: 'pelaksana',
    jobClass: 7,
    superior: 'Kepala Bagian Administrasi Akademik dan Ketarunaan',
  },
  AKD: {
    name: 'Pengadministrasi Perkantoran',
    kind: 'pelaksana',
    jobClass: 6,
    superior: 'Analis Kebijakan Ahli Muda',
  },
  KTR: {
    name: 'Pengelola Ketarunaan',
    kind: 'pelaksana',
    jobClass: 7,
    superior: 'Kepala Bagian Administrasi Akademik dan Ketarunaan',
  },
  BAUK: {
    name: 'Pengelola Barang Milik Negara',
    kind: 'pelaksana',
    jobClass: 7,
    superior: 'Kepala Bagian Administrasi Umum dan Keuangan',
  },
  KEPEG: {
    name: 'Pengelola Kepegawaian',
    kind: 'pelaksana',
    jobClass: 7,
    superior: 'Kepala Bagian Administrasi Umum dan Keuangan',
  },
  KEU: {
    name: 'Penata Laporan Keuangan',
    kind: 'pelaksana',
    jobClass: 7,
    superior: 'Kepala Bagian Administrasi Umum dan Keuangan',
  },
  TPU: {
    name: 'Dosen Asisten Ahli',
    kind: 'fungsional',
    jobClass: 8,
    superior: 'Direktur',
    isLecturer: true,
  },
  MTU: {
    name: 'Dosen Asisten Ahli Manajemen Transportasi',
    kind: 'fungsional',
    jobClass: 8,
    superior: 'Direktur',
    isLecturer: true,
  },
};

/** PNS ranks by years since TMT CPNS: a regular four-yearly promotion from III/a. */
const RANK_BY_SERVICE: readonly (readonly [number, string])[] = [
  [20, 'IV/b'],
  [16, 'IV/a'],
  [12, 'III/d'],
  [8, 'III/c'],
  [4, 'III/b'],
  [0, 'III/a'],
];

const BIRTH_PLACES = [
  'Jakarta',
  'Bandung',
  'Surabaya',
  'Yogyakarta',
  'Semarang',
  'Medan',
  'Makassar',
  'Palembang',
  'Padang',
  'Denpasar',
];
const PTKP_CYCLE = ['K/1', 'K/2', 'TK/0', 'K/0', 'K/3', 'TK/0', 'K/1'];

/**
 * `single`: people left unmarried (TK/0), so their family lists start empty (the browser tests
 * add a child to pegawai@'s and see the admin's own list empty).
 */
export async function seedDemoPeople(
  tx: DbOrTx,
  today: string,
  single: ReadonlySet<number> = new Set(),
): Promise<void> {
  const year = Number(today.slice(0, 4));
  const units = await tx.select({ id: workUnits.id, code: workUnits.code }).from(workUnits);
  const unitCode = new Map(units.map((u) => [u.id, u.code]));
  const posts = await tx
    .select({ id: positions.id, name: positions.name, unitId: positions.unitId })
    .from(positions);
  const postId = new Map(posts.map((p) => [`${p.unitId}:${p.name}`, p.id]));
  const byName = new Map(posts.map((p) => [p.name, p.id]));

  const unplaced = await tx
    .select({ id: users.id, unitId: users.unitId })
    .from(users)
    .where(isNull(users.positionId));
  for (const person of unplaced) {
    const code = person.unitId === null ? undefined : unitCode.get(person.unitId);
    const post = code ? POSTS_BY_UNIT[code] : undefined;
    if (!post || person.unitId === null) continue;
    const key = `${person.unitId}:${post.name}`;
    let id = postId.get(key);
    if (id === undefined) {
      const [row] = await tx
        .insert(positions)
        .values({
          name: post.name,
          kind: post.kind,
          jobClass: post.jobClass,
          unitId: person.unitId,
          isLecturer: post.isLecturer ?? false,
          superiorPositionId: byName.get(post.superior) ?? null,
        })
        .returning({ id: positions.id });
      id = row?.id;
      if (id === undefined) continue;
      postId.set(key, id);
    }
    await tx.update(users).set({ positionId: id }).where(eq(users.id, person.id));
  }

  const rankRows = await tx
    .select({ id: ranks.id, code: ranks.code })
    .from(ranks)
    .where(
      inArray(
        ranks.code,
        RANK_BY_SERVICE.map(([, code]) => code),
      ),
    );
  const rankId = new Map(rankRows.map((r) => [r.code, r.id]));
  const ptkpRows = await tx
    .select({ id: ptkpStatuses.id, code: ptkpStatuses.code })
    .from(ptkpStatuses);
  const ptkpId = new Map(ptkpRows.map((r) => [r.code, r.id]));

  const people = await tx
    .select({ id: users.id, tmt: users.tmtCpns, gender: users.gender })
    .from(users)
    .orderBy(users.id);
  for (const [i, person] of people.entries()) {
    const service = person.tmt ? year - Number(person.tmt.slice(0, 4)) : 0;
    const rank = RANK_BY_SERVICE.find(([years]) => service >= years)?.[1] ?? 'III/a';
    const ptkp = single.has(person.id) ? 'TK/0' : (PTKP_CYCLE[i % PTKP_CYCLE.length] as string);
    const married = ptkp.startsWith('K');
    await tx
      .update(users)
      .set({
        rankId: rankId.get(rank) ?? null,
        ptkpStatusId: ptkpId.get(ptkp) ?? null,
        tmtPns: person.tmt ? `${Number(person.tmt.slice(0, 4)) + 1}${person.tmt.slice(4)}` : null,
        birthPlace: BIRTH_PLACES[i % BIRTH_PLACES.length] ?? null,
        religion: i % 9 === 4 ? 'kristen' : i % 11 === 7 ? 'hindu' : 'islam',
        maritalStatus: married ? 'kawin' : 'belum_kawin',
        bloodType: (['A', 'B', 'O', 'AB'] as const)[i % 4] ?? null,
        phone: `0812${String(34_560_000 + i * 7_919).padStart(8, '0')}`,
        address: `Jl. Raya Curug No. ${10 + i}, Tangerang, Banten`,
        bankName: 'Bank Mandiri',
        bankAccount: `12700${String(1_000_000 + i * 4_711).padStart(8, '0')}`,
      })
      .where(eq(users.id, person.id));
  }
}
