/**
 * `/iclock/…`: the ADMS push protocol of ZKTeco-compatible fingerprint terminals
 * (docs/attendance.md "Fingerprint machines"). Outside `/api/v1`: a terminal cannot log in
 * or echo an anti-forgery token, so it is known by its serial number in the
 * fingerprint/machine master instead, and an unknown or inactive serial is refused.
 *
 * Every answer is text/plain as the terminals expect, errors too (this plugin's own error
 * handler): a post the receiver cannot read is answered with a status that makes the
 * terminal send it again later, never a 500.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { drainBody } from '../../http/error-handler.ts';
import {
  handshakeText,
  ICLOCK_BODY_LIMIT,
  ICLOCK_ERROR_DELAY_S,
  ICLOCK_MAX_LINES,
  linesOf,
  parseAttLog,
  serialOf,
} from './iclock.parse.ts';
import { acknowledgeAttLog, findMachine, type Machine, storeAttLog } from './iclock.service.ts';

/** One warning per refused serial per this long: a stray terminal polls every few seconds. */
const REFUSAL_LOG_EVERY_MS = 10 * 60_000;
const REFUSAL_LOG_MAX_SERIALS = 1000;

type Query = Record<string, string | undefined>;

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const query = (request.query ?? {}) as Query;
  // Terminals spell the parameters 'SN' and 'table'; some firmware lower- or upper-cases them.
  const key = Object.keys(query).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : query[key];
  return typeof value === 'string' ? value : undefined;
}

function text(reply: FastifyReply, status: number, body: string) {
  return reply.status(status).type('text/plain; charset=utf-8').send(body);
}

export async function iclockRoutes(app: FastifyInstance): Promise<void> {
  const refusalsLogged = new Map<string, number>();

  // Terminals post text as text/plain, as a form, or with no type at all: the body is bytes
  // for this receiver to read, whatever it claims to be.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: ICLOCK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      if (!request.raw.complete) await drainBody(request.raw);
      return text(reply, 413, 'ERROR: body too large');
    }
    // A request the terminal itself got wrong: Fastify's client errors, the input guard's 422.
    const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    const client = error instanceof AppError ? error.code === 'VALIDATION' : status < 500;
    if (status >= 400 && status < 500 && client) return text(reply, 400, 'ERROR: bad request');
    // A month locked between the look and the write, the database, a bug: the terminal keeps
    // the records and sends them again later.
    request.log.error({ err: error }, 'iclock: could not take a request');
    return reply
      .header('retry-after', String(ICLOCK_ERROR_DELAY_S))
      .status(503)
      .type('text/plain; charset=utf-8')
      .send('ERROR: retry later');
  });

  /** The terminal of the request's SN, or undefined after answering the refusal. */
  async function machineOf(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Machine | undefined> {
    const raw = queryValue(request, 'SN');
    const serial = serialOf(raw);
    if (!serial) {
      text(reply, 400, 'ERROR: SN required');
      return undefined;
    }
    const machine = await findMachine(app.db, serial);
    if (machine?.is_active) return machine;
    const now = Date.now();
    if ((refusalsLogged.get(serial) ?? 0) < now - REFUSAL_LOG_EVERY_MS) {
      if (refusalsLogged.size >= REFUSAL_LOG_MAX_SERIALS) refusalsLogged.clear();
      refusalsLogged.set(serial, now);
      request.log.warn(
        { serial, ip: request.ip, path: request.url.split('?')[0] },
        machine
          ? 'iclock: inactive fingerprint machine refused'
          : 'iclock: unknown fingerprint machine refused (add its serial in fingerprint/machine)',
      );
    }
    text(reply, 403, machine ? 'ERROR: device disabled' : 'ERROR: unknown device');
    return undefined;
  }

  const bodyText = (request: FastifyRequest) =>
    Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';

  // The handshake (and, on some firmware, the heartbeat): the options the terminal asks for.
  const paths = (name: string) => [`/iclock/${name}`, `/iclock/${name}.aspx`];
  for (const path of paths('cdata'))
    app.get(path, async (request, reply) => {
      const machine = await machineOf(request, reply);
      if (!machine) return reply;
      return text(
        reply,
        200,
        handshakeText(machine.serial_number, {
          attlogStamp: machine.attlog_stamp,
          timeZone: machine.time_zone,
        }),
      );
    });

  // Records: ATTLOG lines are stored; other tables (operation log, photos, device options)
  // are acknowledged and dropped.
  for (const path of paths('cdata'))
    app.post(path, async (request, reply) => {
      const machine = await machineOf(request, reply);
      if (!machine) return reply;
      const lines = linesOf(bodyText(request));
      const table = (queryValue(request, 'table') ?? '').toUpperCase();
      if (table !== 'ATTLOG') return text(reply, 200, `OK: ${lines.length}`);
      if (lines.length > ICLOCK_MAX_LINES) {
        request.log.warn(
          { serial: machine.serial_number, lines: lines.length },
          'iclock: too many lines',
        );
        return text(reply, 413, `ERROR: at most ${ICLOCK_MAX_LINES} lines`);
      }
      const batch = parseAttLog(lines);
      const result = await storeAttLog(app.db, machine, batch.lines);
      const counts = {
        serial: machine.serial_number,
        lines: batch.total,
        garbage: batch.garbage,
        ...result,
      };
      if (result.retry > 0) {
        request.log.warn(
          counts,
          'iclock: punches of a locked month held back; the machine will retry',
        );
        return reply
          .header('retry-after', String(ICLOCK_ERROR_DELAY_S))
          .status(503)
          .type('text/plain; charset=utf-8')
          .send(`ERROR: ${result.retry} records in a locked month, retry later`);
      }
      const stamp = queryValue(request, 'Stamp');
      await acknowledgeAttLog(app.db, machine.id, stamp && /^\d{1,20}$/.test(stamp) ? stamp : null);
      if (batch.garbage > 0 || result.unmapped > 0 || result.outOfRange > 0) {
        request.log.warn(counts, 'iclock: records skipped');
      } else {
        request.log.info(counts, 'iclock: records taken');
      }
      return text(reply, 200, `OK: ${batch.total}`);
    });

  // Polled every Delay seconds for a command; there is none to give.
  const noCommand = async (request: FastifyRequest, reply: FastifyReply) => {
    const machine = await machineOf(request, reply);
    if (!machine) return reply;
    return text(reply, 200, 'OK');
  };
  for (const path of [...paths('getrequest'), ...paths('ping')]) app.get(path, noCommand);

  // A command's result ("ID=…&Return=…&CMD=…"): acknowledged.
  for (const path of paths('devicecmd'))
    app.post(path, async (request, reply) => {
      const machine = await machineOf(request, reply);
      if (!machine) return reply;
      return text(reply, 200, 'OK');
    });
}
