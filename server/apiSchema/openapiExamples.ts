import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import type { CrudOperation } from './crudOperation.js';
import { createValidatorCompiler } from './createValidatorCompiler.js';
import seedExamples from './openapiExamples.json' with { type: 'json' };

/**
 * One record per descriptor as the API answers it (personal fields masked), read from a database
 * filled by the seed (server/seed) with its default random seed: `openapiExamples.json`, beside
 * this file, rewritten by `npx vitest run tests/server/apiSchema/openapiExamples.test.ts -u`
 * (that test fails when the file is not what the seed and the API give today).
 */
export type SeedExamples = Readonly<Record<string, Record<string, unknown>>>;

/** The checked-in examples (openapiExamples.json). */
export const SEED_EXAMPLES: SeedExamples = seedExamples;

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema };

/** `record` cut to the properties `schema` declares, in its order; undefined when none is left. */
function fitted(record: Record<string, unknown>, schema: Schema | undefined): Record<string, unknown> | undefined {
  const names = Object.keys(schema?.properties ?? {}).filter((name) => Object.hasOwn(record, name));
  return names.length ? Object.fromEntries(names.map((name) => [name, record[name]])) : undefined;
}

/** The schema at `path` under `root` (property names; `[]` for an array's items), if every step is there. */
function at(root: unknown, path: readonly string[]): Schema | undefined {
  let node = root as Schema | undefined;
  for (const step of path) node = (step === '[]' ? node?.items : node?.properties?.[step]) as Schema | undefined;
  return node && typeof node === 'object' ? node : undefined;
}

/** `example` set as the JSON Schema `examples` of `schema` (in place), when there is one. */
function annotate(schema: Schema | undefined, example: Record<string, unknown> | undefined): void {
  if (schema && example) schema.examples = [example];
}

const compile = createValidatorCompiler();

/**
 * A create or update body from the record: the fields the body schema declares, those the body
 * would refuse (a masked CPF) left out; undefined when what is left is still refused (a required
 * field that the answer only shows masked).
 */
function bodyExample(record: Record<string, unknown>, body: Schema): Record<string, unknown> | undefined {
  const example = fitted(record, body);
  if (!example) return undefined;
  const validate = compile({ schema: body, method: 'POST', url: '', httpPart: 'body' }) as ((
    value: unknown,
  ) => boolean) & { errors?: { instancePath: string }[] | null };
  if (validate(example)) return example;
  for (const error of validate.errors ?? []) delete example[error.instancePath.split('/')[1] ?? ''];
  return validate(example) ? example : undefined;
}

/**
 * A descriptor route's schema with the descriptor's seed example on its record schemas — the
 * list's items, the record read, created or saved — and on the create and update bodies: a copy,
 * for the document only (the route's own schema, which validates and serializes, is not touched).
 *
 * @example withSeedExample(schema, 'get', client, SEED_EXAMPLES).response[200].properties.data.examples
 * // [{ id: 1, name: 'Banco Horizonte S.A.', … }]
 */
export function withSeedExample(
  schema: Record<string, unknown>,
  operation: CrudOperation,
  d: Descriptor,
  examples: SeedExamples,
): Record<string, unknown> {
  const record = examples[d.key];
  if (!record) return schema;
  const copy = structuredClone(schema) as Schema & { response?: Record<string, Schema>; body?: Schema };
  const answer = (status: number, path: string[]) => {
    const target = at(copy.response?.[status], path);
    annotate(target, fitted(record, target));
  };
  switch (operation) {
    case 'list': {
      answer(200, [d.api.list.items, '[]']);
      // The whole page, so the envelope shows real counts rather than values made up from its types.
      const item = fitted(record, at(copy.response?.[200], [d.api.list.items, '[]']));
      const { items, total, pages } = d.api.list;
      const page = { [items]: item ? [item] : [], [total]: 1, ...(pages && { [pages]: 1 }), page: 1, per_page: 10 };
      annotate(copy.response?.[200], fitted(page, copy.response?.[200]));
      break;
    }
    case 'get':
      answer(200, [d.api.record]);
      break;
    case 'create':
    case 'update':
      answer(operation === 'create' ? 201 : 200, [d.api.record]);
      if (copy.body) annotate(copy.body, bodyExample(record, copy.body));
      break;
    default:
      return schema;
  }
  return copy;
}
