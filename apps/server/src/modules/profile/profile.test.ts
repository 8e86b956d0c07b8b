/**
 * The profile over HTTP (docs/profile.md): the biodata a person keeps, one of the seven lists
 * (riwayat anak) end to end with its document, and the ownership rule: a person reaches only
 * their own profile and files; a holder of 'admin.master.user' reaches anyone's with `user_id`.
 */
import { PROFILE_MESSAGES, UPLOAD_MESSAGES } from '@sikerja/contracts';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginBuilt, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildOrganisation } from '../../../test/factories.ts';
import { upload } from '../../../test/upload.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { files } from '../../db/schema/files.ts';
import { users } from '../../db/schema/users.ts';

const BIODATA = 'user/profile/biodata';
const CHILDREN = 'user/profile/riwayat_anak';

const child = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nadia Putri',
  nik: '3173014501150001',
  gender: 'P',
  birth_place: 'Jakarta',
  birth_date: '2015-01-05',
  relation: 'kandung',
  education: 'SD',
  receives_allowance: true,
  ...overrides,
});

const biodata = (overrides: Record<string, unknown> = {}) => ({
  gender: 'P',
  birth_place: 'Bandung',
  birth_date: '1988-04-12',
  religion: 'islam',
  marital_status: 'kawin',
  blood_type: 'AB',
  nik: '3273015204880002',
  kk_number: '3273010101090003',
  phone: '+62 812-3456-7890',
  whatsapp: '081234567890',
  address: 'Jl. Merdeka No. 1, Bandung',
  ...overrides,
});

describe('profile', () => {
  const ctx = useTestApp({ demo: true });
  let pegawai: Session;
  let atasan: Session;
  let admin: Session;

  beforeAll(async () => {
    // People of its own, so the demo people's profiles and histories are neither read nor changed.
    const org = await buildOrganisation(ctx.app.db);
    [pegawai, atasan, admin] = await Promise.all([
      loginBuilt(ctx.app, org.pegawai),
      loginBuilt(ctx.app, org.atasan),
      loginBuilt(ctx.app, org.admin),
    ]);
  });

  async function lastAudit(action: string, rowId: number) {
    const [row] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.rowId, String(rowId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  }

  async function fileRow(id: string) {
    const [row] = await ctx.app.db.select().from(files).where(eq(files.id, id));
    return row;
  }

  describe('biodata', () => {
    it('shows the whole person with the names of their unit, position and rank', async () => {
      const res = await pegawai.api.get(BIODATA);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({ id: pegawai.user.id, name: pegawai.user.name });
      expect(data.unit_id === null || typeof data.unit_name === 'string').toBe(true);
      expect(data.position_id === null || typeof data.position_name === 'string').toBe(true);
      expect(data.rank_id === null || typeof data.rank_name === 'string').toBe(true);
      expect(data).not.toHaveProperty('password_hash');
    });

    it('saves the fields the person keeps, normalised, with an audit row', async () => {
      const res = await pegawai.api.put(BIODATA, biodata());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        birth_place: 'Bandung',
        birth_date: '1988-04-12',
        religion: 'islam',
        blood_type: 'AB',
        nik: '3273015204880002',
        phone: '+6281234567890',
      });
      expect((await pegawai.api.get(BIODATA)).json().data.religion).toBe('islam');
      const audit = await lastAudit('users.biodata', pegawai.user.id);
      expect(audit?.actorUserId).toBe(pegawai.user.id);
      expect(audit?.after).toMatchObject({ birth_place: 'Bandung', blood_type: 'AB' });
      expect(audit?.after).not.toHaveProperty('nip');
    });

    it('refuses the fields an admin keeps, on the field, and changes nothing', async () => {
      const before = (await pegawai.api.get(BIODATA)).json().data;
      const res = await pegawai.api.put(
        BIODATA,
        biodata({ birth_place: 'Surabaya', nip: '199001012015011999', unit_id: 1, name: 'X' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        nip: [PROFILE_MESSAGES.adminField],
        unit_id: [PROFILE_MESSAGES.adminField],
        name: [PROFILE_MESSAGES.adminField],
      });
      const after = (await pegawai.api.get(BIODATA)).json().data;
      expect(after).toEqual(before);
    });

    it('checks NIK, KK, dates, phone numbers and coded values, in Indonesian', async () => {
      const res = await pegawai.api.put(
        BIODATA,
        biodata({
          nik: '12345',
          kk_number: '32730101010900AB',
          birth_date: '2999-01-01',
          phone: '0812abc',
          religion: 'lainnya',
          blood_type: 'C',
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        nik: [PROFILE_MESSAGES.nik],
        kk_number: [PROFILE_MESSAGES.kk],
        birth_date: [PROFILE_MESSAGES.future],
        phone: [PROFILE_MESSAGES.phone],
        religion: ['Pilihan tidak valid'],
        blood_type: ['Pilihan tidak valid'],
      });
      const impossible = await pegawai.api.put(BIODATA, biodata({ birth_date: '1990-02-30' }));
      expect(impossible.json().errors.birth_date).toEqual([
        'Tanggal tidak valid (format YYYY-MM-DD)',
      ]);
    });

    it('refuses another staff member, before looking at what they sent', async () => {
      const read = await atasan.api.get(`${BIODATA}?user_id=${pegawai.user.id}`);
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe(
        'Anda hanya dapat membuka dan mengubah profil Anda sendiri.',
      );
      const write = await atasan.api.put(`${BIODATA}?user_id=${pegawai.user.id}`, { nik: 'x' });
      expect(write.statusCode).toBe(403);
      // Naming a person who does not exist gives the same answer: nothing is learnt.
      expect((await atasan.api.get(`${BIODATA}?user_id=999999`)).statusCode).toBe(403);
      // Naming oneself is the same as naming nobody.
      const own = await atasan.api.get(`${BIODATA}?user_id=${atasan.user.id}`);
      expect(own.json().data.id).toBe(atasan.user.id);
    });

    it("lets an admin read and change anyone's biodata by user_id", async () => {
      const read = await admin.api.get(`${BIODATA}?user_id=${pegawai.user.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.id).toBe(pegawai.user.id);
      const write = await admin.api.put(
        `${BIODATA}?user_id=${pegawai.user.id}`,
        biodata({ blood_type: 'O' }),
      );
      expect(write.statusCode).toBe(200);
      const [stored] = await ctx.app.db
        .select({ bloodType: users.bloodType })
        .from(users)
        .where(eq(users.id, pegawai.user.id));
      expect(stored?.bloodType).toBe('O');
      expect((await lastAudit('users.biodata', pegawai.user.id))?.actorUserId).toBe(admin.user.id);
      expect((await admin.api.get(`${BIODATA}?user_id=999999`)).statusCode).toBe(404);
      expect((await admin.api.get(`${BIODATA}?user_id=abc`)).statusCode).toBe(422);
    });
  });

  describe('a history list (riwayat anak)', () => {
    let childId: number;

    it('creates, lists, reads, updates and deletes the person’s own rows, audited', async () => {
      const created = await pegawai.api.post(CHILDREN, child());
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json().data;
      childId = row.id;
      expect(row).toEqual({ id: row.id, file_id: null, file_name: null, ...child() });
      expect((await lastAudit('children.create', row.id))?.actorUserId).toBe(pegawai.user.id);

      const list = await pegawai.api.post(`${CHILDREN}/list`, {});
      expect(list.json()).toMatchObject({ total: 1, data: [{ id: row.id, name: 'Nadia Putri' }] });
      expect((await pegawai.api.get(`${CHILDREN}/${row.id}`)).json().data.name).toBe('Nadia Putri');

      const updated = await pegawai.api.put(`${CHILDREN}/${row.id}`, child({ education: 'SMP' }));
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data.education).toBe('SMP');
      const audit = await lastAudit('children.update', row.id);
      expect(audit?.before).toMatchObject({ education: 'SD' });
      expect(audit?.after).toMatchObject({ education: 'SMP' });

      const second = await pegawai.api.post(CHILDREN, child({ name: 'Bima', gender: 'L' }));
      const removed = await pegawai.api.delete(`${CHILDREN}/${second.json().data.id}`);
      expect(removed.json().data).toEqual({
        message: 'Data anak berhasil dihapus.',
        deactivated: false,
      });
      expect(await lastAudit('children.delete', second.json().data.id)).toBeDefined();
      expect((await pegawai.api.post(`${CHILDREN}/list`, {})).json().total).toBe(1);
    });

    it('checks the fields in Indonesian', async () => {
      const res = await pegawai.api.post(
        CHILDREN,
        child({ nik: '317301450115000', birth_date: '2999-12-31', gender: undefined, name: ' ' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['Wajib diisi'],
        nik: [PROFILE_MESSAGES.nik],
        gender: ['Wajib diisi'],
        birth_date: [PROFILE_MESSAGES.future],
      });
    });

    it('keeps another staff member out of the rows without saying they exist', async () => {
      // Their own list is empty: the rows are scoped to the caller.
      expect((await atasan.api.post(`${CHILDREN}/list`, {})).json().total).toBe(0);
      // Another person's row is simply not found, for every operation.
      expect((await atasan.api.get(`${CHILDREN}/${childId}`)).statusCode).toBe(404);
      expect((await atasan.api.put(`${CHILDREN}/${childId}`, child())).statusCode).toBe(404);
      expect((await atasan.api.delete(`${CHILDREN}/${childId}`)).statusCode).toBe(404);
      // Naming the person is refused, before the input is judged.
      const named = `user_id=${pegawai.user.id}`;
      expect(
        (await atasan.api.post(`${CHILDREN}/list`, { user_id: pegawai.user.id })).statusCode,
      ).toBe(403);
      expect((await atasan.api.get(`${CHILDREN}/${childId}?${named}`)).statusCode).toBe(403);
      expect((await atasan.api.post(`${CHILDREN}?${named}`, {})).statusCode).toBe(403);
      expect((await atasan.api.put(`${CHILDREN}/${childId}?${named}`, child())).statusCode).toBe(
        403,
      );
      expect((await atasan.api.delete(`${CHILDREN}/${childId}?${named}`)).statusCode).toBe(403);
      expect((await atasan.api.get(`${CHILDREN}/export?${named}`)).statusCode).toBe(403);
      // And the row is untouched.
      expect((await pegawai.api.get(`${CHILDREN}/${childId}`)).json().data.education).toBe('SMP');
    });

    it("lets an admin list, read, change and add to anyone's rows by user_id", async () => {
      const named = `user_id=${pegawai.user.id}`;
      const list = await admin.api.post(`${CHILDREN}/list`, { user_id: pegawai.user.id });
      expect(list.json()).toMatchObject({ total: 1, data: [{ id: childId }] });
      // Without user_id the admin is in their own profile, where the row is not.
      expect((await admin.api.get(`${CHILDREN}/${childId}`)).statusCode).toBe(404);
      expect((await admin.api.get(`${CHILDREN}/${childId}?${named}`)).statusCode).toBe(200);
      const updated = await admin.api.put(
        `${CHILDREN}/${childId}?${named}`,
        child({ education: 'SMA' }),
      );
      expect(updated.json().data.education).toBe('SMA');
      expect((await lastAudit('children.update', childId))?.actorUserId).toBe(admin.user.id);
      const added = await admin.api.post(`${CHILDREN}?${named}`, child({ name: 'Dimas' }));
      expect(added.statusCode).toBe(201);
      const names = (await pegawai.api.post(`${CHILDREN}/list`, {}))
        .json()
        .data.map((r: { name: string }) => r.name);
      expect(names).toEqual(['Nadia Putri', 'Dimas']);
      await admin.api.delete(`${CHILDREN}/${added.json().data.id}?${named}`);
      expect((await admin.api.post(`${CHILDREN}/list`, { user_id: 999999 })).statusCode).toBe(404);
    });

    it('exports only the person’s own rows', async () => {
      await atasan.api.post(CHILDREN, child({ name: 'Anak Atasan' }));
      const res = await pegawai.api.get(`${CHILDREN}/export`);
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const names: string[] = [];
      book.worksheets[0]?.eachRow((row, n) => {
        if (n > 1) names.push(String(row.getCell(1).value));
      });
      expect(names).toEqual(['Nadia Putri']);
    });
  });

  describe('the document of a row', () => {
    it('attaches the uploaded file to the person on create, and names it in the row', async () => {
      const fileId = await upload(pegawai.api, 'akta-kelahiran.pdf');
      const res = await pegawai.api.post(CHILDREN, child({ name: 'Raka', file_id: fileId }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ file_id: fileId, file_name: 'akta-kelahiran.pdf' });
      const stored = await fileRow(fileId);
      expect(stored?.attachedAt).not.toBeNull();
      expect(stored?.ownerUserId).toBe(pegawai.user.id);

      // The person and an admin may open it; another staff member may not.
      expect((await pegawai.api.get(`files/${fileId}`)).statusCode).toBe(200);
      expect((await admin.api.get(`files/${fileId}`)).statusCode).toBe(200);
      expect([403, 404]).toContain((await atasan.api.get(`files/${fileId}`)).statusCode);

      // Replacing the file releases the old one; removing it releases the new one.
      const id = res.json().data.id;
      const newer = await upload(pegawai.api, 'akta-baru.pdf');
      const replaced = await pegawai.api.put(
        `${CHILDREN}/${id}`,
        child({ name: 'Raka', file_id: newer }),
      );
      expect(replaced.json().data).toMatchObject({ file_id: newer, file_name: 'akta-baru.pdf' });
      expect((await fileRow(fileId))?.attachedAt).toBeNull();
      expect((await fileRow(newer))?.ownerUserId).toBe(pegawai.user.id);
      // Saving again with the same file keeps it.
      const again = await pegawai.api.put(
        `${CHILDREN}/${id}`,
        child({ name: 'Raka', file_id: newer }),
      );
      expect(again.statusCode).toBe(200);
      expect((await fileRow(newer))?.attachedAt).not.toBeNull();

      await pegawai.api.delete(`${CHILDREN}/${id}`);
      expect((await fileRow(newer))?.attachedAt).toBeNull();
    });

    it('refuses a file someone else uploaded, or one already attached, on file_id', async () => {
      const theirs = await upload(atasan.api, 'akta-kelahiran.pdf');
      const res = await pegawai.api.post(CHILDREN, child({ file_id: theirs }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ file_id: [UPLOAD_MESSAGES.notYours] });

      const mine = await upload(pegawai.api, 'akta-kelahiran.pdf');
      expect((await pegawai.api.post(CHILDREN, child({ file_id: mine }))).statusCode).toBe(201);
      const twice = await pegawai.api.post(CHILDREN, child({ file_id: mine }));
      expect(twice.json().errors).toEqual({ file_id: [UPLOAD_MESSAGES.alreadyAttached] });
      const malformed = await pegawai.api.post(CHILDREN, child({ file_id: 'bukan-uuid' }));
      expect(malformed.json().errors).toEqual({ file_id: [PROFILE_MESSAGES.file] });
    });

    it("lets an admin attach a file the person uploaded to the person's row", async () => {
      const fileId = await upload(pegawai.api, 'akta-kelahiran.pdf');
      const res = await admin.api.post(
        `${CHILDREN}?user_id=${pegawai.user.id}`,
        child({ name: 'Sekar', file_id: fileId }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect((await fileRow(fileId))?.ownerUserId).toBe(pegawai.user.id);
    });
  });

  describe('the other lists share the mechanism', () => {
    it('checks their own rules', async () => {
      const education = await pegawai.api.post('user/profile/riwayat_pendidikan', {
        level: 'S1',
        institution: 'Universitas Indonesia',
        graduation_year: 2999,
      });
      expect(education.json().errors).toEqual({ graduation_year: [PROFILE_MESSAGES.futureYear] });

      const job = await pegawai.api.post('user/profile/riwayat_pekerjaan', {
        position_name: 'Analis',
        organisation: 'Kemenhub',
        start_date: '2020-01-01',
        end_date: '2019-12-31',
      });
      expect(job.json().errors).toEqual({ end_date: [PROFILE_MESSAGES.endBeforeStart] });

      const marriage = await pegawai.api.post('user/profile/riwayat_pernikahan', {
        spouse_name: 'Budi',
        marriage_date: '2012-06-01',
        status: 'menikah',
        end_date: '2020-01-01',
      });
      expect(marriage.json().errors).toEqual({ end_date: [PROFILE_MESSAGES.endWhileMarried] });

      const document = await pegawai.api.post('user/profile/dokumen_pendukung', {
        doc_type: 'ktp',
      });
      expect(document.json().errors).toEqual({ file_id: [PROFILE_MESSAGES.documentFile] });
    });

    it('keeps every list to its owner', async () => {
      const fileId = await upload(pegawai.api, 'ktp.pdf');
      const created = await pegawai.api.post('user/profile/dokumen_pendukung', {
        doc_type: 'ktp',
        number: '3273015204880002',
        file_id: fileId,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      expect((await atasan.api.get(`user/profile/dokumen_pendukung/${id}`)).statusCode).toBe(404);
      expect((await atasan.api.post('user/profile/dokumen_pendukung/list', {})).json().total).toBe(
        0,
      );
      expect(
        (await admin.api.get(`user/profile/dokumen_pendukung/${id}?user_id=${pegawai.user.id}`))
          .statusCode,
      ).toBe(200);
    });
  });
});
