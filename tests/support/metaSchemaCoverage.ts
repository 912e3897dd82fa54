/**
 * What of a JSON meta-schema a set of documents uses: every property, every enum or const value,
 * every type of a multi-type, every oneOf branch and if/then/else constant, each named by where it sits in the
 * meta-schema (`list.filters[].type = "date"`, `definitions.options[].value: boolean`).
 * The descriptor fixtures must use all of it (tests/schemas/fixturesCoverage.test.ts).
 */
type Schema = Record<string, unknown>;

/** One thing a document may use, by its readable place in the meta-schema. */
type Feature = string;

function resolve(root: Schema, schema: Schema): { schema: Schema; place?: string } {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return { schema };
  const name = ref.replace(/^#\/definitions\//, '');
  const target = (root.definitions as Record<string, Schema>)[name];
  if (!target) throw new Error(`$ref desconhecida no meta-schema: ${ref}`);
  return { schema: target, place: `definitions.${name}` };
}

const typeOf = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v;

function typeMatches(type: string, value: unknown): boolean {
  if (type === 'number') return typeof value === 'number';
  return typeOf(value) === type;
}

/** A branch of a oneOf the value matches, by const or by type only (enough for this meta-schema). */
function branchMatches(root: Schema, branch: Schema, value: unknown): boolean {
  const { schema } = resolve(root, branch);
  if ('const' in schema) return schema.const === value;
  const type = schema.type;
  if (typeof type === 'string') return typeMatches(type, value);
  return true;
}

const describeValue = (v: unknown) => JSON.stringify(v);

/**
 * Every feature of the meta-schema. A definition reached from several places is listed once, under
 * its own name: its properties are covered when any of its uses covers them.
 */
export function metaSchemaFeatures(root: Schema): Set<Feature> {
  const features = new Set<Feature>();
  const visited = new Set<string>();
  const visit = (raw: Schema, place: string) => {
    const { schema, place: definition } = resolve(root, raw);
    const at = definition ?? place;
    if (definition) {
      if (visited.has(definition)) return;
      visited.add(definition);
    }
    if (Array.isArray(schema.enum)) for (const v of schema.enum) features.add(`${at} = ${describeValue(v)}`);
    if ('const' in schema) features.add(`${at} = ${describeValue(schema.const)}`);
    if (Array.isArray(schema.type)) for (const t of schema.type) features.add(`${at}: ${t}`);
    for (const branch of [schema.then, schema.else])
      if (branch && typeof branch === 'object') visit(branch as Schema, at);
    if (Array.isArray(schema.oneOf))
      (schema.oneOf as Schema[]).forEach((branch, i) => {
        if ('const' in branch) features.add(`${at} = ${describeValue(branch.const)}`);
        else {
          features.add(`${at} (oneOf ${i})`);
          visit(branch, at);
        }
      });
    for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      features.add(`${at}.${name}`);
      visit(child, `${at}.${name}`);
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      visit(schema.additionalProperties as Schema, `${at}.*`);
    if (schema.items && typeof schema.items === 'object') visit(schema.items as Schema, `${at}[]`);
  };
  visit(root, '');
  return new Set([...features].map((f) => f.replace(/^\./, '')));
}

/** The features one document uses (walked along the meta-schema, as metaSchemaFeatures names them). */
export function usedFeatures(root: Schema, document: unknown): Set<Feature> {
  const used = new Set<Feature>();
  const visit = (raw: Schema, place: string, value: unknown) => {
    const { schema, place: definition } = resolve(root, raw);
    const at = definition ?? place;
    if (Array.isArray(schema.enum) && schema.enum.includes(value)) used.add(`${at} = ${describeValue(value)}`);
    if ('const' in schema && schema.const === value) used.add(`${at} = ${describeValue(value)}`);
    if (schema.if && typeof schema.if === 'object') {
      const branch = branchMatches(root, schema.if as Schema, value) ? schema.then : schema.else;
      if (branch && typeof branch === 'object') visit(branch as Schema, at, value);
    }
    if (Array.isArray(schema.type)) {
      const t = (schema.type as string[]).find((type) => typeMatches(type, value));
      if (t) used.add(`${at}: ${t}`);
    }
    if (Array.isArray(schema.oneOf))
      (schema.oneOf as Schema[]).forEach((branch, i) => {
        if (!branchMatches(root, branch, value)) return;
        if ('const' in branch) used.add(`${at} = ${describeValue(branch.const)}`);
        else {
          used.add(`${at} (oneOf ${i})`);
          visit(branch, at, value);
        }
      });
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      if (schema.items && typeof schema.items === 'object')
        for (const item of value) visit(schema.items as Schema, `${at}[]`, item);
      return;
    }
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
      if (properties[name]) {
        used.add(`${at}.${name}`);
        visit(properties[name], `${at}.${name}`, child);
      } else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
        visit(schema.additionalProperties as Schema, `${at}.*`, child);
    }
  };
  visit(root, '', document);
  return new Set([...used].map((f) => f.replace(/^\./, '')));
}

/** The meta-schema's features none of the documents uses, sorted. */
export function unusedFeatures(root: Schema, documents: readonly unknown[]): Feature[] {
  const used = new Set(documents.flatMap((d) => [...usedFeatures(root, d)]));
  return [...metaSchemaFeatures(root)].filter((f) => !used.has(f)).sort();
}
