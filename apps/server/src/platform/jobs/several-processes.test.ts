import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { testDatabaseUrl, withDatabaseName } from '../../../test/database-url.ts';
import { queueTestMail } from '../../../test/mail.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';
import { buildApp } from '../../app.ts';
import { fromPostgres } from '../../db/client.ts';
import { jobSchedules } from '../../db/schema/jobs.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { deliverMail, deliverPendingMail } from '../../modules/mail/mail.api.ts';

/**
 * ARCHITECTURE section 8: several API processes serve one PostgreSQL database. Two apps, each
 * with its own connection pool as two processes would have, share one database here; every
 * mail goes out once and a schedule runs once per period. PGlite is one connection inside one
 * process, so there is nothing to share there: this runs with TEST_DATABASE_URL set.
 */
describe.skipIf(testDatabaseUrl() === undefined)(
  'two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)',
  () => {
    const name = `sikerja_t_${randomBytes(6).toString('hex')}`;
    let serverUrl = '';
    let sink: SmtpSink;
    let apps: FastifyInstance[] = [];

    beforeAll(async () => {
      const template = inject('dbTemplate');
      if (template.kind !== 'postgres') throw new Error('this suite needs PostgreSQL');
      serverUrl = template.serverUrl;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database "${name}" template "${template.template}"`);
      await admin.end();
      sink = await startSmtpSink();
      for (let i = 0; i < 2; i++) {
        const database = fromPostgres(withDatabaseName(serverUrl, name), 4);
        const app = await buildApp(testConfig({ smtpUrl: sink.url }), { database });
        app.addHook('onClose', () => database.close());
        await app.ready();
        apps.push(app);
      }
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      apps = [];
      await sink?.close();
      if (!serverUrl) return;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    });

    const [first, second] = [() => apps[0] as FastifyInstance, () => apps[1] as FastifyInstance];

    const queue = (n: number) => queueTestMail(first().db, n);

    /** How many times each queued message arrived at the mail server. */
    const arrivals = (marker: string) => {
      const counts = new Map<string, number>();
      for (const mail of sink.received) {
        if (mail.subject.includes(marker))
          counts.set(mail.subject, (counts.get(mail.subject) ?? 0) + 1);
      }
      return counts;
    };

    it('each mail is delivered once when both apps tick the outbox job at once', async () => {
      const { ids, marker } = await queue(40);
      await first().jobs.trigger('mail.outbox');
      const results = await Promise.all([
        first().jobs.tick(),
        second().jobs.tick(),
        first().jobs.tick(),
        second().jobs.tick(),
      ]);
      // The schedule itself is claimed once …
      expect(results.flatMap((r) => r.succeeded).filter((n) => n === 'mail.outbox')).toEqual([
        'mail.outbox',
      ]);
      // … and every message arrived exactly once.
      const counts = arrivals(marker);
      expect(counts.size).toBe(40);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const statuses = await first()
        .db.select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, ids));
      expect(statuses.every((row) => row.status === 'sent')).toBe(true);
    });

    it('each mail is delivered once when both apps sweep and deliver after commit at once', async () => {
      const { ids, marker } = await queue(60);
      // Every path that sends, in both processes, racing: the sweeps and the prompt delivery.
      await Promise.all(
        [first(), second()].flatMap((app) => [
          deliverPendingMail(app.db, app.config, app.log),
          deliverPendingMail(app.db, app.config, app.log),
          deliverMail(app.db, ids, app.config, app.log),
          deliverMail(app.db, ids.slice(20, 40), app.config, app.log),
        ]),
      );
      const counts = arrivals(marker);
      expect(counts.size).toBe(60);
      expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      const rows = await second()
        .db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, ids));
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    });

    it('the day close runs once per period whichever app ticks', async () => {
      const runs = async () =>
        (
          await first()
            .db.select({ runs: jobSchedules.runs })
            .from(jobSchedules)
            .where(eq(jobSchedules.name, 'attendance.day-close'))
        )[0]?.runs ?? 0;
      await first().jobs.trigger('attendance.day-close');
      const before = await runs();
      const ticks = await Promise.all([
        first().jobs.tick(),
        second().jobs.tick(),
        second().jobs.tick(),
        first().jobs.tick(),
      ]);
      const ran = ticks.flatMap((r) => r.succeeded).filter((n) => n === 'attendance.day-close');
      expect(ran).toEqual(['attendance.day-close']);
      expect(await runs()).toBe(before + 1);
      // Within the same period neither app runs it again.
      const again = await Promise.all([first().jobs.tick(), second().jobs.tick()]);
      expect(again.flatMap((r) => r.succeeded)).not.toContain('attendance.day-close');
      expect(await runs()).toBe(before + 1);
    });
  },
);
