import fc from 'fast-check';
import type { ReplyLike, ReplyRules } from './checkReply.js';
import { junkQuery, objectBody } from './descriptorRequests.js';
import { hostileString, hostileValue, wrongTyped } from './hostileValues.js';
import { IdRef, type BodySpec, type IdSpec, type QueryPair, type RequestSpec } from './requestSpec.js';

// What every fuzz target is made of: its shape, ids, auth choices, and the 2xx shape checks.

/** One endpoint of the route table and how to fuzz it. */
export interface FuzzTarget extends Omit<ReplyRules, 'check2xx'> {
  /** 'METHOD /url' exactly as in `app.routeList`. */
  route: string;
  /** Reachable without a token (login, public screens): a 401 there is the route's own answer. */
  public?: boolean;
  requests: fc.Arbitrary<RequestSpec>;
  /** Table the `{ pick }` ids and IdRefs come from. */
  table?: string;
  /** A problem with the shape of a 2xx (knowing the id the request was sent with), or undefined. */
  check2xx?: (reply: ReplyLike, json: unknown, id: number | undefined) => string | undefined;
  /** Why no generated request can succeed here; absent when some must (checked). */
  no2xx?: string;
  /** Deletes rows: runs after the other routes, so they still find data. */
  destructive?: boolean;
}

/** Path ids: an existing row, or text that is not one (zero, negative, beyond int4 and 2^53, not digits, encoded tricks). */
export const idSpec: fc.Arbitrary<IdSpec> = fc.oneof(
  { weight: 4, arbitrary: fc.nat({ max: 49 }).map((pick) => ({ pick })) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        'abc',
        '2147483647',
        '2147483648',
        '4294967296',
        '9007199254740993',
        '999999999999999',
        '1'.repeat(16),
        '%00',
        '1%20',
        '%20',
        '%2e%2e',
        '..',
        '%EF%BC%91',
        '%D9%A3',
        "1'%20OR%20'1'='1",
        '1;DROP%20TABLE%20users',
        '__proto__',
        'constructor',
        '%3Cscript%3E',
        '00000000001',
        '+1',
        '0x1A',
        '%E0%A4%A',
      )
      .map((text) => ({ text })),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 + 10 }).map((n) => ({ text: String(n) })) },
);

/** File-ticket routes: mostly the bearer, sometimes a real ticket, sometimes garbage in `?ticket=` (then 401 is right). */
export const ticketAuth: fc.Arbitrary<RequestSpec['auth']> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('bearer' as const) },
  { weight: 2, arbitrary: fc.constant('ticket' as const) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(hostileString(500), fc.constant('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'))
      .map((garbage) => ({ garbage })),
  },
);
/** Public routes: no token, sometimes the bearer (ignored there). */
export const publicAuth: fc.Arbitrary<RequestSpec['auth']> = fc.oneof(
  { weight: 5, arbitrary: fc.constant('none' as const) },
  { weight: 1, arbitrary: fc.constant('bearer' as const) },
);

interface SpecParts {
  id?: fc.Arbitrary<IdSpec>;
  query?: fc.Arbitrary<QueryPair[]>;
  body?: fc.Arbitrary<BodySpec | undefined>;
  auth?: fc.Arbitrary<RequestSpec['auth']>;
  ip?: fc.Arbitrary<string>;
  headers?: fc.Arbitrary<Record<string, string>>;
  path?: fc.Arbitrary<string>;
}

/** The arbitrary of one route's requests from its parts (query: junk by default). */
export function requests(
  method: RequestSpec['method'],
  path: string,
  parts: SpecParts = {},
): fc.Arbitrary<RequestSpec> {
  return fc
    .record({
      path: parts.path ?? fc.constant(path),
      id: parts.id ?? fc.constant(undefined),
      query: parts.query ?? junkQuery,
      body:
        parts.body ??
        (method === 'GET' ? fc.constant(undefined) : fc.option(objectBody({ x: hostileValue }), { nil: undefined })),
      auth: parts.auth ?? fc.constant('bearer' as const),
      ip: parts.ip ?? fc.constant(undefined),
      headers: parts.headers ?? fc.constant(undefined),
    })
    .map(
      (r) =>
        Object.fromEntries(
          Object.entries({ method, ...r }).filter(([, v]) => v !== undefined),
        ) as unknown as RequestSpec,
    );
}

export const object = (json: unknown): json is Record<string, unknown> =>
  !!json && typeof json === 'object' && !Array.isArray(json);
/** A 2xx check: `test` on the JSON object, or the complaint. */
export const shape =
  (complaint: string, test: (j: Record<string, unknown>) => boolean) => (_reply: ReplyLike, json: unknown) =>
    object(json) && test(json) ? undefined : `2xx fora do formato: ${complaint}`;

/** Ids in a body: existing rows, hostile values, too many. */
export const bodyIds = (table: string) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.array(
        fc.oneof(
          { weight: 3, arbitrary: fc.nat({ max: 49 }).map((n) => new IdRef(table, n)) },
          { weight: 1, arbitrary: wrongTyped },
        ),
        { minLength: 1, maxLength: 5 },
      ),
    },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constantFrom(1001, 5000).map((n) => Array.from({ length: n }, (_, i) => i + 1)) },
  );
