import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives working defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      appUrl: 'http://localhost:3000',
      timeZone: 'Asia/Jakarta',
      seedDemo: true,
    });
  });

  it('turns demo data off by default on PostgreSQL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost/sikerja' });
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@localhost/sikerja');
  });

  it.each([
    [{ SEED_DEMO: 'false' }, false],
    [{ SEED_DEMO: 'off' }, false],
    [{ SEED_DEMO: '0' }, false],
    [{ SEED_DEMO: 'YES' }, true],
    [{ SEED_DEMO: 'on', DATABASE_URL: 'postgresql://localhost/x' }, true],
  ])('reads SEED_DEMO from %j as %s', (env, expected) => {
    expect(loadConfig(env).seedDemo).toBe(expected);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('derives APP_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://sikerja.example.ac.id/' }).appUrl).toBe(
      'https://sikerja.example.ac.id',
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['APP_URL', 'not a url'],
    ['APP_URL', 'ftp://example.org'],
    ['TZ', 'Mars/Olympus'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['S3_ENDPOINT', '127.0.0.1:9000'],
    ['S3_ENDPOINT', 'ftp://minio.local'],
    ['S3_BUCKET', 'Sikerja_Files'],
    ['S3_BUCKET', 'ab'],
    ['S3_REGION', 'us east'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
  ])('rejects %s=%s with a message naming the variable', (variable, value) => {
    let caught: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
    expect(error.message).not.toContain('\n');
  });

  it.each(['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'])('accepts the time zone %s', (tz) => {
    expect(loadConfig({ TZ: tz }).timeZone).toBe(tz);
  });

  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads an S3-compatible store, path style by default when an endpoint is given', () => {
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'sikerja',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }).s3,
    ).toEqual({
      bucket: 'sikerja',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    // AWS S3 itself: host-style addresses, and the SDK's own credential chain.
    expect(loadConfig({ S3_BUCKET: 'sikerja.files', S3_REGION: 'ap-southeast-3' }).s3).toEqual({
      bucket: 'sikerja.files',
      region: 'ap-southeast-3',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_ENDPOINT: 'https://s3.example.ac.id',
        S3_BUCKET: 'x-1',
        S3_FORCE_PATH_STYLE: 'off',
      }).s3?.forcePathStyle,
    ).toBe(false);
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'Rahasia-123' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'sikerja', S3_ACCESS_KEY_ID: 'minio' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'sikerja', S3_SECRET_ACCESS_KEY: 'Rahasia-123' }, 'S3_ACCESS_KEY_ID'],
  ])('refuses the S3 variables %j when %s is missing', (env, missing) => {
    let caught: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).variable).toBe(missing);
    // The secret key itself is never printed.
    expect((caught as ConfigError).message).not.toContain('Rahasia-123');
  });
});
