import fc from 'fast-check';
import { completeCnpj, completeCpf } from '../../../server/seed/documents.js';
import { JsonObject } from './requestSpec.js';

/** A JSON Schema as the OpenAPI document carries it (references already resolved). */
export type JsonSchema = { [keyword: string]: unknown } | boolean;

/** A value for a schema position that breaks it (or the app's own rules), and why. */
export interface Mutation {
  value: unknown;
  /** What was broken: 'maxLength+1', 'tipo errado', 'surrogate isolado'… */
  label: string;
}

const HUGE = [100_000, 150_000, 250_000];
/** Characters that are valid JSON text of every kind a client may type. */
const UNICODE_VALID = [
  '😀👍🏽👨‍👩‍👧',
  'e\u0301\u0301',
  'a\u0308o\u0303',
  '\u202eRTL\u202c',
  'مرحبا',
  'שלום',
  '日本語',
  'İıß',
  '\u200b\u200d',
  '\u00a0',
];
/** Text the app refuses to store (rejectUnstorableText: lone surrogates, NUL). */
const UNSTORABLE = ['\ud800', 'x\udc00y', 'a\u0000b', '\udbff'];

const asObject = (s: JsonSchema): Record<string, unknown> => (typeof s === 'object' ? s : {});

/** A schema's `pattern` as Ajv reads it (unicode flag), or without the flag when it is not valid with it. */
function patternOf(s: Record<string, unknown>): RegExp | undefined {
  if (typeof s.pattern !== 'string') return undefined;
  try {
    return new RegExp(s.pattern, 'u');
  } catch {
    return new RegExp(s.pattern);
  }
}

/** The JSON types a schema allows ('integer' included in 'number' as JSON sees it); undefined: any. */
export function typesOf(schema: JsonSchema): string[] | undefined {
  const s = asObject(schema);
  if (s.type !== undefined) return [s.type].flat() as string[];
  if (s.properties || s.required) return ['object'];
  if (s.items || s.prefixItems) return ['array'];
  if (s.enum) return [...new Set((s.enum as unknown[]).map(jsonType))];
  if ('const' in s) return [jsonType(s.const)];
  return undefined;
}

/** The JSON Schema type of a value. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof JsonObject) return 'object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Examples a schema gives (OpenAPI `example`, JSON Schema `examples`, `default`). */
function examplesOf(s: Record<string, unknown>): unknown[] {
  return [
    ...(Array.isArray(s.examples) ? s.examples : []),
    ...('example' in s ? [s.example] : []),
    ...('default' in s ? [s.default] : []),
  ];
}

/** A plain JS value (objects as JsonObject, so `__proto__` goes as a key). */
function toJsonValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value && typeof value === 'object' && !(value instanceof JsonObject))
    return new JsonObject(Object.entries(value).map(([k, v]) => [k, toJsonValue(v)]));
  return value;
}

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

/** Strings of a known `format` (ajv-formats' and the descriptors' own). */
function formatted(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e));
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'time':
      return fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m, s]) => `${[h, m, s].map((n) => String(n).padStart(2, '0')).join(':')}Z`);
    case 'uuid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    case 'cpf':
      return digits(9)
        .filter((b) => !/^(\d)\1{8}$/.test(b))
        .map(completeCpf);
    case 'cnpj':
      return digits(12)
        .filter((b) => !/^(\d)\1{11}$/.test(b))
        .map(completeCnpj);
    default:
      return undefined;
  }
}

/** Mostly printable ASCII; now and then any grapheme, and the unicode a client may really type. */
const textUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom(...UNICODE_VALID) },
);

function validString(s: Record<string, unknown>): fc.Arbitrary<string> {
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Math.max(min, 40) + 20;
  // Lengths in UTF-16 units, as the app's Ajv counts them (unicode: false).
  const fits = (t: string) => t.length >= min && t.length <= max;
  const pattern = patternOf(s);
  const format = typeof s.format === 'string' ? formatted(s.format) : undefined;
  const matches = (t: string) => fits(t) && (!pattern || pattern.test(t));
  if (format) return format.filter(matches);
  if (pattern) {
    // A pattern generated from (bounded: fast-check may go long on `+`), then fitted to the lengths.
    return fc.stringMatching(pattern, { size: 'small' }).filter(matches);
  }
  const cap = Math.min(max, min + 60);
  return fc.string({ unit: textUnit, minLength: min, maxLength: cap }).filter(fits);
}

function validNumber(s: Record<string, unknown>, integer: boolean): fc.Arbitrary<number> {
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  let min = typeof s.minimum === 'number' ? s.minimum : exMin !== undefined ? exMin : -1_000_000;
  let max = typeof s.maximum === 'number' ? s.maximum : exMax !== undefined ? exMax : 1_000_000;
  if (integer) {
    min = exMin !== undefined && min === exMin ? Math.floor(exMin) + 1 : Math.ceil(min);
    max = exMax !== undefined && max === exMax ? Math.ceil(exMax) - 1 : Math.floor(max);
  }
  const inRange = (n: number) => (exMin === undefined || n > exMin) && (exMax === undefined || n < exMax);
  const multipleOf = typeof s.multipleOf === 'number' ? s.multipleOf : undefined;
  const base = integer
    ? fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.constantFrom(min, max) })
    : fc.oneof(
        { weight: 4, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
      );
  return base
    .map((n) => (multipleOf ? Math.round(n / multipleOf) * multipleOf : n))
    .filter((n) => n >= min && n <= max && inRange(n) && !Object.is(n, -0));
}

/**
 * Values a property's name tells more of than its schema: a CPF or CNPJ with right check digits
 * (the schema says only 11 or 14 characters; the route checks the digits).
 */
const NAMED_VALUES: Record<string, () => fc.Arbitrary<string>> = {
  cpf: () => formatted('cpf')!,
  cnpj: () => formatted('cnpj')!,
  document: () => formatted('cnpj')!,
};

/** The named value of a string property, when some of its samples fit the property's schema. */
function namedValue(name: string, schema: JsonSchema): fc.Arbitrary<string> | undefined {
  const s = asObject(schema);
  const make = Object.hasOwn(NAMED_VALUES, name) ? NAMED_VALUES[name] : undefined;
  if (!make || !typesOf(s)?.includes('string')) return undefined;
  const pattern = patternOf(s);
  const fits = (t: string) =>
    (!pattern || pattern.test(t)) &&
    t.length >= ((s.minLength as number) ?? 0) &&
    t.length <= ((s.maxLength as number) ?? Infinity);
  const arb = make();
  return fc.sample(arb, { numRuns: 5, seed: 1 }).some(fits) ? arb.filter(fits) : undefined;
}

function validObject(s: Record<string, unknown>, depth: number): fc.Arbitrary<JsonObject> {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required ?? []) as string[]);
  const names = Object.keys(properties);
  for (const name of required) if (!names.includes(name)) names.push(name);
  return fc
    .tuple(
      ...names.map((name) => {
        const own = validValue(properties[name] ?? {}, depth + 1);
        const named = namedValue(name, properties[name] ?? {});
        const value = named ? fc.oneof({ weight: 3, arbitrary: named }, { weight: 1, arbitrary: own }) : own;
        // Optional properties come often (their rules get exercised) but not always.
        return required.has(name) ? value : fc.option(value, { freq: 3, nil: undefined });
      }),
    )
    .map(
      (values) =>
        new JsonObject(
          names.flatMap((name, i): [string, unknown][] => (values[i] === undefined ? [] : [[name, values[i]]])),
        ),
    );
}

function validArray(s: Record<string, unknown>, depth: number): fc.Arbitrary<unknown[]> {
  const min = typeof s.minItems === 'number' ? s.minItems : 0;
  const max = typeof s.maxItems === 'number' ? Math.min(s.maxItems, min + 5) : min + 4;
  const prefix = Array.isArray(s.prefixItems) ? (s.prefixItems as JsonSchema[]) : [];
  const items = (s.items as JsonSchema | undefined) ?? {};
  const rest = fc.array(validValue(items, depth + 1), {
    minLength: Math.max(0, min - prefix.length),
    maxLength: Math.max(0, max - prefix.length),
  });
  const arr = fc.tuple(fc.tuple(...prefix.map((p) => validValue(p, depth + 1))), rest).map(([a, b]) => [...a, ...b]);
  if (!s.uniqueItems) return arr;
  return arr.filter((a) => new Set(a.map((v) => JSON.stringify(v))).size === a.length);
}

/** Any small JSON value (schemas without a type). */
const anyValue: fc.Arbitrary<unknown> = fc
  .jsonValue({ maxDepth: 2 })
  .map(toJsonValue)
  .filter((v) => !Object.is(v, -0));

/**
 * An arbitrary of values `schema` accepts, with fast-check's shrinking: its `const`, `enum` and
 * examples now and then, else generated from its type and keywords (lengths, ranges, patterns,
 * formats — CPF and CNPJ with right check digits —, required and optional properties, items).
 * Objects come as JsonObject (keys exactly as written). Supports the keywords the API's schemas
 * use; `oneOf` branches are not checked against each other.
 *
 * @example fc.sample(validValue({ type: 'integer', minimum: 1, maximum: 3 }), 3) // e.g. [2, 1, 3]
 */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema === true) return anyValue;
  if (schema === false) return fc.constant(undefined);
  const s = schema;
  if ('const' in s) return fc.constant(toJsonValue(s.const));
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum.map(toJsonValue));
  const branches = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (branches?.length) {
    const { anyOf: _a, oneOf: _o, ...rest } = s;
    return fc.oneof(...branches.map((b) => validValue({ ...rest, ...asObject(b) }, depth)));
  }
  if (Array.isArray(s.allOf)) {
    // Merged: the object branches' properties and required, the other keywords as written.
    const merged: Record<string, unknown> = { ...s, allOf: undefined };
    const patterns = [s, ...(s.allOf as JsonSchema[])].flatMap((p) => patternOf(asObject(p)) ?? []);
    for (const part of s.allOf as JsonSchema[]) {
      const p = asObject(part);
      merged.properties = { ...(merged.properties as object), ...(p.properties as object) };
      merged.required = [...((merged.required as string[]) ?? []), ...((p.required as string[]) ?? [])];
      for (const [k, v] of Object.entries(p)) if (!['properties', 'required'].includes(k)) merged[k] ??= v;
    }
    delete merged.allOf;
    // Generated from the first pattern, kept when every other one matches too.
    const value = validValue(merged, depth);
    return patterns.length > 1 ? value.filter((v) => typeof v !== 'string' || patterns.every((p) => p.test(v))) : value;
  }
  const examples = examplesOf(s).map(toJsonValue);
  const types = typesOf(s);
  const generated = fc.oneof(
    ...(types ?? ['string', 'integer', 'boolean']).map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return validNumber(s, true);
        case 'number':
          return validNumber(s, false);
        case 'string':
          return validString(s);
        case 'array':
          return depth > 6 ? fc.constant([]) : validArray(s, depth);
        case 'object':
          return depth > 6 ? fc.constant(new JsonObject([])) : validObject(s, depth);
        default:
          return anyValue;
      }
    }),
  );
  return examples.length
    ? fc.oneof({ weight: 3, arbitrary: generated }, { weight: 1, arbitrary: fc.constantFrom(...examples) })
    : generated;
}

/** A value of a JSON type `types` does not allow (undefined when every type is allowed). */
function wrongType(types: string[] | undefined): fc.Arbitrary<Mutation> | undefined {
  const candidates: [string, unknown][] = [
    ['null', null],
    ['boolean', true],
    ['integer', 7],
    ['number', 1.5],
    ['string', 'texto'],
    ['array', [1, 'a']],
    ['object', new JsonObject([['a', 1]])],
  ];
  const allowed = new Set(types ?? candidates.map(([t]) => t));
  if (allowed.has('number')) allowed.add('integer');
  const wrong = candidates.filter(([t]) => !allowed.has(t));
  return wrong.length
    ? fc.constantFrom(...wrong).map(([t, value]) => ({ value, label: `tipo errado (${t})` }))
    : undefined;
}

/** Strings at and past a string schema's rules: lengths ±1, huge, off-pattern, off-format, hostile unicode. */
function stringMutations(s: Record<string, unknown>): fc.Arbitrary<Mutation>[] {
  const out: fc.Arbitrary<Mutation>[] = [];
  // No spaces: the routes trim text before validating it, so a trailing one would not count.
  const fill = (n: number) => fc.constantFrom('x', 'é').map((c) => c.repeat(n));
  if (typeof s.minLength === 'number' && s.minLength > 0)
    out.push(
      fill(s.minLength - 1).map((value) => ({ value, label: value === '' ? 'vazio (minLength-1)' : 'minLength-1' })),
    );
  if (typeof s.maxLength === 'number') {
    out.push(fill(s.maxLength + 1).map((value) => ({ value, label: 'maxLength+1' })));
    // Emoji are two UTF-16 units each: the limit counted in units, not characters.
    out.push(fc.constant({ value: '😀'.repeat(Math.ceil((s.maxLength + 1) / 2)), label: 'maxLength em emoji' }));
  }
  out.push(
    fc
      .tuple(fc.constantFrom(...HUGE), fc.constantFrom('x', 'é', '😀'))
      .map(([n, c]) => ({ value: c.repeat(Math.ceil(n / c.length)).slice(0, n), label: `texto enorme (${n})` })),
  );
  const pattern = patternOf(s);
  if (pattern) {
    out.push(
      fc
        .constantFrom('!!', ' ', '0', 'abc', '<b>', '1 2', '١٢٣', '１２３')
        .filter((t) => !pattern.test(t))
        .map((value) => ({ value, label: 'fora do pattern' })),
    );
  }
  if (typeof s.format === 'string')
    out.push(
      fc
        .constantFrom('não-é', '2026-02-30', '2026-13-01T25:00:00Z', 'a@', '@b.c', '111.111.111-11', '00000000000000')
        .map((value) => ({ value, label: `fora do format ${String(s.format)}` })),
    );
  if (Array.isArray(s.enum))
    out.push(fc.constantFrom('outro', '', 'ADMIN').map((value) => ({ value, label: 'fora do enum' })));
  out.push(fc.constantFrom(...UNSTORABLE).map((value) => ({ value, label: 'texto impossível de guardar' })));
  out.push(fc.constantFrom(...UNICODE_VALID).map((value) => ({ value, label: 'unicode' })));
  return out;
}

/** Numbers at and past a number schema's rules: bounds ±1, fractions for integers, huge. */
function numberMutations(s: Record<string, unknown>, integer: boolean): fc.Arbitrary<Mutation>[] {
  const out: Mutation[] = [];
  if (typeof s.minimum === 'number') out.push({ value: s.minimum - 1, label: 'minimum-1' });
  if (typeof s.maximum === 'number') out.push({ value: s.maximum + 1, label: 'maximum+1' });
  if (typeof s.exclusiveMinimum === 'number') out.push({ value: s.exclusiveMinimum, label: 'exclusiveMinimum' });
  if (typeof s.exclusiveMaximum === 'number') out.push({ value: s.exclusiveMaximum, label: 'exclusiveMaximum' });
  if (integer) out.push({ value: 1.5, label: 'fração num inteiro' });
  out.push(
    { value: 1e308, label: 'número enorme' },
    { value: -1e308, label: 'número enorme negativo' },
    { value: 2 ** 53 + 1, label: 'além de 2^53' },
    { value: 2_147_483_648, label: 'além de int4' },
  );
  return [fc.constantFrom(...out)];
}

/**
 * Values that break `schema` at this position (or the app's own rules for text), each labelled:
 * a wrong JSON type, null, lengths and bounds one past, huge strings, off-pattern and
 * off-format text, lone surrogates and NUL, hostile but valid unicode; for objects a missing
 * required property, an unknown one, or one of its properties broken (recursively); for arrays
 * one item too many or too few, or an item broken.
 */
export function invalidValue(schema: JsonSchema, depth = 0): fc.Arbitrary<Mutation> {
  const s = asObject(schema);
  const types = typesOf(s);
  const options: fc.Arbitrary<Mutation>[] = [];
  const wrong = wrongType(types);
  if (wrong) options.push(wrong);
  if (!types || types.includes('string')) options.push(...stringMutations(s));
  if (types?.includes('integer') || types?.includes('number'))
    options.push(...numberMutations(s, !types.includes('number')));
  if (Array.isArray(s.enum) && !types?.includes('string'))
    options.push(fc.constant({ value: 'fora-do-enum', label: 'fora do enum' }));
  if (types?.includes('object') && depth < 4) options.push(...objectMutations(s, depth));
  if (types?.includes('array') && depth < 4) options.push(...arrayMutations(s, depth));
  if (!options.length) options.push(fc.constant({ value: new JsonObject([['x', 1]]), label: 'objeto inesperado' }));
  return fc.oneof(...options);
}

/** Mutations of an object schema: required missing, unknown property, a property broken. */
function objectMutations(s: Record<string, unknown>, depth: number): fc.Arbitrary<Mutation>[] {
  const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = (s.required ?? []) as string[];
  const base = validObject(s, depth);
  const out: fc.Arbitrary<Mutation>[] = [];
  if (required.length)
    out.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([o, name]) => ({
        value: new JsonObject(o.entries.filter(([k]) => k !== name)),
        label: `sem ${name} (obrigatório)`,
      })),
    );
  out.push(
    fc
      .tuple(
        base,
        fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'id', 'password_hash', 'extra', 'role', 'campo_desconhecido'),
          fc.string({ minLength: 1, maxLength: 10 }),
        ),
        fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null)),
      )
      .filter(([, key]) => !Object.hasOwn(properties, key))
      .map(([o, key, value]) => ({
        value: new JsonObject([...o.entries, [key, toJsonValue(value)]]),
        label: `propriedade desconhecida ${JSON.stringify(key)}`,
      })),
  );
  const names = Object.keys(properties);
  if (names.length)
    out.push(
      fc
        .constantFrom(...names)
        .chain((name) =>
          fc
            .tuple(base, invalidValue(properties[name]!, depth + 1))
            .map(([o, m]) => ({ value: withEntry(o, name, m.value), label: `${name}: ${m.label}` })),
        ),
    );
  return out;
}

/** Mutations of an array schema: too many, too few, an item broken. */
function arrayMutations(s: Record<string, unknown>, depth: number): fc.Arbitrary<Mutation>[] {
  const items = (s.items as JsonSchema | undefined) ?? {};
  const out: fc.Arbitrary<Mutation>[] = [];
  if (typeof s.maxItems === 'number') {
    const n = s.maxItems + 1;
    out.push(
      fc.array(validValue(items, depth + 1), { minLength: Math.min(n, 50), maxLength: Math.min(n, 50) }).map((a) => ({
        value: n > 50 ? Array.from({ length: n }, (_, i) => a[i % a.length]) : a,
        label: 'maxItems+1',
      })),
    );
  }
  if (typeof s.minItems === 'number' && s.minItems > 0)
    out.push(
      fc
        .array(validValue(items, depth + 1), { minLength: s.minItems - 1, maxLength: s.minItems - 1 })
        .map((value) => ({ value, label: 'minItems-1' })),
    );
  out.push(
    fc
      .tuple(fc.array(validValue(items, depth + 1), { maxLength: 2 }), invalidValue(items, depth + 1))
      .map(([a, m]) => ({ value: [...a, m.value], label: `item: ${m.label}` })),
  );
  return out;
}

/** `o` with `name` set to `value` (added when absent). */
function withEntry(o: JsonObject, name: string, value: unknown): JsonObject {
  const entries = o.entries.filter(([k]) => k !== name);
  return new JsonObject([...entries, [name, value]]);
}
