import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDescriptors } from '../../server/descriptors/loadDescriptors.js';
import { loadRoles, rolesFile } from '../../server/descriptors/loadRoles.js';
import { metaSchemaFeatures, unusedFeatures } from '../support/metaSchemaCoverage.js';
import { FIXTURE_SCHEMAS } from '../support/fixtureSchemas.js';

const metaSchema = JSON.parse(readFileSync('schemas/descriptor.schema.json', 'utf8'));
const descriptorFiles = () => loadDescriptors(FIXTURE_SCHEMAS).map((d) => join(FIXTURE_SCHEMAS, `${d.key}.json`));
const raw = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The engines (list, form, router, the API's generic routes) are tested on the descriptors of
 * tests/fixtures/schemas, never on schemas/. So that a feature of the meta-schema cannot go
 * untested, the fixtures together use every one: a new property or enum value in
 * schemas/descriptor.schema.json fails here, named, until a fixture uses it.
 */
describe('fixture descriptors (tests/fixtures/schemas)', () => {
  it('are valid descriptors with a valid roles file, as the server and the console load them', () => {
    const descriptors = loadDescriptors(FIXTURE_SCHEMAS);
    expect(descriptors.length).toBeGreaterThan(5);
    expect(() => loadRoles(rolesFile(FIXTURE_SCHEMAS), descriptors)).not.toThrow();
    // Every .json of the folder is read: no stray file hides beside them.
    const others = readdirSync(FIXTURE_SCHEMAS).filter(
      (f) => f.endsWith('.json') && !descriptorFiles().includes(join(FIXTURE_SCHEMAS, f)),
    );
    expect(
      others.every((f) => /^(roles|console)(\.schema)?\.json$/.test(f)),
      others.join(', '),
    ).toBe(true);
  });

  it('use every property, enum value, type and branch of the meta-schema', () => {
    const unused = unusedFeatures(
      metaSchema,
      descriptorFiles().map((f) => raw(f)),
    );
    expect(unused, `sem fixture em tests/fixtures/schemas que use: ${unused.join('; ')}`).toEqual([]);
  });

  it("and the fixture console.json every one of schemas/console.schema.json's", () => {
    const consoleSchema = JSON.parse(readFileSync('schemas/console.schema.json', 'utf8'));
    const unused = unusedFeatures(consoleSchema, [raw(join(FIXTURE_SCHEMAS, 'console.json'))]);
    expect(unused, `sem uso em ${FIXTURE_SCHEMAS}/console.json: ${unused.join('; ')}`).toEqual([]);
  });

  it('name what they miss: without the fixture that uses it, a feature is reported', () => {
    const all = descriptorFiles().map((f) => raw(f));
    const features = metaSchemaFeatures(metaSchema);
    for (const feature of [
      'menu: boolean',
      'menu = false',
      'list.filters[].default = "today"',
      'server.filters.*.valuesTable',
    ])
      expect(features.has(feature), feature).toBe(true);
    const withoutToday = all.map((d) => {
      const copy = structuredClone(d) as { list: { filters?: { default?: string }[] } };
      for (const f of copy.list.filters ?? []) delete f.default;
      return copy;
    });
    expect(unusedFeatures(metaSchema, withoutToday)).toEqual([
      'list.filters[].default',
      'list.filters[].default = "today"',
    ]);
    const withoutMenuFalse = all.filter((d) => d.menu !== false);
    expect(unusedFeatures(metaSchema, withoutMenuFalse)).toContain('menu = false');
    // A property the meta-schema gains is a feature at once, unused until a fixture has it.
    const grown = structuredClone(metaSchema);
    grown.properties.list.properties.density = { type: 'string', enum: ['compact', 'comfortable'] };
    expect(unusedFeatures(grown, all)).toEqual([
      'list.density',
      'list.density = "comfortable"',
      'list.density = "compact"',
    ]);
  });
});
