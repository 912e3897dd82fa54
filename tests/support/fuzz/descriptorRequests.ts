import fc from 'fast-check';
import type { Descriptor, FieldDescriptor } from '../../../src/core/descriptors/Descriptor.js';
import { formFields, type FormMode } from '../../../src/core/forms/buildFormSchema.js';
import { completeCnpj, completeCpf } from '../../../server/seed/documents.js';
import {
  DATE_LOOKING,
  extraKey,
  hostileString,
  hostileValue,
  hugeString,
  NUMERIC_LOOKING,
  oddBody,
  pagingValue,
  sortingPair,
} from './hostileValues.js';
import { CurrentVersion, JsonObject, type BodySpec, type QueryPair } from './requestSpec.js';

/** Longest hostile value put in a query string (a real server refuses URLs over 16 KiB). */
const QUERY_MAX = 4_000;

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
/** Mostly printable ASCII, some accented letters, other scripts and emoji (one grapheme each). */
const textUnit = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);
const masked = (value: string, mask: RegExp, format: string) => fc.constantFrom(value, value.replace(mask, format));

/**
 * A value the field accepts, from its JSON Schema and descriptor rules: options, CPF/CNPJ with
 * right check digits (masked or not), phones, emails, passwords, arrays, numbers in range,
 * strings matching the pattern and within the length.
 */
export function validValue(f: FieldDescriptor): fc.Arbitrary<unknown> {
  if (f.options?.length) return fc.constantFrom(...f.options.map((o) => o.value));
  if (f.format === 'cpf') {
    return digits(9)
      .filter((b) => !/^(\d)\1{8}$/.test(b))
      .chain((b) => masked(completeCpf(b), /^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'));
  }
  if (f.format === 'cnpj') {
    return fc
      .tuple(
        fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 8, maxLength: 8 }),
        digits(4),
      )
      .filter(([root]) => !/^(.)\1{7}$/.test(root))
      .chain(([root, branch]) =>
        masked(completeCnpj(`${root}${branch}`), /^(.{2})(.{3})(.{3})(.{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
      );
  }
  if (f.mask === 'phone')
    return fc
      .tuple(fc.integer({ min: 11, max: 99 }), digits(9))
      .chain(([ddd, n]) => masked(`${ddd}${n}`, /^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3'));
  if (f.pattern?.includes('@')) {
    const pattern = new RegExp(f.pattern);
    return fc.emailAddress().filter((e) => e.length <= (f.maxLength ?? 254) && pattern.test(e));
  }
  if (f.widget === 'password') return fc.string({ minLength: f.minLength ?? 1, maxLength: f.maxLength ?? 30 });
  if (f.type === 'array')
    return fc.array(
      fc.string({ minLength: 1, maxLength: Math.min(f.items?.maxLength ?? 30, 30) }).filter((s) => s.trim() !== ''),
      { maxLength: 4 },
    );
  if (f.type === 'integer') return fc.integer({ min: f.minimum ?? -1_000_000, max: f.maximum ?? 1_000_000 });
  if (f.type === 'number')
    return fc.double({ min: f.minimum ?? -1e6, max: f.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
  if (f.type === 'boolean') return fc.boolean();
  const fits = (s: string) => s.trim() !== '' && s.length >= (f.minLength ?? 0) && s.length <= (f.maxLength ?? 200);
  if (f.pattern) return fc.stringMatching(new RegExp(f.pattern), { size: 'small' }).filter(fits);
  return fc.string({ unit: textUnit, minLength: 1, maxLength: Math.min(f.maxLength ?? 60, 60) }).filter(fits);
}

type Slot = { valid: unknown } | { other: unknown } | 'absent';

/** Mostly the field's valid value; sometimes absent, hostile (wrong type, SQL, HTML, unicode...) or huge around its limit. */
function slot(f: FieldDescriptor): fc.Arbitrary<Slot> {
  return fc.oneof(
    { weight: 10, arbitrary: validValue(f).map((valid) => ({ valid })) },
    { weight: 1, arbitrary: fc.constant('absent' as const) },
    { weight: 3, arbitrary: hostileValue.map((other) => ({ other })) },
    { weight: 1, arbitrary: hugeString(f.maxLength).map((other) => ({ other })) },
  );
}

/**
 * Bodies for creating (`create`) or replacing (`update`) a record of `d`: every field valid
 * (so the 2xx path is reached), or fields missing, wrong-typed, hostile or huge; extra keys
 * (`__proto__`, server-owned columns), repeated keys; a `version` when updating; and now and
 * then a body that is not a JSON object at all.
 */
export function recordBody(d: Descriptor, mode: FormMode): fc.Arbitrary<BodySpec> {
  const fields = formFields(d, mode).filter(([, f]) => !f.readOnly);
  const allValid = fc.tuple(...fields.map(([, f]) => validValue(f).map((valid): Slot => ({ valid }))));
  const mutated = fc.tuple(...fields.map(([, f]) => slot(f)));
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(extraKey, hostileValue), { minLength: 1, maxLength: 3 }) },
  );
  // A PUT must carry the version it edits (428 without it): mostly the row's current one.
  const version = fc.oneof(
    { weight: 4, arbitrary: fc.constant<[string, unknown][]>([['version', new CurrentVersion()]]) },
    { weight: 1, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.integer({ min: 0, max: 3 }), hostileValue)
        .map((v): [string, unknown][] => [['version', v]]),
    },
  );
  const object = fc
    .tuple(
      fc.oneof({ weight: 1, arbitrary: allValid }, { weight: 3, arbitrary: mutated }),
      extras,
      mode === 'update' ? version : fc.constant([]),
    )
    .map(([slots, extra, v]) => {
      const entries: [string, unknown][] = [];
      const values = new Map<string, unknown>();
      fields.forEach(([name], i) => {
        const s = slots[i]!;
        if (s !== 'absent') values.set(name, 'valid' in s ? s.valid : s.other);
      });
      // A valid confirmation repeats what it confirms (a hostile one stays as generated).
      fields.forEach(([name, f], i) => {
        const s = slots[i]!;
        if (f.sameAs && s !== 'absent' && 'valid' in s && values.has(f.sameAs)) values.set(name, values.get(f.sameAs));
      });
      for (const [name, value] of values) entries.push([name, value]);
      return { json: new JsonObject([...entries, ...extra, ...v]) } as BodySpec;
    });
  return fc.oneof({ weight: 12, arbitrary: object }, { weight: 1, arbitrary: oddBody });
}

/** A value one list filter of `d` takes, by the filter's type: a number, a date, an option, short text. */
function plausibleFilter(d: Descriptor, param: string): fc.Arbitrary<string> {
  const listed = d.list.filters.find((f) => f.param === param);
  const op = d.server?.filters[param]?.op;
  const type = listed?.type ?? (op === 'gte' || op === 'lte' ? 'number' : 'text');
  return type === 'number'
    ? fc.oneof(
        fc.integer().map(String),
        fc.integer({ min: -99_999, max: 99_999 }).map((n) => (n / 100).toFixed(2)),
      )
    : type === 'date'
      ? fc
          .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
          .chain((date) => fc.constantFrom(date.toISOString().slice(0, 10), date.toISOString()))
      : type === 'select'
        ? fc.constantFrom(...(listed?.options ?? []).map((o) => String(o.value)))
        : fc.string({ maxLength: 20 });
}

/** A value for one list filter of `d`, by the filter's type: plausible, look-alike or hostile. */
function filterValue(d: Descriptor, param: string): fc.Arbitrary<string | string[]> {
  const listed = d.list.filters.find((f) => f.param === param);
  const op = d.server?.filters[param]?.op;
  const type = listed?.type ?? (op === 'gte' || op === 'lte' ? 'number' : 'text');
  const hostile = hostileString(QUERY_MAX);
  const plausible: fc.Arbitrary<string> =
    type === 'number'
      ? fc.oneof(fc.double({ noNaN: true }).map(String), fc.integer().map(String), fc.constantFrom(...NUMERIC_LOOKING))
      : type === 'date'
        ? fc.oneof(
            fc
              .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
              .map((date) => date.toISOString().slice(0, 10)),
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
            fc.constantFrom(...DATE_LOOKING),
          )
        : type === 'select'
          ? fc.constantFrom(...(listed?.options ?? []).map((o) => String(o.value)), '2xx', '9xx', 'get')
          : fc.oneof(fc.string({ maxLength: 20 }), digits(11), fc.constant('%_\\'));
  return fc.oneof(
    { weight: 4, arbitrary: plausible },
    { weight: 3, arbitrary: hostile },
    { weight: 1, arbitrary: fc.array(plausible, { minLength: 2, maxLength: 3 }) },
  );
}

/** Query text that is not valid percent-encoding, or decodes to something odd. */
const malformedQuery: fc.Arbitrary<QueryPair> = fc
  .tuple(
    fc.constantFrom('name', 'page', 'x', '__proto__'),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%ED%A0%80', '%C0%AE', '%FF%FE', 'a%2', '%25%32%35', 'a&&b', '=='),
  )
  .map(([k, raw]) => [k, { raw }] as QueryPair);

/**
 * A list (or export) query for `d`: now and then one its schema accepts (some filters, each one
 * value of its type; paging in range), so the 2xx path is reached; else any of its filters
 * (plausible, look-alike, hostile or repeated), absurd paging, sorting parameters the API does
 * not have, unknown and prototype keys, malformed percent-encoding; `tz` for exports.
 */
export function listQuery(d: Descriptor, options: { export?: boolean } = {}): fc.Arbitrary<QueryPair[]> {
  const params = Object.keys(d.server?.filters ?? {}).filter(
    (p) =>
      d.list.filters.find((f) => f.param === p)?.type !== 'select' ||
      d.list.filters.find((f) => f.param === p)?.options?.length,
  );
  const clean = fc
    .tuple(
      ...params.map((p) =>
        fc
          .option(plausibleFilter(d, p), { freq: 3, nil: undefined })
          .map((v): QueryPair[] => (v === undefined ? [] : [[p, v]])),
      ),
      fc
        .option(fc.integer({ min: 1, max: 5 }), { nil: undefined })
        .map((n): QueryPair[] => (n === undefined ? [] : [['page', String(n)]])),
      fc
        .option(fc.integer({ min: 1, max: 1000 }), { nil: undefined })
        .map((n): QueryPair[] => (n === undefined ? [] : [['per_page', String(n)]])),
    )
    .map((groups) => groups.flat());
  return fc.oneof({ weight: 1, arbitrary: clean }, { weight: 3, arbitrary: anyListQuery(d, options) });
}

function anyListQuery(d: Descriptor, options: { export?: boolean }): fc.Arbitrary<QueryPair[]> {
  const params = Object.keys(d.server?.filters ?? {});
  const parts: fc.Arbitrary<QueryPair[]>[] = [
    ...params.map((p) =>
      fc
        .option(filterValue(d, p), { freq: 2, nil: undefined })
        .map((v): QueryPair[] => (v === undefined ? [] : [[p, v]])),
    ),
    fc.option(pagingValue, { nil: undefined }).map((v): QueryPair[] => (v === undefined ? [] : [['page', v]])),
    fc.option(pagingValue, { nil: undefined }).map((v): QueryPair[] => (v === undefined ? [] : [['per_page', v]])),
    fc.option(sortingPair, { freq: 3, nil: undefined }).map((p): QueryPair[] => (p ? [p] : [])),
    fc.array(fc.tuple(extraKey, hostileString(QUERY_MAX)), { maxLength: 2 }),
    fc.option(malformedQuery, { freq: 6, nil: undefined }).map((p): QueryPair[] => (p ? [p] : [])),
  ];
  if (options.export) {
    parts.push(
      fc
        .option(
          fc.oneof(
            fc.constantFrom(
              'America/Sao_Paulo',
              'UTC',
              'Etc/GMT+3',
              'America/Noronha',
              'Foo',
              'Foo/Bar',
              'America/Sao_Paulo/Extra',
              '../../etc/passwd',
            ),
            hostileString(200),
          ),
          { nil: undefined },
        )
        .map((tz): QueryPair[] => (tz === undefined ? [] : [['tz', tz]])),
    );
  }
  return fc.tuple(...parts).map((groups) => groups.flat());
}

/** A junk query for routes that read none. */
export const junkQuery: fc.Arbitrary<QueryPair[]> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<QueryPair[]>([]) },
  { weight: 2, arbitrary: fc.array(fc.tuple(extraKey, hostileString(QUERY_MAX)), { minLength: 1, maxLength: 2 }) },
  { weight: 1, arbitrary: malformedQuery.map((p) => [p]) },
);

/** A JSON object body built from named slots (each a value or absent), plus hostile extras, or an odd body. */
export function objectBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<BodySpec> {
  const names = Object.keys(fields);
  const object = fc
    .tuple(
      fc.tuple(...names.map((n) => fc.option(fields[n]!, { freq: 8, nil: undefined }))),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(extraKey, hostileValue), { minLength: 1, maxLength: 3 }) },
      ),
    )
    .map(([values, extra]): BodySpec => {
      const entries = names.flatMap((n, i): [string, unknown][] => (values[i] === undefined ? [] : [[n, values[i]]]));
      return { json: new JsonObject([...entries, ...extra]) };
    });
  return fc.oneof({ weight: 10, arbitrary: object }, { weight: 1, arbitrary: oddBody });
}
