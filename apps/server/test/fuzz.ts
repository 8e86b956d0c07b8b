import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { login } from './api-client.ts';

/**
 * A walk of every operation in the OpenAPI document with schema-invalid and hostile input
 * (docs/testing.md). Deterministic: fast-check draws from a fixed seed, and the number of
 * variants per operation is bounded, so the suite stays quick; FUZZ_RUNS raises it.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minItems?: number;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
export interface FuzzOperation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  /** A plausible body built from the schema, which one hostile field then spoils. */
  baseline: Record<string, unknown>;
  hasBody: boolean;
}

const NUL_AND_CONTROLS = ['\u0000', 'a\u0000b', '\u0001\u0002\u001f', '\u007f'];
const FAR_DATES = ['9999-12-31', '0001-01-01', '2026-02-30', '1899-12-31', '+275760-09-13'];
const BIG_NUMBERS = [2_147_483_648, -2_147_483_649, 1e308, Number.MAX_SAFE_INTEGER + 2, -1, 0, 1.5];
const WRONG_TYPES: unknown[] = [[], {}, true, null, [null], { $ne: 1 }];

/** One hostile value: huge and negative numbers, control characters, far dates, wrong types. */
export const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(...NUL_AND_CONTROLS, ...FAR_DATES, ...BIG_NUMBERS, ...WRONG_TYPES),
  fc.constantFrom('2147483648', '-1', '1e309', 'NaN', '', ' ', '../../etc/passwd'),
  fc.constant('x'.repeat(1_000_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** A value for a path or query parameter, as text. */
const hostileParam = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '99999999999999999999',
    '-1',
    '0',
    'abc',
    '1.5',
    '%00',
    '9999-12-31',
    '0001-01-01',
  ),
  fc.constant('y'.repeat(5000)),
  fc.integer().map(String),
);

/** A plausible value of a schema: the first choice, a date, 1, false (no flag switched on). */
function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) {
    const pick = choice.find((c) => c.type !== 'null') ?? choice[0];
    return plausible(pick, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'email') return 'fuzz@sikerja.test';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return '2026-12-01T08:00:00.000Z';
      return 'Uji';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.minItems ? [plausible(schema.items, depth + 1)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]),
      );
    default:
      return null;
  }
}

function schemaFields(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const variants = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return [...new Set(variants.flatMap((s) => Object.keys(s.properties ?? {})))];
}

/** Every API operation of the document, with the names of its inputs. */
export function operationsOf(document: unknown): FuzzOperation[] {
  const paths = (document as { paths: Record<string, Record<string, Operation>> }).paths;
  const out: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const params = op.parameters ?? [];
      const json = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: schemaFields(json),
        baseline: (plausible(json) as Record<string, unknown> | null) ?? {},
        hasBody: op.requestBody !== undefined,
      });
    }
  }
  return out.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

interface Variant {
  label: string;
  url: string;
  payload?: InjectOptions['payload'];
  contentType?: string;
}

function fill(path: string, names: string[], values: string[]): string {
  let url = path;
  names.forEach((name, i) => {
    url = url.replace(`{${name}}`, encodeURIComponent(values[i] ?? '1'));
  });
  return url;
}

/** The variants of one operation: hostile values per field, broken bodies, hostile ids. */
export function variantsOf(op: FuzzOperation, seed: number, runs: number): Variant[] {
  const sample = <T>(arb: fc.Arbitrary<T>, n: number, offset: number) =>
    fc.sample(arb, { seed: seed + offset, numRuns: n });
  const okUrl = fill(
    op.path,
    op.pathParams,
    op.pathParams.map(() => '1'),
  );
  const variants: Variant[] = [];
  for (const [i, values] of sample(
    fc.array(hostileParam, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
    op.pathParams.length > 0 ? 3 : 0,
    1,
  ).entries()) {
    variants.push({ label: `path ${i}`, url: fill(op.path, op.pathParams, values) });
  }
  if (op.queryParams.length > 0) {
    for (const [i, values] of sample(
      fc.array(hostileParam, {
        minLength: op.queryParams.length,
        maxLength: op.queryParams.length,
      }),
      runs,
      2,
    ).entries()) {
      const query = op.queryParams
        .map((name, j) => `${name}=${encodeURIComponent(values[j] ?? '')}`)
        .join('&');
      variants.push({ label: `query ${i}`, url: `${okUrl}?${query}` });
    }
  }
  variants.push({ label: 'page past 32 bits', url: `${okUrl}?page=2147483648` });
  if (op.method !== 'GET' && op.method !== 'DELETE') {
    const fields = [...op.bodyFields, 'tambahan'];
    // Every field hostile at once, and one hostile field in an otherwise plausible body (so
    // the value gets past the other fields' checks to the handler and the database).
    for (const [i, values] of sample(
      fc.array(hostileValue, { minLength: fields.length, maxLength: fields.length }),
      runs,
      3,
    ).entries()) {
      const body = Object.fromEntries(fields.map((f, j) => [f, values[j]]));
      variants.push({ label: `body ${i}`, url: okUrl, payload: JSON.stringify(body) });
    }
    const spoil = fc.tuple(fc.nat({ max: Math.max(0, fields.length - 1) }), hostileValue);
    for (const [i, [field, value]] of sample(spoil, runs * 4, 4).entries()) {
      const name = fields[field] ?? 'tambahan';
      const body = { ...op.baseline, [name]: value };
      variants.push({ label: `${name} spoilt ${i}`, url: okUrl, payload: JSON.stringify(body) });
    }
    variants.push({ label: 'plausible', url: okUrl, payload: JSON.stringify(op.baseline) });
    variants.push(
      { label: 'no body', url: okUrl },
      { label: 'empty object', url: okUrl, payload: '{}' },
      { label: 'malformed JSON', url: okUrl, payload: '{"a":' },
      { label: 'array body', url: okUrl, payload: '[1,2,3]' },
      { label: 'nested deep', url: okUrl, payload: `${'['.repeat(500)}${']'.repeat(500)}` },
      { label: 'wrong content type', url: okUrl, payload: 'hello', contentType: 'text/plain' },
      {
        label: 'proto pollution',
        url: okUrl,
        payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
      },
    );
  }
  return variants;
}

export interface FuzzFinding {
  op: string;
  variant: string;
  status: number;
  body: string;
}

const ENGLISH =
  /^(invalid|expected|required|string must|number must|too (big|small)|unrecognized)/i;

/** Why an answer breaks the rules (5xx; a 422 without a field or an Indonesian message). */
export function judge(res: LightMyRequestResponse, op: FuzzOperation): string | undefined {
  if (res.statusCode >= 500) return 'server error';
  if (res.statusCode !== 422) return undefined;
  const body = res.json() as { errors?: Record<string, unknown> };
  const entries = Object.entries(body.errors ?? {});
  if (entries.length === 0) return '422 without a field';
  // A field the operation has: a 422 on anything else (a database backstop's 'data') means
  // no schema caught the value.
  const known = new Set([
    ...op.pathParams,
    ...op.queryParams,
    ...op.bodyFields,
    'body',
    'params',
    'querystring',
    'file',
    'tambahan',
  ]);
  for (const [field, messages] of entries) {
    if (!field) return '422 with an empty field name';
    if (!known.has(field.split('.')[0] ?? ''))
      return `422 on "${field}", not a field of the operation`;
    if (!Array.isArray(messages) || messages.length === 0) return `422 ${field} without message`;
    for (const m of messages) {
      if (typeof m !== 'string' || !m.trim() || ENGLISH.test(m)) return `422 ${field}: "${m}"`;
    }
  }
  return undefined;
}

/**
 * Sends every variant of the given operations as the given login (or a guest) and returns the
 * answers that break the rules. A session that a variant ends (logout) is renewed.
 */
export async function fuzzOperations(
  app: FastifyInstance,
  ops: FuzzOperation[],
  options: { credentials: { login: string; password: string } | null; seed: number; runs: number },
): Promise<FuzzFinding[]> {
  const credentials = options.credentials;
  const signIn = async () =>
    credentials ? (await login(app, credentials.login, credentials.password)).token : null;
  const xsrf =
    (await app.inject({ url: '/api/v1/setting' })).cookies.find((c) => c.name === 'XSRF-TOKEN')
      ?.value ?? '';
  let token = await signIn();
  const findings: FuzzFinding[] = [];
  for (const [index, op] of ops.entries()) {
    for (const variant of variantsOf(op, options.seed + index * 7, options.runs)) {
      const res = await app.inject({
        method: op.method as 'GET',
        url: variant.url,
        cookies: { 'XSRF-TOKEN': xsrf },
        headers: {
          'x-xsrf-token': xsrf,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(variant.payload !== undefined
            ? { 'content-type': variant.contentType ?? 'application/json' }
            : {}),
        },
        ...(variant.payload !== undefined ? { payload: variant.payload } : {}),
      });
      const problem = judge(res, op);
      if (problem) {
        findings.push({
          op: `${op.method} ${op.path}`,
          variant: `${variant.label}: ${problem}`,
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
      }
      if (credentials && res.statusCode === 401) token = await signIn();
    }
  }
  return findings;
}
