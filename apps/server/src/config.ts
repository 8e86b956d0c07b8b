import { z } from 'zod';

/**
 * Configuration is read once from the environment and validated, so a bad value
 * stops the start with one line naming the variable instead of failing later.
 */
const booleanLike = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']))
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const VARIABLES = {
  PORT: 'a whole number from 1 to 65535',
  HOST: 'a host name or IP address to listen on',
  DATABASE_URL:
    'a postgres:// or postgresql:// connection URL, or nothing for the embedded database',
  DATA_DIR: 'a folder path',
  APP_URL: 'an absolute http(s) URL such as http://localhost:3000',
  TZ: 'an IANA time zone such as Asia/Jakarta, Asia/Makassar or Asia/Jayapura',
  SEED_DEMO: 'true or false (also 1/0, yes/no, on/off)',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  LOG_FORMAT: 'pretty (readable lines) or json; unset: pretty on a terminal, json otherwise',
  WEB_DIST_DIR: 'a folder path holding the built web app',
  SESSION_TTL_HOURS: 'a whole number of hours from 1 to 72',
  SMTP_URL: 'an smtp:// or smtps:// URL such as smtps://user:pass@mail.example.ac.id:465',
  MAIL_FROM: 'a sender address such as "Sikerja <noreply@example.ac.id>"',
  LOGIN_SLOWDOWN_MS: 'a whole number of milliseconds from 0 to 10000',
  TRUST_PROXY: 'true or false: whether X-Forwarded-For from a reverse proxy is believed',
  RUN_JOBS: 'true or false: whether this process runs the background jobs',
  S3_ENDPOINT:
    'an http(s) URL of an S3-compatible store such as http://127.0.0.1:9000, or nothing for AWS S3',
  S3_BUCKET:
    'a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), needed when any other S3_ variable is set',
  S3_REGION: 'a region name such as us-east-1',
  S3_ACCESS_KEY_ID: 'an access key id, set together with S3_SECRET_ACCESS_KEY',
  S3_SECRET_ACCESS_KEY: 'a secret access key, set together with S3_ACCESS_KEY_ID',
  S3_FORCE_PATH_STYLE: 'true or false: bucket in the path (MinIO) instead of the host name',
} as const;
type Variable = keyof typeof VARIABLES;

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/)
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  TZ: z.string().refine(isTimeZone).default('Asia/Jakarta'),
  SEED_DEMO: booleanLike.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/)
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sikerja <noreply@sikerja.local>'),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(400),
  TRUST_PROXY: booleanLike.optional(),
  RUN_JOBS: booleanLike.optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanLike.optional(),
});

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** Variables that only make sense together: the first one found missing is reported. */
const ZEnvChecked = ZEnv.superRefine((e, ctx) => {
  if (!e.S3_BUCKET && S3_VARIABLES.some((key) => e[key] !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required' });
  }
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'required' });
  }
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID) {
    ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'required' });
  }
});

/** An S3-compatible store for finished uploads (docs/uploads.md). */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself, found from the region. */
  endpoint: string | undefined;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, a shared profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  timeZone: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** Readable lines for a person at a terminal; JSON lines for a log collector. */
  logFormat: 'pretty' | 'json';
  webDistDir: string | undefined;
  version: string;
  /** Lifetime of a token without 'Ingat saya': a working day by default. */
  sessionTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Extra wait per failed login beyond the third, to slow guessing before the lock. */
  loginSlowdownMs: number;
  /** Behind a reverse proxy the client's address comes from X-Forwarded-For; otherwise it must not. */
  trustProxy: boolean;
  /** Where finished uploads are kept: this store when set, else DATA_DIR/files. */
  s3: S3Config | undefined;
  /** Whether this process ticks the background jobs (docs/operations.md); off in tests. */
  runJobs: boolean;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly accepts: string,
    readonly value: string | undefined,
  ) {
    super(`Invalid ${variable}=${JSON.stringify(value ?? '')}: expected ${accepts}.`);
  }
}

/** Parses the environment; empty strings count as unset. Throws ConfigError on the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const input = Object.fromEntries(
    Object.keys(VARIABLES).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = ZEnvChecked.safeParse(input);
  if (!parsed.success) {
    const variable = String(parsed.error.issues[0]?.path[0] ?? 'environment') as Variable;
    throw new ConfigError(variable, VARIABLES[variable] ?? 'a valid value', env[variable]);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    timeZone: e.TZ,
    // The embedded database is for trying the product, so it gets demo data unless told otherwise.
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    webDistDir: e.WEB_DIST_DIR,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    loginSlowdownMs: e.LOGIN_SLOWDOWN_MS,
    trustProxy: e.TRUST_PROXY ?? false,
    runJobs: e.RUN_JOBS ?? true,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          // A store of one's own (MinIO and the like) rarely has a DNS name per bucket.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    version: env.npm_package_version ?? '0.1.0',
  };
}
