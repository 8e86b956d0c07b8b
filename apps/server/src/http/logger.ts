import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * The server's logger: readable single lines for a person at a terminal (pino-pretty, in a
 * worker thread), JSON lines for a collector or when LOG_FORMAT=json.
 */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  if (config.logFormat === 'json' || config.logLevel === 'silent')
    return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId',
        singleLine: true,
      },
    },
  };
}

/**
 * One line per request at debug, instead of Fastify's two at info: at the default level the
 * log holds what someone should read (starts, warnings, errors with their request id). A
 * request that failed is still logged by the error handler.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    request.log.debug(
      {
        method: request.method,
        url: request.url.slice(0, 300),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}
