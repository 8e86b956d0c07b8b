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
});
