import { beforeAll, describe } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { buildUser } from '../../../test/factories.ts';
import { runResourceSuite } from '../../../test/resource-suite.ts';
import { remotePermitResource } from './remote-permit.resource.ts';

const pad = (n: number) => String(n).padStart(2, '0');

describe('/admin/master/presensi_bebas', () => {
  // The suite logs in as the demo admin; the permits are for people of the file's own.
  const ctx = useTestApp({ demo: true });
  const people: { id: number; name: string }[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) people.push(await buildUser(ctx.app.db));
  });
  const person = (i: number) => people[i % people.length] ?? { id: 0, name: '' };

  runResourceSuite(ctx, {
    resource: remotePermitResource,
    create: (i) => ({
      user_id: person(i).id,
      reason: `Tugas lapangan ${i}`,
      start_date: `2026-02-${pad(i)}`,
      end_date: i % 2 ? `2026-03-${pad(i)}` : null,
    }),
    update: (p) => ({ ...p, reason: 'Bekerja dari rumah (disetujui)' }),
    invalid: {
      change: { start_date: '2026-03-10', end_date: '2026-03-09' },
      field: 'end_date',
      message: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
    },
    search: {
      payload: () => ({
        user_id: person(0).id,
        reason: 'Survei Bandara Sôekarno-Hatta',
        start_date: '2026-04-01',
        end_date: null,
      }),
      term: 'soekarno',
    },
    expectRow: (p) => ({ is_active: true, ...p }),
    expectDerived: (p) => ({ user_name: people.find((x) => x.id === p.user_id)?.name ?? null }),
  });
});
