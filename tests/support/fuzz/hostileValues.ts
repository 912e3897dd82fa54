import fc from 'fast-check';
import { JsonObject, type BodySpec } from './requestSpec.js';

/** Text that changes a query if it is ever spliced into SQL instead of bound as a parameter. */
export const SQL_LOOKING = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; DELETE FROM people',
  '" OR ""="',
  "1' UNION SELECT password_hash, email FROM users --",
  "$$; UPDATE users SET role = 'admin'; $$",
  "\\'; SELECT 1; --",
  "%' AND '%'='",
  '_%',
  "E'\\\\x00'",
  '1::int',
  'ARRAY[1,2]',
  '/* */',
  'name desc; DROP TABLE people',
];

/** Text that runs as script or markup if a screen ever renders it as HTML. */
export const HTML_LOOKING = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '&lt;b&gt;&#0;',
];

/** Unicode that breaks naive code: NUL, lone surrogates, astral, RTL override, combining, zero-width, look-alike digits. */
export const UNICODE_NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '😀👍🏽👨‍👩‍👧',
  '\u202eRTL\u202c',
  'مرحبا بالعالم',
  'שלום',
  'e\u0301\u0301\u0301',
  '\u200b\u200c\u200d',
  '\ufeff',
  '\u00a0',
  'İı',
  'ß',
  '１２３４５６７８９０',
  '٥٢٩٩٨٢٢٤٧٢٥',
  '\t\n\r',
  '\u001b[31m',
  '\u2028\u2029',
  '\uffff\ufffe',
];

/** Keys that poison prototypes or shadow built-ins when code copies a body into an object. */
export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
];

/** Text that almost reads as a number. */
export const NUMERIC_LOOKING = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0x10',
  '1.5',
  ' 7 ',
  '',
  '9'.repeat(400),
  '1,5',
  '00000001',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e-400',
];

/** Text that almost reads as a date. */
export const DATE_LOOKING = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '99999-01-01',
  '-001000-01-01',
  '+275760-09-13',
  '2026-02-30',
  '2026-13-01',
  '2026-01-01T25:00:00Z',
  '1970-01-01T00:00:00.000Z',
  'today',
  '2026/01/01',
  '01/02/2026',
];

/** Text a spreadsheet would run as a formula. */
export const FORMULA_LOOKING = ['=1+1', '@SUM(A1:A9)', '+cmd|"/C calc"!A0', '-2+3', '\t=1'];

/** Sizes of huge strings; the largest stay under the 1 MiB body limit in one byte characters. */
const HUGE_LENGTHS = [1_000, 20_000, 200_000];

/**
 * A long string: around `limit` (one under, at, one over) when given, or 1 000 to 200 000
 * characters; of one-byte, two-byte or four-byte characters (UTF-8). `max` caps the length
 * (query strings: a real server refuses URLs over 16 KiB).
 */
export function hugeString(limit?: number, max = Infinity): fc.Arbitrary<string> {
  const lengths = [
    ...(limit !== undefined ? [Math.max(limit - 1, 0), limit, limit + 1] : []),
    ...HUGE_LENGTHS,
    ...(Number.isFinite(max) ? [max] : []),
  ].filter((n) => n <= max);
  return fc
    .tuple(fc.constantFrom(...lengths), fc.constantFrom('x', 'é', '😀', 'a '))
    .map(([n, c]) => c.repeat(Math.ceil(n / c.length)).slice(0, n));
}

/** A string built to break something; `max` caps its length (query strings). */
export function hostileString(max = Infinity): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        ...SQL_LOOKING,
        ...HTML_LOOKING,
        ...UNICODE_NASTY,
        ...PROTO_KEYS,
        ...NUMERIC_LOOKING.filter((s) => s.length <= max),
        ...DATE_LOOKING,
        ...FORMULA_LOOKING,
      ),
    },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: hugeString(undefined, max) },
  );
}

/** Objects and arrays nested `depth` deep (deeper ones go as raw text: see `oddBody`). */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : new JsonObject([['a', value]]);
  return value;
}

/** A JSON value of the wrong kind for most fields: null, booleans, odd numbers, arrays, objects, deep nesting. */
export const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 2_147_483_648, -2_147_483_649, -0, 0.1 + 0.2, 5e-324, 1e21),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 4 }),
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom(...PROTO_KEYS)),
        fc.oneof(fc.integer(), fc.string({ maxLength: 5 })),
      ),
      { maxLength: 3 },
    )
    .map((e) => new JsonObject(e)),
  fc.integer({ min: 50, max: 800 }).map(deeplyNested),
);

/** Any hostile JSON value: wrong-typed or a hostile string. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(wrongTyped, hostileString());

/** Extra keys a body should not have: prototype keys, server-owned columns, random names. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...PROTO_KEYS,
    'id',
    'version',
    'created_at',
    'updated_at',
    'password_hash',
    'token_version',
    'is_active',
    'role',
    'extra',
    'user_id',
    '',
  ),
  fc.string({ maxLength: 12 }),
  hostileString(200),
);

/** Paging values: negative, zero, huge, fractional, not numbers. */
export const pagingValue: fc.Arbitrary<string | string[]> = fc.oneof(
  fc.integer({ min: -5, max: 1_200 }).map(String),
  fc.constantFrom(
    '-1',
    '0',
    '1e12',
    '1e400',
    'NaN',
    'Infinity',
    '1.5',
    '0x10',
    ' 2',
    '',
    '9'.repeat(400),
    '١',
    '２',
    "1' OR 1=1",
    '2147483648',
    '1000000',
    '1000001',
  ),
  fc.array(fc.integer({ min: -1, max: 3 }).map(String), { minLength: 2, maxLength: 3 }),
);

/** Sorting parameters the API does not have (order is fixed by the descriptor): must be ignored. */
export const sortingPair: fc.Arbitrary<[string, string]> = fc.tuple(
  fc.constantFrom(
    'sort',
    'order',
    'orderBy',
    'order_by',
    'sort_by',
    '_sort',
    '_order',
    'dir',
    'direction',
    'sortField',
  ),
  fc.constantFrom(
    'name',
    'id desc',
    '-id',
    'asc',
    'DESC',
    'password_hash',
    'name; DROP TABLE users',
    '(select 1)',
    '1,2',
    'nonexistent',
    '__proto__',
    'created_at nulls first',
  ),
);

/** Client addresses for public routes: a small pool (so brute-force limits are reached) and random ones. */
export const clientIp: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }).map((n) => `203.0.113.${n}`) },
  { weight: 1, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
);

/** Bytes a JPEG starts with: what an upload would look like. */
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/**
 * Bodies that are not a JSON object: other JSON values, broken JSON, poisoned prototypes,
 * 100 000 levels of nesting, over the 1 MiB limit (413), and other content types (uploads: 415).
 */
export const oddBody: fc.Arbitrary<BodySpec> = fc.oneof(
  fc.constantFrom<unknown>(null, [], 'texto', 0, true, [new JsonObject([])]).map((json) => ({ json })),
  fc
    .constantFrom(
      '{',
      '{"a":',
      "{'a':1}",
      '',
      'undefined',
      '\u0000',
      '{"a":1}lixo',
      '\ufeff{}',
      '{"a":1,"a":2}',
      '[1,]',
      'NaN',
    )
    .map((raw) => ({ raw })),
  fc
    .constantFrom(
      '{"__proto__":{"role":"admin","isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '{"a":{"__proto__":{"x":1}}}',
    )
    .map((raw) => ({ raw })),
  fc.constantFrom(10_000, 100_000).map((n) => ({ raw: '['.repeat(n) + ']'.repeat(n) })),
  fc.constantFrom(1024 * 1024, 2 * 1024 * 1024).map((n) => ({ raw: `{"name":"${'x'.repeat(n)}"}` })),
  fc.constantFrom<BodySpec>(
    { raw: '{}', contentType: 'text/plain' },
    { raw: 'name=x&email=y', contentType: 'application/x-www-form-urlencoded' },
    {
      raw: Buffer.concat([
        Buffer.from(
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
        ),
        JPEG_MAGIC,
        Buffer.from('\r\n--x--\r\n'),
      ]),
      contentType: 'multipart/form-data; boundary=x',
    },
    { raw: JPEG_MAGIC, contentType: 'image/jpeg' },
    { raw: JPEG_MAGIC, contentType: 'application/octet-stream' },
    { raw: '{}', contentType: 'application/json; charset=utf-16' },
    { raw: '{}', contentType: 'application/jsonp' },
  ),
);
