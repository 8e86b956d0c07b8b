import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from '../../../test/api-client.ts';
import { useTestApp } from '../../../test/app.ts';
import { attendanceDays, attendancePunches } from '../../db/schema/attendance.ts';
import { fingerprintMachines, fingerprintPins } from '../../db/schema/masters-attendance.ts';
import { users } from '../../db/schema/users.ts';
import { wallClockBetween } from '../../lib/time.ts';
import { ICLOCK_MAX_LINES, parseAttLog, utcOffsetHours } from './iclock.parse.ts';

/**
 * The ADMS push protocol replayed as ZKTeco-compatible terminals speak it (firmware 6.60,
 * push version 2.4.1): handshake, ATTLOG posts, command polls, over HTTP on a real database.
 */
describe('iclock: fingerprint machines pushing punches', () => {
  const ctx = useTestApp({ demo: true });
  let admin: Session;
  let rina = 0;
  let budi = 0;
  let lobby = 0;

  // What the terminals send: a user agent and no cookie, no token.
  const headers = { 'user-agent': 'iClock Proxy/1.09', accept: '*/*' };
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: string | Buffer, type: string | null = 'text/plain') =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: type ? { ...headers, 'content-type': type } : headers,
    });

  const machine = async (serial: string) => {
    const [row] = await ctx.app.db
      .select()
      .from(fingerprintMachines)
      .where(eq(fingerprintMachines.serialNumber, serial));
    return row;
  };
  const punchesOf = (userId: number) =>
    ctx.app.db
      .select({
        at: attendancePunches.at,
        date: attendancePunches.date,
        type: attendancePunches.type,
        machineId: attendancePunches.machineId,
        note: attendancePunches.note,
      })
      .from(attendancePunches)
      .where(and(eq(attendancePunches.userId, userId), eq(attendancePunches.source, 'fingerprint')))
      .orderBy(attendancePunches.at);
  const instants = async (userId: number) =>
    (await punchesOf(userId)).map((p) => new Date(p.at).toISOString());

  beforeAll(async () => {
    admin = await login(ctx.app, 'admin@sikerja.test');
    const person = async (email: string) =>
      (await ctx.app.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;
    rina = await person('pegawai@sikerja.test');
    budi = await person('atasan@sikerja.test');
    const inserted = await ctx.app.db
      .insert(fingerprintMachines)
      .values([
        { name: 'Mesin Lobi', serialNumber: 'CKJE201560123' },
        { name: 'Mesin Makassar', serialNumber: 'AEH2194860321', timeZone: 'Asia/Makassar' },
        { name: 'Mesin Gudang', serialNumber: 'OLD0000001', isActive: false },
      ])
      .returning({ id: fingerprintMachines.id });
    lobby = inserted[0]?.id ?? 0;
    const makassar = inserted[1]?.id ?? 0;
    await ctx.app.db.insert(fingerprintPins).values([
      // Rina's punches are read by the status she picks on the terminal.
      { pin: '1017', machineId: lobby, userId: rina, readMode: 'status' },
      // Budi is enrolled as 2020 on the lobby terminal only; the Makassar one knows him by it too.
      { pin: '2020', machineId: lobby, userId: budi, readMode: 'auto' },
      { pin: '3030', machineId: makassar, userId: rina, readMode: 'in' },
    ]);
  });

  it('answers the handshake with the options the terminal asks for, as text', async () => {
    const res = await get('/iclock/cdata?SN=CKJE201560123&options=all&pushver=2.4.1&language=69');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers.date).toBeDefined();
    expect(res.body.split('\n')).toEqual([
      'GET OPTION FROM: CKJE201560123',
      'ATTLOGStamp=None',
      'OPERLOGStamp=9999',
      'ATTPHOTOStamp=None',
      'ErrorDelay=60',
      'Delay=30',
      'TransTimes=00:00;14:05',
      'TransInterval=1',
      'TransFlag=TransData AttLog',
      'Realtime=1',
      'Encrypt=None',
      'ServerVer=2.4.1',
      '',
    ]);
    expect((await machine('CKJE201560123'))?.lastContactAt).not.toBeNull();
    // A terminal whose clock zone is set is told it (WITA is UTC+8).
    const wita = await get('/iclock/cdata?SN=aeh2194860321&options=all');
    expect(wita.body).toContain('GET OPTION FROM: AEH2194860321\n');
    expect(wita.body).toContain('\nTimeZone=8\n');
    // The .aspx spelling some firmware uses.
    expect((await get('/iclock/cdata.aspx?SN=CKJE201560123&options=all')).statusCode).toBe(200);
  });

  it('refuses an unknown, an inactive or a missing serial number', async () => {
    const unknown = await get('/iclock/cdata?SN=NOTREGISTERED1&options=all');
    expect([unknown.statusCode, unknown.body]).toEqual([403, 'ERROR: unknown device']);
    expect(unknown.headers['content-type']).toMatch(/^text\/plain/);
    const attlog = await post(
      '/iclock/cdata?SN=NOTREGISTERED1&table=ATTLOG',
      '1017\t2026-11-02 07:00:00\t0\t1\t0\t0\t0\n',
    );
    expect(attlog.statusCode).toBe(403);
    const inactive = await get('/iclock/getrequest?SN=OLD0000001');
    expect([inactive.statusCode, inactive.body]).toEqual([403, 'ERROR: device disabled']);
    expect((await machine('OLD0000001'))?.lastContactAt).toBeNull();
    for (const url of [
      '/iclock/getrequest',
      '/iclock/cdata?SN=',
      '/iclock/cdata?SN=bad%20serial',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toBe('ERROR: SN required');
    }
    expect(await punchesOf(rina)).toEqual([]);
  });

  it('stores an ATTLOG post once, skipping garbage lines and unknown PINs, reading in/out by the status column', async () => {
    // A batch as a terminal sends it after being offline: tab-separated, CRLF, a record twice,
    // a broken line, an impossible date, a PIN nobody holds.
    const body = [
      '1017\t2026-11-02 07:21:05\t0\t1\t0\t0\t0',
      '1017\t2026-11-02 07:21:05\t0\t1\t0\t0\t0',
      '2020\t2026-11-02 07:25:40\t0\t15\t0\t0\t0',
      'garbage without tabs',
      '1017\t2026-02-30 07:00:00\t0\t1',
      '1017\t2026-11-02 25:61:00\t0\t1',
      '\t2026-11-02 08:00:00\t0\t1',
      '9999\t2026-11-02 07:30:00\t0\t1\t0\t0\t0',
      '1017\t2026-11-02 16:04:11\t1\t1\t0\t0\t0',
      '1017\t2026-11-02 12:01:00\t4\t1\t0\t0\t0',
      '',
    ].join('\r\n');
    const res = await post('/iclock/cdata?SN=CKJE201560123&table=ATTLOG&Stamp=9999', body);
    expect([res.statusCode, res.body]).toEqual([200, 'OK: 10']);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const rinas = await punchesOf(rina);
    expect(rinas.map((p) => [new Date(p.at).toISOString(), p.type, p.machineId])).toEqual([
      ['2026-11-02T00:21:05.000Z', 'masuk', lobby],
      // Status 4 (overtime in) is neither: read by time of day.
      ['2026-11-02T05:01:00.000Z', null, lobby],
      ['2026-11-02T09:04:11.000Z', 'pulang', lobby],
    ]);
    expect(rinas[0]?.note).toBe('iClock CKJE201560123 status 0 verifikasi 1');
    // Budi's PIN reads by time of day (auto): untyped.
    expect((await punchesOf(budi)).map((p) => p.type)).toEqual([null]);
    expect((await machine('CKJE201560123'))?.punchCount).toBe(4);
    // The day was recomputed from them.
    const [day] = await ctx.app.db
      .select({ checkIn: attendanceDays.checkIn, checkOut: attendanceDays.checkOut })
      .from(attendanceDays)
      .where(and(eq(attendanceDays.userId, rina), eq(attendanceDays.date, '2026-11-02')));
    expect(day?.checkIn && new Date(day.checkIn).toISOString()).toBe('2026-11-02T00:21:05.000Z');
    expect(day?.checkOut && new Date(day.checkOut).toISOString()).toBe('2026-11-02T09:04:11.000Z');

    // The same post again (the terminal did not hear the answer): nothing stored twice.
    const again = await post('/iclock/cdata?SN=CKJE201560123&table=ATTLOG&Stamp=9999', body);
    expect([again.statusCode, again.body]).toEqual([200, 'OK: 10']);
    expect(await punchesOf(rina)).toHaveLength(3);
    expect((await machine('CKJE201560123'))?.punchCount).toBe(4);
    // The stamp taken is the one the next handshake answers.
    const handshake = await get('/iclock/cdata?SN=CKJE201560123&options=all');
    expect(handshake.body).toContain('\nATTLOGStamp=9999\n');
  });

  it('reads a terminal’s local times in its own time zone', async () => {
    // WITA 08:05 is WIB 07:05; WITA 00:30 on the 4th is WIB 23:30 on the 3rd.
    const body =
      '3030\t2026-11-03 08:05:00\t0\t1\t0\t0\t0\n3030\t2026-11-04 00:30:00\t0\t1\t0\t0\t0\n';
    const res = await post('/iclock/cdata?SN=AEH2194860321&table=ATTLOG&Stamp=100', body);
    expect([res.statusCode, res.body]).toEqual([200, 'OK: 2']);
    const made = (await punchesOf(rina)).filter((p) => p.date === '2026-11-03');
    expect(made.map((p) => [new Date(p.at).toISOString(), p.type])).toEqual([
      ['2026-11-03T00:05:00.000Z', 'masuk'],
      ['2026-11-03T16:30:00.000Z', 'masuk'],
    ]);
    // Budi's PIN 2020 is mapped on the lobby terminal only, and to him alone: the Makassar
    // terminal's 2020 is Budi too.
    const budiPost = await post(
      '/iclock/cdata?SN=AEH2194860321&table=ATTLOG',
      '2020\t2026-11-05 08:00:00\t0\t1\t0\t0\t0\n',
    );
    expect(budiPost.body).toBe('OK: 1');
    expect(await instants(budi)).toContain('2026-11-05T00:00:00.000Z');
  });

  it('holds back the punches of a locked month: the terminal is told to retry, nothing is lost', async () => {
    expect((await admin.api.post('admin/lock', { year: 2026, month: 10 })).statusCode).toBe(200);
    const body =
      '1017\t2026-10-30 07:10:00\t0\t1\t0\t0\t0\n1017\t2026-11-06 07:12:00\t0\t1\t0\t0\t0\n';
    const url = '/iclock/cdata?SN=CKJE201560123&table=ATTLOG&Stamp=12000';
    const refused = await post(url, body);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body).not.toMatch(/^OK/);
    // The open month's punch is in; the locked month's is not, and the stamp did not move.
    const after = await instants(rina);
    expect(after).toContain('2026-11-06T00:12:00.000Z');
    expect(after).not.toContain('2026-10-30T00:10:00.000Z');
    expect((await machine('CKJE201560123'))?.attlogStamp).toBe('9999');

    // The terminal retries while the month stays locked: still refused, nothing doubled.
    expect((await post(url, body)).statusCode).toBe(503);
    expect((await instants(rina)).filter((t) => t === '2026-11-06T00:12:00.000Z')).toHaveLength(1);

    const locks = await admin.api.post('admin/lock/list', { year: 2026 });
    const lockId = locks.json().data[0]?.id;
    expect((await admin.api.request('DELETE', `admin/lock/${lockId}`)).statusCode).toBe(200);
    const retried = await post(url, body);
    expect([retried.statusCode, retried.body]).toEqual([200, 'OK: 2']);
    expect(await instants(rina)).toContain('2026-10-30T00:10:00.000Z');
    expect((await instants(rina)).filter((t) => t === '2026-11-06T00:12:00.000Z')).toHaveLength(1);
    expect((await machine('CKJE201560123'))?.attlogStamp).toBe('12000');
  });

  it('keeps a person’s day right when posts for them arrive at once', async () => {
    // Twelve one-line posts at the same moment (two terminals' real-time pushes and retries):
    // each person's writes are serialised, so every post is taken and the day is the last word.
    const times = Array.from(
      { length: 12 },
      (_, i) => `2026-11-09 ${String(7 + i).padStart(2, '0')}:00:00`,
    );
    const answers = await Promise.all(
      times.map((t) =>
        post('/iclock/cdata?SN=CKJE201560123&table=ATTLOG', `2020\t${t}\t0\t1\t0\t0\t0\n`),
      ),
    );
    expect(answers.map((a) => `${a.statusCode} ${a.body}`)).toEqual(times.map(() => '200 OK: 1'));
    const stored = (await punchesOf(budi)).filter((p) => p.date === '2026-11-09');
    expect(stored).toHaveLength(12);
    const [day] = await ctx.app.db
      .select({ checkIn: attendanceDays.checkIn, checkOut: attendanceDays.checkOut })
      .from(attendanceDays)
      .where(and(eq(attendanceDays.userId, budi), eq(attendanceDays.date, '2026-11-09')));
    expect(day?.checkIn && new Date(day.checkIn).toISOString()).toBe('2026-11-09T00:00:00.000Z');
    expect(day?.checkOut && new Date(day.checkOut).toISOString()).toBe('2026-11-09T11:00:00.000Z');
  });

  it('acknowledges polls, command results and tables it does not keep', async () => {
    const poll = await get(
      '/iclock/getrequest?SN=CKJE201560123&INFO=Ver%206.60,2,1,120,192.168.1.201,10,7,12,11,111',
    );
    expect([poll.statusCode, poll.body]).toEqual([200, 'OK']);
    expect((await get('/iclock/ping?SN=CKJE201560123')).body).toBe('OK');
    const cmd = await post(
      '/iclock/devicecmd?SN=CKJE201560123',
      'ID=1&Return=0&CMD=INFO',
      'application/x-www-form-urlencoded',
    );
    expect([cmd.statusCode, cmd.body]).toEqual([200, 'OK']);
    const oplog = await post(
      '/iclock/cdata?SN=CKJE201560123&table=OPERLOG&Stamp=1',
      'OPLOG 4\t0\t2026-11-02 07:00:00\t0\t0\t0\t0\nUSER PIN=1017\tName=Rina\tPri=0\tPasswd=\tCard=\tGrp=1\tTZ=0\n',
    );
    expect([oplog.statusCode, oplog.body]).toEqual([200, 'OK: 2']);
    expect(
      (
        await post(
          '/iclock/cdata?SN=CKJE201560123&table=options',
          '~DeviceName=MB160,FWVersion=Ver 6.60',
        )
      ).body,
    ).toBe('OK: 1');
  });

  it('never answers 500 to garbage: binary bodies, no content type, too many lines, too large', async () => {
    const before = (await punchesOf(rina)).length;
    const binary = Buffer.from([0, 1, 2, 0xff, 0xfe, 10, 0x31, 9, 0, 10, 0x80, 0x81]);
    const res = await post(
      '/iclock/cdata?SN=CKJE201560123&table=ATTLOG',
      binary,
      'application/octet-stream',
    );
    expect([res.statusCode, res.body]).toEqual([200, 'OK: 3']);
    const untyped = await post('/iclock/cdata?SN=CKJE201560123&table=ATTLOG', 'x\n', null);
    expect([untyped.statusCode, untyped.body]).toEqual([200, 'OK: 1']);
    const empty = await post('/iclock/cdata?SN=CKJE201560123&table=ATTLOG', '');
    expect([empty.statusCode, empty.body]).toEqual([200, 'OK: 0']);
    expect((await punchesOf(rina)).length).toBe(before);

    const many = '1\t2026-11-02 07:00:00\t0\t1\n'.repeat(ICLOCK_MAX_LINES + 1);
    const tooMany = await post('/iclock/cdata?SN=CKJE201560123&table=ATTLOG', many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.body).toMatch(/^ERROR/);
    const large = await post(
      '/iclock/cdata?SN=CKJE201560123&table=ATTLOG',
      'x'.repeat(3 * 1024 * 1024),
    );
    expect(large.statusCode).toBe(413);
    expect(large.headers['content-type']).toMatch(/^text\/plain/);
    const control = await get('/iclock/cdata?SN=CKJE201560123&options=%00');
    expect(control.statusCode).toBe(400);
  });

  it('shows each machine’s last contact and punch count on the machine list', async () => {
    const res = await admin.api.post('admin/master/fingerprint/machine/list', { search: 'CKJE' });
    expect(res.statusCode).toBe(200);
    const [row] = res.json().data;
    expect(row).toMatchObject({ serial_number: 'CKJE201560123', punch_count: 18 });
    expect(Date.now() - new Date(row.last_contact_at).getTime()).toBeLessThan(60_000);
  });
});

describe('iclock: reading', () => {
  it('parses ATTLOG lines and counts garbage', () => {
    expect(
      parseAttLog([
        '  42 \t2026-11-02 07:00:00',
        '42\t2026-11-02 7:00:00',
        '42\t2026-11-02 07:00:00\tx\t1',
      ]),
    ).toEqual({
      lines: [
        { pin: '42', local: '2026-11-02 07:00:00', status: null, verify: null },
        { pin: '42', local: '2026-11-02 07:00:00', status: null, verify: 1 },
      ],
      garbage: 1,
      total: 3,
    });
  });

  it.each([
    ['2026-11-03 08:05:00', 'Asia/Makassar', 'Asia/Jakarta', '2026-11-03 07:05:00'],
    ['2026-11-04 00:30:00', 'Asia/Makassar', 'Asia/Jakarta', '2026-11-03 23:30:00'],
    ['2026-12-31 23:30:00', 'Asia/Jakarta', 'Asia/Jayapura', '2027-01-01 01:30:00'],
    ['2026-11-03 08:05:00', 'Asia/Jakarta', 'Asia/Jakarta', '2026-11-03 08:05:00'],
  ])('%s in %s is %s %s', (local, from, to, expected) => {
    expect(wallClockBetween(local, from, to)).toBe(expected);
  });

  it('states the zones as hours east of UTC', () => {
    expect(
      ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'].map((z) => utcOffsetHours(z)),
    ).toEqual([7, 8, 9]);
  });
});
