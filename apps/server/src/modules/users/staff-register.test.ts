import { NIP_MESSAGES, nipProblems, parseNip } from '@sikerja/contracts';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { userGroups } from '../../db/schema/access.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { staffTypes } from '../../db/schema/masters.ts';
import { workUnits } from '../../db/schema/org.ts';
import { users } from '../../db/schema/users.ts';

const API = 'admin/master/user';

describe('reading a NIP (BKN: birth date, TMT CPNS, sex, serial)', () => {
  it.each([
    ['199207212017012001', { birthDate: '1992-07-21', tmt: '2017-01', gender: 'P', serial: '001' }],
    ['198503122010031001', { birthDate: '1985-03-12', tmt: '2010-03', gender: 'L', serial: '001' }],
    ['199202302017012001', null], // 30 February
    ['199207212017132001', null], // month 13 of the TMT
    ['199207212017013001', null], // sex digit 3
    ['199207212005012001', null], // in service at 12
    ['19920721201701200', null], // 17 digits
  ])('%s', (nip, expected) => {
    expect(parseNip(nip)).toEqual(expected);
  });

  it.each([
    { nip: '199207212017012001', kind: 'nip', birth_date: '1992-07-21', gender: 'P', want: {} },
    {
      nip: '199207212017012001',
      kind: 'nip',
      birth_date: '1992-07-22',
      want: { birth_date: NIP_MESSAGES.birthDate },
    },
    { nip: '199207212017012001', kind: 'nip', gender: 'L', want: { gender: NIP_MESSAGES.gender } },
    {
      nip: '199207212017012001',
      kind: 'nip',
      tmt_cpns: '2018-01-01',
      want: { tmt_cpns: NIP_MESSAGES.tmt },
    },
    { nip: '1992072120170120', kind: 'nip', want: { nip: NIP_MESSAGES.length } },
    { nip: null, kind: 'nip', want: { nip: NIP_MESSAGES.length } },
    { nip: '199213012017012001', kind: 'nip', want: { nip: NIP_MESSAGES.shape } },
    { nip: '199207212023211002', kind: 'pppk', birth_date: '1992-07-21', want: {} },
    {
      nip: '199207212023211002',
      kind: 'pppk',
      birth_date: '1990-01-01',
      want: { birth_date: NIP_MESSAGES.birthDate },
    },
    { nip: null, kind: 'other', want: {} },
    { nip: 'DTNP-0042', kind: 'other', want: {} },
    { nip: 'no space', kind: 'other', want: { nip: NIP_MESSAGES.other } },
  ] as const)('$kind $nip', ({ want, ...input }) => {
    expect(nipProblems(input)).toEqual(want);
  });
});

describe('the staff register (/admin/master/user)', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let pegawai: Session;
  const typeId = new Map<string, number>();
  let unitAkd = 0;

  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    pegawai = await login(ctx.app, 'pegawai@sikerja.test');
    for (const t of await ctx.app.db.select().from(staffTypes)) typeId.set(t.code, t.id);
    const [akd] = await ctx.app.db
      .select({ id: workUnits.id })
      .from(workUnits)
      .where(eq(workUnits.code, 'AKD'));
    unitAkd = akd?.id ?? 0;
  });

  const person = (overrides: Record<string, unknown> = {}) => ({
    nip: '199501152020121003',
    name: 'Yusuf Maulana',
    back_title: 'S.T.',
    email: 'yusuf@sikerja.test',
    phone: '0812 3456 7890',
    staff_type_id: typeId.get('PNS'),
    unit_id: unitAkd,
    gender: 'L',
    birth_date: '1995-01-15',
    tmt_cpns: '2020-12-01',
    npwp: '12.345.678.9-012.345',
    ...overrides,
  });

  it('creates a person, normalises NPWP and phone, and mails a link to set the password', async () => {
    const res = await admin.api.post(API, person());
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({
      nip: '199501152020121003',
      npwp: '123456789012345',
      phone: '081234567890',
      status: 'active',
      level: 'user',
      unit_name: 'Subbagian Akademik',
      staff_type_name: 'Pegawai Negeri Sipil',
    });
    expect(row).not.toHaveProperty('password_hash');
    // A person in no group would see no menu: new accounts join 'Pegawai'.
    const groups = (await admin.api.get(`${API}/${row.id}/groups`)).json().data.group_ids;
    const [staffGroup] = await ctx.app.db
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(eq(userGroups.systemKey, 'staff'));
    expect(groups).toEqual([staffGroup?.id]);
    const [mail] = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'yusuf@sikerja.test'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toBe('Akun Sikerja Anda telah dibuat');
    const token = /reset\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeTruthy();
    // The link works: the new person sets a password and logs in with the NIP.
    const guest = new ApiClient(ctx.app);
    const reset = await guest.post('auth/reset', {
      token,
      password: 'Langit#Biru2026',
      password_confirmation: 'Langit#Biru2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expect(login(ctx.app, '199501152020121003', 'Langit#Biru2026')).resolves.toBeTruthy();
  });

  it.each([
    [{ nip: '19950115202012100' }, 'nip', NIP_MESSAGES.length],
    [
      { nip: '199501152020121003', birth_date: '1995-01-16', email: 'b@sikerja.test' },
      'birth_date',
      NIP_MESSAGES.birthDate,
    ],
    [{ nip: '199501152020122004', email: 'c@sikerja.test' }, 'gender', NIP_MESSAGES.gender],
    [{ nip: '199501152021121005', email: 'd@sikerja.test' }, 'tmt_cpns', NIP_MESSAGES.tmt],
    [{ nip: null, email: 'e@sikerja.test' }, 'nip', NIP_MESSAGES.length],
    [
      { npwp: '123', email: 'f@sikerja.test', nip: '199501152020121099' },
      'npwp',
      'NPWP terdiri dari 15 atau 16 angka',
    ],
    [{ phone: '12ab', email: 'g@sikerja.test', nip: '199501152020121098' }, 'phone', undefined],
    [
      { staff_type_id: undefined, email: 'h@sikerja.test' },
      'staff_type_id',
      'Jenis pegawai wajib dipilih',
    ],
    [
      { may_work_anywhere: true, email: 'i@sikerja.test', nip: '199501152020121097' },
      'work_anywhere_reason',
      'Alasan wajib diisi bila pegawai boleh presensi dari mana saja',
    ],
    [
      { unit_id: 999999, email: 'j@sikerja.test', nip: '199501152020121096' },
      'unit_id',
      'Unit kerja tidak ditemukan',
    ],
  ])(
    'refuses %j on %s with an Indonesian message, writing nothing',
    async (change, field, message) => {
      const before = await ctx.app.db.$count(users);
      const res = await admin.api.post(API, person(change));
      expect(res.statusCode, res.body).toBe(422);
      const errors = res.json().errors[field];
      expect(errors, res.body).toBeDefined();
      if (message) expect(errors).toEqual([message]);
      expect(await ctx.app.db.$count(users)).toBe(before);
    },
  );

  it('refuses a NIP or an email already registered', async () => {
    const nip = await admin.api.post(API, person({ email: 'lain@sikerja.test' }));
    expect(nip.statusCode).toBe(422);
    expect(nip.json().errors.nip).toEqual(['NIP sudah terdaftar']);
    const email = await admin.api.post(
      API,
      person({ nip: '199501152020121010', email: 'PEGAWAI@sikerja.test' }),
    );
    expect(email.statusCode).toBe(422);
    expect(email.json().errors.email).toEqual(['Email sudah terdaftar']);
  });

  it('takes any identifier for non-ASN staff, and the NI PPPK rule for PPPK', async () => {
    const honorer = await admin.api.post(
      API,
      person({ nip: 'HNR-2026-07', email: null, staff_type_id: typeId.get('NON_ASN') }),
    );
    expect(honorer.statusCode, honorer.body).toBe(201);
    const pppk = await admin.api.post(
      API,
      person({
        nip: '199001012023211001',
        email: null,
        birth_date: '1990-01-02',
        staff_type_id: typeId.get('PPPK'),
      }),
    );
    expect(pppk.statusCode).toBe(422);
    expect(pppk.json().errors.birth_date).toEqual([NIP_MESSAGES.birthDate]);
  });

  it('lists with unit, status and staff-type filters and searches name and NIP', async () => {
    const byUnit = await admin.api.post(`${API}/list`, { unit_id: unitAkd, per: 100 });
    expect(byUnit.statusCode, byUnit.body).toBe(200);
    const names = byUnit.json().data.map((r: { name: string }) => r.name);
    expect(names).toContain('Rina Kartika Sari');
    expect(byUnit.json().data.every((r: { unit_id: number }) => r.unit_id === unitAkd)).toBe(true);
    const found = await admin.api.post(`${API}/list`, { search: 'rina kartika' });
    expect(found.json().data.map((r: { name: string }) => r.name)).toEqual(['Rina Kartika Sari']);
    const pending = await admin.api.post(`${API}/list`, { status: 'pending' });
    expect(pending.json().total).toBe(0);
  });

  it('edits a person and audits the change, but not an admin out of their own level', async () => {
    const [rina] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'pegawai@sikerja.test'));
    const current = (await admin.api.get(`${API}/${rina?.id}`)).json().data;
    const res = await admin.api.put(`${API}/${rina?.id}`, {
      ...current,
      front_title: 'Dr.',
      whatsapp: '+6281234567890',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ front_title: 'Dr.', whatsapp: '+6281234567890' });
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'users.update'), eq(auditLog.rowId, String(rina?.id))))
      .orderBy(desc(auditLog.id));
    expect(audit?.after).toMatchObject({ front_title: 'Dr.' });
    expect(JSON.stringify(audit)).not.toContain('argon2');

    const self = (await admin.api.get(`${API}/${admin.user.id}`)).json().data;
    const demote = await admin.api.put(`${API}/${admin.user.id}`, { ...self, level: 'user' });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors.level).toEqual([
      'Anda tidak dapat menurunkan level akun Anda sendiri',
    ]);
  });

  it('deactivates a person: sessions end, login is refused, history stays; never deletes', async () => {
    const created = (
      await admin.api.post(
        API,
        person({
          nip: '199601012021011001',
          email: 'keluar@sikerja.test',
          birth_date: '1996-01-01',
          tmt_cpns: '2021-01-01',
        }),
      )
    ).json().data;
    await ctx.app.db
      .update(users)
      .set({
        passwordHash:
          (await ctx.app.db.select().from(users).where(eq(users.email, 'pegawai@sikerja.test')))[0]
            ?.passwordHash ?? '',
      })
      .where(eq(users.id, created.id));
    const session = await login(ctx.app, 'keluar@sikerja.test');
    expect((await admin.api.delete(`${API}/${created.id}`)).statusCode).toBe(404);

    const res = await admin.api.post(`${API}/${created.id}/deactivate`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await session.api.get('auth/user')).statusCode).toBe(401);
    await expect(login(ctx.app, 'keluar@sikerja.test')).rejects.toThrow();
    expect((await admin.api.get(`${API}/${created.id}`)).json().data.status).toBe('inactive');
    expect((await admin.api.post(`${API}/${created.id}/deactivate`, {})).statusCode).toBe(409);
    expect((await admin.api.post(`${API}/${admin.user.id}/deactivate`, {})).statusCode).toBe(409);

    expect((await admin.api.post(`${API}/${created.id}/activate`, {})).statusCode).toBe(200);
    await expect(login(ctx.app, 'keluar@sikerja.test')).resolves.toBeTruthy();
  });

  it('mails a password link on request, and says so when there is no email', async () => {
    const [rina] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'pegawai@sikerja.test'));
    const res = await admin.api.post(`${API}/${rina?.id}/reset-password`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe(
      'Tautan atur ulang password dikirim ke pegawai@sikerja.test.',
    );
    const [mail] = await ctx.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'pegawai@sikerja.test'))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.subject).toBe('Atur ulang password Sikerja');

    const [noMail] = await ctx.app.db.select().from(users).where(eq(users.nip, 'HNR-2026-07'));
    const refused = await admin.api.post(`${API}/${noMail?.id}/reset-password`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Tautan tidak dapat dikirim: pegawai ini belum memiliki email. Isi email terlebih dahulu.',
    );
  });

  it('sets the groups a person belongs to, audited; their permissions follow', async () => {
    const [rina] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'pegawai@sikerja.test'));
    const groups = await ctx.app.db.select().from(userGroups);
    const personnel = groups.find((g) => g.systemKey === 'personnel')?.id ?? 0;
    const staff = groups.find((g) => g.systemKey === 'staff')?.id ?? 0;
    const res = await admin.api.put(`${API}/${rina?.id}/groups`, { group_ids: [personnel, staff] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.api.get(`${API}/${rina?.id}/groups`)).json().data.group_ids).toEqual(
      [personnel, staff].sort((a, b) => a - b),
    );
    const fresh = await login(ctx.app, 'pegawai@sikerja.test');
    expect(fresh.user.roles).toContain('user.cuti.konfirm_kepegawaian');

    const bad = await admin.api.put(`${API}/${rina?.id}/groups`, { group_ids: [999999] });
    expect(bad.statusCode).toBe(422);
    await admin.api.put(`${API}/${rina?.id}/groups`, { group_ids: [staff] });
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.groups'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('exports the register as Excel with Indonesian headers', async () => {
    const res = await admin.api.get(`${API}/export?unit_id=${unitAkd}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/data_pegawai/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('NIP');
    const names = sheet?.getColumn(2).values ?? [];
    expect(names).toContain('Rina Kartika Sari');
  });

  it('is for the staff admin only', async () => {
    expect((await pegawai.api.post(`${API}/list`, {})).statusCode).toBe(403);
    expect((await pegawai.api.post(API, person())).statusCode).toBe(403);
    expect((await pegawai.api.post(`${API}/1/deactivate`, {})).statusCode).toBe(403);
    expect((await pegawai.api.put(`${API}/1/groups`, { group_ids: [] })).statusCode).toBe(403);
  });
});

describe('importing staff from Excel', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;

  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
  });

  async function upload(rows: unknown[][]) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    for (const row of rows) sheet.addRow(row);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const boundary = '----sikerja-staff-import';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pegawai.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return admin.api.request('POST', `${API}/import/preview`, payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
  }

  it('reads units, positions, ranks and staff types by name, and reports each bad row', async () => {
    const template = await admin.api.get(`${API}/import/template`);
    expect(template.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1).map(String);
    expect(headers).toEqual(
      expect.arrayContaining(['NIP', 'Nama', 'Jenis Pegawai', 'Unit Kerja', 'Jabatan', 'Golongan']),
    );

    const header = [
      'NIP',
      'Nama',
      'Jenis Pegawai',
      'Unit Kerja',
      'Jabatan',
      'Golongan',
      'Jenis Kelamin',
    ];
    const res = await upload([
      header,
      [
        '199902022024011001',
        'Galih Pratama',
        'Pegawai Negeri Sipil',
        'subbagian akademik',
        'Pengadministrasi Perkantoran',
        'III/a',
        'L',
      ],
      [
        '199902032024011002',
        'Salah Unit',
        'Pegawai Negeri Sipil',
        'Unit Tidak Ada',
        null,
        null,
        'L',
      ],
      [
        '199902042024011003',
        'Salah NIP',
        'Pegawai Negeri Sipil',
        'Subbagian Akademik',
        null,
        null,
        'P',
      ],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, summary } = res.json().data;
    expect(summary).toEqual({ create: 1, update: 0, skip: 0, error: 2 });
    expect(rows[0]).toMatchObject({ action: 'create', key: '199902022024011001' });
    expect(rows[1].errors).toEqual({ unit_name: ['Unit kerja "Unit Tidak Ada" tidak ditemukan'] });
    expect(rows[2].errors).toEqual({ gender: [NIP_MESSAGES.gender] });
    expect(await ctx.app.db.$count(users, eq(users.nip, '199902022024011001'))).toBe(0);

    const commit = await admin.api.post(`${API}/import/commit`, {
      token: res.json().data.token,
      skip_errors: true,
    });
    expect(commit.statusCode, commit.body).toBe(200);
    const [galih] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.nip, '199902022024011001'));
    expect(galih).toMatchObject({ name: 'Galih Pratama', status: 'active' });
    expect(galih?.unitId).not.toBeNull();
    expect(galih?.positionId).not.toBeNull();
    expect(galih?.rankId).not.toBeNull();

    // Imported again with another unit: the preview says what changes, the unit by its name.
    const again = await upload([
      ['NIP', 'Nama', 'Unit Kerja'],
      ['199902022024011001', 'Galih Pratama', 'Subbagian Keuangan'],
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.rows[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'unit_name', from: 'Subbagian Akademik', to: 'Subbagian Keuangan' }],
    });
  });
});
