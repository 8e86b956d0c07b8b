/** A person's pattern request runs the shared workflow suite, with people built for each test. */
import { expect } from 'vitest';
import { login } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { runWorkflowSuite } from '../../../test/workflow-suite.ts';

const ctx = useTestApp();
const PERMISSION = 'admin.master.pola_kerja_pegawai';

runWorkflowSuite(ctx, {
  subjectType: 'pola_kerja',
  tableName: 'work_pattern_assignments',
  inboxLink: '/admin/master/pola_kerja_pegawai',
  requesterLink: '/user/shiftpolakerja',
  async submit() {
    const db = ctx.database.db;
    // Everyone holding the screen holds the 'admin' level; the requester holds it too.
    const [person, a, b] = await Promise.all([
      buildUser(db, { permissions: [PERMISSION] }),
      buildUser(db, { level: 'admin', permissions: [PERMISSION] }),
      buildUser(db, { level: 'admin', permissions: [PERMISSION] }),
    ]);
    const as = (u: { email: string | null }) => login(ctx.app, u.email ?? '', TEST_PASSWORD);
    const [requester, first, second] = await Promise.all([as(person), as(a), as(b)]);
    const res = await requester.api.post('user/shiftpolakerja', {
      pattern_id: null,
      start_date: '2026-12-01',
      reason: 'Kembali ke jam kantor',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.id;
    const path = `admin/master/pola_kerja_pegawai/${id}/keputusan`;
    return {
      id,
      requesterId: person.id,
      deciders: [
        { userId: a.id, email: a.email ?? '', decide: (body) => first.api.post(path, body) },
        { userId: b.id, email: b.email ?? '', decide: (body) => second.api.post(path, body) },
      ],
      decideOwn: (body) => requester.api.post(path, body),
      withdraw: () => requester.api.post(`user/shiftpolakerja/${id}/withdraw`),
    };
  },
});
