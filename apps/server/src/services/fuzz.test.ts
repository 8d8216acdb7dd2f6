import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from '@aula/db';
import type { AulaDatabase } from '@aula/db';
import { testDialects } from '@aula/db/testing';
import { SAMPLE } from '@aula/content/testing';
import type { DictionaryTestApp } from '../testing/dictionary-app';
import { createDictionaryTestApp } from '../testing/dictionary-app';
import type { UserRow } from '../domain/users/users-repository';

/**
 * Property-based fuzzing of every documented endpoint of the three services: malformed,
 * oversize, wrongly typed and injection-shaped path parameters, query strings and bodies, sent
 * by each kind of caller. No answer may be a 5xx, and a refused (4xx) request must leave every
 * table exactly as it was. The endpoints come from each service's OpenAPI document, so a new
 * route is fuzzed without touching this file.
 */

const SEED = 20261127;
/** Requests per endpoint and caller: enough to hit every shape, small enough for CI. */
const RUNS = 6;
const CALLERS = ['none', 'student', 'tutor', 'installer'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * Tables that count refused requests on purpose (failed sign-ins slow the next ones down; rate
 * limits), and the migrator's own.
 */
const BOOKKEEPING = /^kysely_migration|^login_throttles$|rate_limit/;

const NASTY = [
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  '1; SELECT pg_sleep(1)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x7fffffff',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999',
  '1.5',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  'ñandú çà 中文 😀',
  '😀'.repeat(300),
  '%00',
  '%',
  '${7*7}{{7*7}}',
  'x'.repeat(5000),
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const scalar = fc.oneof(
  nastyString,
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, 1e-320, 0.5),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value: scalars, arrays where objects are expected, objects with odd keys. */
const anyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Arrays or objects nested far deeper than any schema expects (as text: too deep to print). */
const deepJson = fc
  .tuple(fc.integer({ min: 30, max: 3000 }), fc.boolean())
  .map(([depth, asArray]) =>
    asArray
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** Bodies that are not JSON (or not whole JSON) sent as application/json. */
const rawJson = fc.constantFrom(
  '{"a":',
  'not json',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '\u0000',
  'NaN',
  '[1,2,',
  '['.repeat(20000) + ']'.repeat(20000),
  `{"x":"${'y'.repeat(300 * 1024)}"}`,
);

/** The parts of a JSON Schema (as the OpenAPI document carries it) the generator reads. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Operation {
  service: 'main' | 'activity' | 'dictionary';
  method: string;
  /** The path as OpenAPI lists it, `{name}` for parameters. */
  path: string;
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
}

interface OpenApi {
  paths?: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

function operationsOf(service: Operation['service'], app: FastifyInstance): Operation[] {
  const spec = app.swagger() as OpenApi;
  return Object.entries(spec.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      service,
      method: method.toUpperCase(),
      path,
      query: Object.fromEntries(
        (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, p.schema ?? {}]),
      ),
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** Hostile text cut or padded to the length a field allows, so it gets past the length check. */
const HOSTILE_TEXT = [
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  'a\u0000b',
  '../../etc/passwd',
  'ñandú 😀 中文',
  '\u202Eevil',
  'Ana',
  'x'.repeat(5000),
];

function fitted(text: string, schema: JsonSchema) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  return text.padEnd(min, 'a').slice(0, Math.max(max, min));
}

/**
 * Values of the shape a schema asks for, every text field carrying the same hostile text (or,
 * where a pattern refuses it, a plain name) and numbers at their bounds: these get past
 * validation and reach the routes and the database.
 */
function fromSchema(schema: JsonSchema, text: string, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((s) => fromSchema(s, text, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date-time')
        return fc.constantFrom('2026-11-27T10:00:00Z', '9999-12-31T23:59:59Z');
      if (schema.format === 'email') return fc.constant('a@example.com');
      const hostile = fitted(text, schema);
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
      return fc.constant(!pattern || pattern.test(hostile) ? hostile : fitted('Ana', schema));
    }
    case 'integer':
    case 'number': {
      const low =
        schema.exclusiveMinimum === true
          ? (schema.minimum ?? 0) + 1
          : (schema.minimum ?? -(2 ** 31));
      const high = schema.maximum ?? 2 ** 53;
      const candidates = [low, high, 1, 2, 0, 2 ** 31 - 1].filter((n) => n >= low && n <= high);
      return fc.constantFrom(...(candidates.length ? candidates : [low]));
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(fromSchema(schema.items ?? {}, text, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [
            key,
            fromSchema(value, text, depth + 1),
          ]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    default:
      return anyValue;
  }
}

/** Picks one hostile text for a whole request, then a value of the schema's shape around it. */
const shapedLike = (schema: JsonSchema) =>
  fc.constantFrom(...HOSTILE_TEXT).chain((text) => fromSchema(schema, text));

/** A field value that is sometimes plausible, so refusals deeper than the schema are reached. */
const fieldValue = fc.oneof(
  scalar,
  fc.integer({ min: 1, max: 5 }),
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.array(scalar, { maxLength: 3 }),
  anyValue,
);

function bodyFor(operation: Operation) {
  const keys = Object.keys(operation.body?.properties ?? {});
  const shaped =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue])), { requiredKeys: [] })
      : anyValue;
  return fc.oneof(
    { arbitrary: shapedLike(operation.body ?? {}).map((value) => ({ json: value })), weight: 3 },
    { arbitrary: shaped.map((value) => ({ json: value })), weight: 2 },
    { arbitrary: anyValue.map((value) => ({ json: value })), weight: 1 },
    { arbitrary: deepJson.map((raw) => ({ raw })), weight: 1 },
    { arbitrary: rawJson.map((raw) => ({ raw })), weight: 1 },
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function requestFor(operation: Operation) {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  // Path values never name a real row (no small positive ids), so the fixture survives.
  const pathValue = fc.oneof(
    nastyString.filter((value) => value.length > 0 && !/^\d{1,4}$/.test(value)),
    fc.constantFrom('0', '-1', '999999', '2147483647', '1e3', '1.0', '0x10'),
    fc.constantFrom('2147483648', '9007199254740993', '1e20', '99999999999999999999999'),
  );
  const known = Object.entries(operation.query);
  const query = fc.oneof(
    fc.record(
      Object.fromEntries(known.map(([key, schema]) => [key, shapedLike(schema).map(asText)])),
      { requiredKeys: [] },
    ),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...known.map(([key]) => key), 'x'), nastyString),
      fc.oneof(nastyString, fc.array(nastyString, { minLength: 2, maxLength: 3 })),
      { maxKeys: 4 },
    ),
    fc.constant('raw' as const),
  );
  const hasBody = operation.body !== null || operation.method !== 'GET';
  return fc.record({
    params: fc.tuple(...names.map(() => pathValue)),
    query,
    body: hasBody ? fc.option(bodyFor(operation), { nil: undefined }) : fc.constant(undefined),
  });
}

/**
 * Besides the random runs, every hostile text once in every text field of the body, the query
 * and the path, so no endpoint is left to chance for them.
 */
function examplesFor(operation: Operation, seed: number): [FuzzRequest][] {
  const one = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;
  const names = [...operation.path.matchAll(/\{\w+\}/g)];
  return HOSTILE_TEXT.map((text) => {
    const query = Object.fromEntries(
      Object.entries(operation.query).map(([key, schema]) => [
        key,
        asText(one(fromSchema(schema, text))),
      ]),
    );
    const body = operation.body ? { json: one(fromSchema(operation.body, text)) } : undefined;
    return [{ params: names.map(() => text), query, body }];
  });
}

type FuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;

/** Percent-encodes each character; a lone surrogate goes as the bytes no UTF-8 decoder takes. */
function encodeSegment(value: string) {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

function urlOf(operation: Operation, request: FuzzRequest) {
  let index = 0;
  const path = operation.path.replace(/\{\w+\}/g, () =>
    encodeSegment(request.params[index++] as string),
  );
  if (request.query === 'raw') return `${path}?%ZZ=1&&=&a[]=1&a[b]=2&%00=%00`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** One fingerprint per table: every row, so a changed value shows as well as a new row. */
async function fingerprint(database: AulaDatabase): Promise<Record<string, string>> {
  const { db, dialect } = database;
  if (dialect === 'postgres') {
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    const watched = tables.map((t) => t.name).filter((name) => !BOOKKEEPING.test(name));
    const query = watched
      .map(
        (name) =>
          `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      )
      .join(' union all ');
    const { rows } = await sql<{ name: string; digest: string }>`${sql.raw(query)}`.execute(db);
    return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING.test(name)) continue;
    const { rows } = await sql`select * from ${sql.table(name)}`.execute(db);
    const hash = createHash('sha256');
    for (const row of rows)
      hash.update(JSON.stringify(row, (_k, v) => (Buffer.isBuffer(v) ? v.toString('hex') : v)));
    result[name] = hash.digest('hex');
  }
  return result;
}

function changedTables(before: Record<string, string>, after: Record<string, string>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

interface Sent {
  operation: Operation;
  caller: Caller;
  request: FuzzRequest;
  status: number;
}

describe.each(testDialects())('fuzzing every endpoint on %s', (dialect) => {
  let t: DictionaryTestApp;
  let operations: Operation[];
  const users = {} as Record<Exclude<Caller, 'none'>, UserRow>;
  const tokens = {} as Record<Exclude<Caller, 'none'>, string>;
  let requests = 0;
  const statuses: Record<number, number> = {};

  beforeAll(async () => {
    t = await createDictionaryTestApp(dialect);
    users.tutor = await t.createUser('tutor');
    users.student = await t.createUser('student', {
      account_id: users.tutor.account_id,
      tutor_id: users.tutor.id,
    });
    users.installer = await t.createUser('installer');
    for (const caller of ['tutor', 'student', 'installer'] as const)
      tokens[caller] = await t.tokenFor(users[caller]);
    // Some data of every kind, so a stray write has rows to change.
    const asStudent = (app: FastifyInstance, url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: t.bearer(tokens.student) });
    await asStudent(t.app as unknown as FastifyInstance, '/quizzes', {
      lesson_id: SAMPLE.lessonIds[0],
    });
    await asStudent(t.app as unknown as FastifyInstance, '/tests', {
      cluster_id: SAMPLE.clusterIds[0],
    });
    await asStudent(t.activity as unknown as FastifyInstance, '/v1/activities', {});
    operations = [
      ...operationsOf('main', t.app as unknown as FastifyInstance),
      ...operationsOf('activity', t.activity as unknown as FastifyInstance),
      ...operationsOf('dictionary', t.dictionary as unknown as FastifyInstance),
    ];
  });

  afterAll(async () => {
    console.info(
      `fuzz (${dialect}): ${requests} requests to ${operations.length} endpoints × ${CALLERS.length} callers; statuses ${JSON.stringify(statuses)}`,
    );
    await t.close();
  });

  async function send(operation: Operation, caller: Caller, request: FuzzRequest) {
    const app = { main: t.app, activity: t.activity, dictionary: t.dictionary }[operation.service];
    const headers: Record<string, string> =
      caller === 'none' ? {} : { authorization: `Bearer ${tokens[caller]}` };
    const body = request.body;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await (app as unknown as FastifyInstance).inject({
      method: operation.method as 'GET',
      url: urlOf(operation, request),
      headers,
      // Failed sign-ins lock their address: the fuzz comes from many, never the fixture's own.
      remoteAddress: `198.51.100.${requests % 250}`,
      ...(body === undefined
        ? {}
        : { payload: 'raw' in body ? body.raw : JSON.stringify(body.json) }),
    });
    requests += 1;
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    if (response.statusCode < 400) await refreshToken(caller);
    return response;
  }

  /** A request that succeeded may have signed its caller out; sign in again if so. */
  async function refreshToken(caller: Caller) {
    if (caller === 'none') return;
    const me = await t.app.inject({ url: '/users/me', headers: t.bearer(tokens[caller]) });
    if (me.statusCode === 401) tokens[caller] = await t.tokenFor(users[caller]);
  }

  it('sees a changed value in any table, not only a new row', async () => {
    const { db } = t.context.database;
    const rename = (firstname: string) =>
      db.updateTable('users').set({ firstname }).where('id', '=', users.student.id).execute();
    const before = await fingerprint(t.context.database);
    await rename('Changed');
    expect(changedTables(before, await fingerprint(t.context.database))).toEqual(['users']);
    await rename(users.student.firstname);
    expect(changedTables(before, await fingerprint(t.context.database))).toEqual([]);
  });

  it(
    'answers no request with a 5xx and changes nothing on a refusal',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      // Each batch's "after" is the next one's "before".
      let before = await fingerprint(t.context.database);
      for (const [index, operation] of operations.entries()) {
        for (const caller of CALLERS) {
          const name = `${caller} ${operation.method} ${operation.path}`;
          const sent: Sent[] = [];
          const details = await fc.check(
            fc.asyncProperty(requestFor(operation), async (request) => {
              const response = await send(operation, caller, request);
              sent.push({ operation, caller, request, status: response.statusCode });
              if (response.statusCode >= 500) throw new Error(`${name}: ${response.body}`);
            }),
            {
              seed: SEED + index,
              // The examples count as runs: these many random requests come after them.
              numRuns: RUNS + HOSTILE_TEXT.length,
              endOnFailure: true,
              examples: examplesFor(operation, SEED + index),
            },
          );
          if (details.failed) failures.push(fc.defaultReportMessage(details) ?? name);
          const after = await fingerprint(t.context.database);
          const changed = changedTables(before, after);
          before = after;
          if (changed.length === 0) continue;
          expect(
            sent.some((entry) => entry.status < 400),
            `${name}: only refusals, yet ${changed.join(', ')} changed`,
          ).toBe(true);
          // A valid request changed data: replay each refusal alone to check it.
          for (const entry of sent.filter((e) => e.status >= 400)) {
            const alone = before;
            const response = await send(operation, caller, entry.request);
            before = await fingerprint(t.context.database);
            if (response.statusCode >= 400) expect(changedTables(alone, before), name).toEqual([]);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(operations.length * CALLERS.length * RUNS);
    },
  );
});
