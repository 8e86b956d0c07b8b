import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginBuilt, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { buildTeam, buildUser } from '../../../test/factories.ts';
import { attendancePunches } from '../../db/schema/attendance.ts';
import { fingerprintMachines, fingerprintPins } from '../../db/schema/masters-attendance.ts';

function multipart(name: string, content: Buffer, type: string) {
  const boundary = '----sikerja-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * `POST admin/absensi/import`: fingerprint punches from .csv and .xlsx files, for a person built
 * for the file (the import recomputes days, so no demo institution).
 */
describe('punch import', () => {
  const ctx = useTestApp();
  let admin: Session;
  let person = 0;
  let personNip = '';

  beforeAll(async () => {
    admin = await loginBuilt(
      ctx.app,
      await buildUser(ctx.app.db, { level: 'admin', systemGroups: ['admin'] }),
    );
    const { member } = await buildTeam(ctx.app.db);
    person = member.id;
    personNip = member.nip ?? '';
    const [machine] = await ctx.app.db
      .insert(fingerprintMachines)
      .values({ name: 'Mesin Lobi', serialNumber: 'ZK-0001' })
      .returning();
    await ctx.app.db
      .insert(fingerprintPins)
      .values({ pin: '1017', machineId: machine?.id ?? 0, userId: person, readMode: 'auto' });
  });

  const punchesOf = () =>
    ctx.app.db
      .select({
        at: attendancePunches.at,
        source: attendancePunches.source,
        date: attendancePunches.date,
      })
      .from(attendancePunches)
      .where(and(eq(attendancePunches.userId, person), eq(attendancePunches.source, 'fingerprint')))
      .orderBy(attendancePunches.at);

  it('maps PINs through the fingerprint settings, refuses unknown ones, skips duplicates', async () => {
    const csv =
      'PIN,Waktu\n1017,02/11/2026 07:21:05\n1017,2026-11-02 16:04\n9999,2026-11-02 07:00\n1017,kemarin\n';
    const file = multipart('absen.csv', Buffer.from(csv), 'text/csv');
    const res = await admin.api.request('POST', 'admin/absensi/import', file.body, file.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      rows: 4,
      inserted: 2,
      duplicates: 0,
      people: 1,
      date_from: '2026-11-02',
      date_to: '2026-11-02',
      refused: [
        { row: 4, value: '9999', reason: 'PIN/NIP tidak terdaftar' },
        { row: 5, value: '1017', reason: 'Waktu tidak dikenali: "kemarin"' },
      ],
    });
    expect((await punchesOf()).map((p) => new Date(p.at).toISOString())).toEqual([
      '2026-11-02T00:21:05.000Z',
      '2026-11-02T09:04:00.000Z',
    ]);
    const again = await admin.api.request('POST', 'admin/absensi/import', file.body, file.headers);
    expect(again.json().data).toMatchObject({ inserted: 0, duplicates: 2 });
  });

  it('refuses punches older than a year or in the future, and recomputes nothing for them', async () => {
    const csv = 'PIN,Waktu\n1017,01/01/1900 07:00\n1017,31/12/2100 07:00\n';
    const file = multipart('lama.csv', Buffer.from(csv), 'text/csv');
    const res = await admin.api.request('POST', 'admin/absensi/import', file.body, file.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      inserted: 0,
      date_from: null,
      refused: [
        { row: 2, reason: 'Tanggal di luar rentang impor (366 hari terakhir)' },
        { row: 3, reason: 'Tanggal di luar rentang impor (366 hari terakhir)' },
      ],
    });
  });

  it('reads an Excel file with NIP, date and time columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['Laporan mesin']);
    sheet.addRow(['NIP', 'Tanggal', 'Jam']);
    sheet.addRow([personNip, new Date(Date.UTC(2026, 10, 3)), '07:30']);
    sheet.addRow([personNip, '03/11/2026', '16:15:00']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = multipart(
      'absen.xlsx',
      bytes,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const res = await admin.api.request('POST', 'admin/absensi/import', file.body, file.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 2, inserted: 2, refused: [] });
    const dates = (await punchesOf()).map((p) => p.date);
    expect(dates.filter((d) => d === '2026-11-03')).toHaveLength(2);
  });

  it('refuses a file whose columns it cannot find, and other file types', async () => {
    const bad = multipart('absen.csv', Buffer.from('Nama,Jam\nRina,07:00\n'), 'text/csv');
    const res = await admin.api.request('POST', 'admin/absensi/import', bad.body, bad.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file[0]).toMatch(/Kolom tidak dikenali/);
    const txt = multipart('absen.txt', Buffer.from('x'), 'text/plain');
    expect(
      (await admin.api.request('POST', 'admin/absensi/import', txt.body, txt.headers)).statusCode,
    ).toBe(422);
  });
});
