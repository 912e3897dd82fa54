import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, globSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.js';
import { FIXTURE_SCHEMAS, fixtureDescriptors } from '../support/fixtureSchemas.js';
import { tempDir } from '../support/tempDir.js';

/** Where `npm run snapshots:update` writes the production descriptors' snapshots. */
const SNAPSHOTS = 'tests/snapshots';

/**
 * Tests that load the fixture descriptors themselves, without a virtual module: with
 * fixtureDescriptors() or FIXTURE_SCHEMAS (tests/support/fixtureSchemas.ts), or on the API built from
 * them (createFixtureApp, tests/support/fixtureApp.ts). Pure console code runs in the console
 * project, the API's generic routes in the server project.
 */
const FIXTURE_TEST_FILES = [
  'tests/src/core/console/buildShell.test.ts',
  'tests/src/hooks/form/formConfigs.test.ts',
  'tests/src/hooks/form/formData.test.ts',
  'tests/src/core/console/sanitizeConsoleConfig.test.ts',
  'tests/src/core/console/checkConsoleReferences.test.ts',
  'tests/src/core/console/descriptorMenu.test.ts',
  'tests/server/crud/crudRoutesOnFixtures.test.ts',
  'tests/server/crud/checkUnique.test.ts',
  'tests/server/crud/dateFilters.test.ts',
  'tests/server/crud/countMatches.test.ts',
  'tests/server/crud/recordIds.test.ts',
];

/** A test that uses the fixture descriptors (and so must say why it also reads schemas/, if it does). */
const USES_FIXTURES = /\bfixtureDescriptors\(\)|\bFIXTURE_SCHEMAS\b|\bcreateFixtureApp\(|tests\/fixtures\/schemas\//;

/**
 * Reads schemas/ directly: imports one of its files, reads or loads the folder (its meta-schemas,
 * `*.schema.json`, are no descriptor), or builds the API on it (createTestContext without
 * descriptors: the fixtures' API is createFixtureApp).
 */
const READS_PRODUCTION = new RegExp(
  [
    String.raw`from '(?:\.\.\/)+schemas\/[\w-]+\.json'`,
    String.raw`\b(?:readFileSync|cpSync|readdirSync|loadDescriptors|loadConsoleConfig|loadEndpoints|loadRoles|rolesFile)\(\s*(?:join\(\s*)?['"\x60](?:\.\/)?schemas(?![\w-]|\/[\w-]+\.schema\.json)`,
    String.raw`\bschemasDir\(\)`,
    String.raw`(?<!function )\bcreateTestContext\(`,
  ].join('|'),
);

/**
 * The tests among those the guard reads (the console's, the generic routes' and every one that uses
 * the fixtures) that must read schemas/ too, each with why and exactly what it reads (`reads`,
 * removed before the checks, so that anything else it reads of schemas/ still fails). Each is in
 * "What stays on the production files" of docs/testing-schemas.md, with the same reason.
 */
const PRODUCTION_READS: Record<string, { reason: string; reads: RegExp }> = {
  'tests/src/core/console/sanitizeConsoleConfig.test.ts': {
    reason:
      "its first test: schemas/console.json as it ships is accepted and gives the shell the specification asks for (home, groups, the profile, prices and subject-report screens); every rule is tested on the fixtures' console.json",
    reads: /schemas\/console\.json/g,
  },
  'tests/server/crud/countMatches.test.ts': {
    reason:
      "its last case: the request log's stat cards count like the lists; they are a hand-written route of production's request-log, which the fixture app does not serve",
    reads: /createTestContext\(kind, \{ requestLog: false \}\)/g,
  },
  'tests/server/crud/recordIds.test.ts': {
    reason:
      "its last case: the liveness files' route refuses a body id beyond int4; it is production's liveness-log's (schemas/api/endpoints.json), which the fixture app does not serve; every :id route of the fixture app is tested on the fixtures",
    reads: /createTestContext\(kind, \{ requestLog: false \}\)/g,
  },
  'tests/server/crud/timeZoneDates.test.ts': {
    reason:
      "the report date filters read in the operator's zone (tz) on production's capture logs and request-log stat cards, hand-written routes the fixture app does not serve",
    reads: /createTestContext\(kind, \{ requestLog: false \}\)/g,
  },
  'tests/server/crud/jsonRecordsFuzz.test.ts': {
    reason:
      "the newcomer's supplier (tests/fixtures/records) served from a copy of schemas/ as an administrator adds it; only the supplier's routes are fuzzed",
    reads: /cpSync\('schemas', dir, \{ recursive: true \}\)/g,
  },
  'tests/server/auth/roles.test.ts': {
    reason:
      "what the specification (2.1) asks of schemas/roles.json on the real API; the roles engine is tested on the fixtures' roles.json",
    reads: /loadDescriptors\(schemasDir\(\)\)/g,
  },
  'tests/server/descriptors/sanitizeRoles.test.ts': {
    reason: 'the roles and grants of the shipped schemas/roles.json, as the specification asks',
    reads: /loadRoles\('schemas\/roles\.json', loadDescriptors\('schemas'\)\)/g,
  },
  'tests/server/fuzz/fuzzRoutes.test.ts': {
    reason:
      "every route of the real API (SCHEMAS_DIR when set); its oracle takes every message of production's and the fixtures' descriptors as pt-BR",
    reads: /loadDescriptors\(schemasDir\(\)\)/g,
  },
};

/** `text` of `file` without the reads of schemas/ its PRODUCTION_READS entry allows. */
function withoutAllowedReads(file: string, text: string): string {
  const allowed = PRODUCTION_READS[file.replace(`${process.cwd()}/`, '')];
  return allowed ? text.replace(allowed.reads, '') : text;
}

/**
 * Console tests that read the descriptors through the console's virtual modules, or render the
 * whole console, and stay on schemas/ by design: each is about a hand-written screen of production.
 */
const SPECIAL_VIEW_TESTS: Record<string, string> = {
  'tests/src/views/requestLog/RequestLogListView.test.tsx':
    "the request log's hand-written screen (stat cards, request details), as schemas/request-log.json places it",
  'tests/src/views/fingerprint/FingerprintGallery.test.tsx':
    "the fingerprint gallery's hand-written screen (captures, images, TIFF previews, downloads), opened from schemas/fingerprint.json's list and read under its endpoint",
};

/**
 * Names a file of schemas/ (`schemas/client.json`, `'../../schemas/console.json'`), not a fixture's
 * (`tests/fixtures/schemas/user.json`) nor a URL's path (`'https://example.com/schemas/a.json'`,
 * which standIns.test.tsx resolves).
 */
const NAMES_A_SCHEMAS_FILE = /(?<!fixtures\/|\/\/[\w.-]+\/)\bschemas\/[\w-]+\.json/;

/** A test that reads the descriptors through the console's virtual modules, or renders the whole console. */
const READS_DESCRIPTORS = /from 'virtual:(descriptors|console-shell|console-public|validator-loaders)'|renderConsole\(/;

/**
 * Renders the snapshots of the descriptors in `schemasDir` into `outDir`, as
 * `npm run snapshots:update` does for schemas/ (the same test file, in a child vitest).
 */
function renderSnapshots(schemasDir: string, outDir: string) {
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'console',
      'tests/schemas/productionSnapshots.test.tsx',
      '-u',
    ],
    { env: { ...process.env, SCHEMAS_DIR: schemasDir, SNAPSHOTS_DIR: outDir }, encoding: 'utf8', timeout: 240_000 },
  );
  if (run.status !== 0)
    throw new Error(`A geração dos snapshots falhou (${run.status}):\n${run.stdout}\n${run.stderr}`);
}

const snaps = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.snap'));

describe('QA snapshots follow the production descriptors, and only them', () => {
  it('a required field added to client.json changes the client snapshot and no other', { timeout: 300_000 }, () => {
    const schemas = tempDir('schemas-client-field');
    cpSync('schemas', schemas, { recursive: true });
    const file = join(schemas, 'client.json');
    const client = JSON.parse(readFileSync(file, 'utf8'));
    client.fields.website = {
      type: 'string',
      title: 'Site',
      maxLength: 200,
      pattern: '^https?://',
      messages: { required: 'Informe o site do parceiro', pattern: 'Site inválido' },
    };
    client.required.push('website');
    writeFileSync(file, JSON.stringify(client, null, 2));
    const out = tempDir('snapshots-client-field');
    renderSnapshots(schemas, out);

    expect(snaps(out).sort()).toEqual(snaps(SNAPSHOTS).sort());
    const changed = snaps(SNAPSHOTS).filter(
      (f) => readFileSync(join(out, f), 'utf8') !== readFileSync(join(SNAPSHOTS, f), 'utf8'),
    );
    // Anything else here means tests/snapshots is stale: `npm run snapshots:update`.
    expect(changed).toEqual(['client.snap']);
    const after = readFileSync(join(out, 'client.snap'), 'utf8');
    expect(after).toContain('textbox "Site*", required, maxlength=200');
    expect(after).toContain('Site*: "Informe o site do parceiro"');
    expect(after).toMatch(/create body .*required: .*website/);
    expect(after).toContain('website: {"type":"string","title":"Site","maxLength":200,"pattern":"^https?://"}');
  });
});

describe('the engine tests read only the fixture descriptors', () => {
  const projects = (config.test?.projects ?? []) as {
    plugins?: Plugin[];
    test?: { name?: string; include?: string[]; exclude?: string[] };
  }[];
  const engines = projects.find((p) => p.test?.name === 'engines');
  const consoleProject = projects.find((p) => p.test?.name === 'console');
  const engineFiles = () => new Set(engines!.test!.include!.flatMap((pattern) => globSync(pattern)));

  it('run in the engines project, and the console project leaves them to it', () => {
    // Every pattern of ENGINE_TESTS names at least one test: a renamed file is not silently dropped.
    for (const pattern of engines!.test!.include!) expect(globSync(pattern), pattern).not.toEqual([]);
    expect(engineFiles().size).toBeGreaterThanOrEqual(19);
    expect(consoleProject!.test!.exclude).toEqual(expect.arrayContaining(engines!.test!.include!));
  });

  it('or load the fixtures themselves (pure code, the generic routes) and read no virtual module', () => {
    const files = engineFiles();
    for (const file of FIXTURE_TEST_FILES) {
      const text = readFileSync(file, 'utf8');
      expect(files.has(file), file).toBe(false);
      expect(text, file).toMatch(USES_FIXTURES);
      expect(text, file).not.toMatch(READS_DESCRIPTORS);
    }
  });

  it('a file of schemas/ is told from a fixture and from a URL', () => {
    expect("import production from '../../../../schemas/console.json'").toMatch(NAMES_A_SCHEMAS_FILE);
    expect("loadDescriptors('schemas').find((d) => d.file === 'schemas/client.json')").toMatch(NAMES_A_SCHEMAS_FILE);
    expect("readFileSync('tests/fixtures/schemas/roles.json')").not.toMatch(NAMES_A_SCHEMAS_FILE);
    // standIns.test.tsx was taken for an engine test naming schemas/ before URLs were told apart
    expect("fastUri.resolve('https://example.com/schemas/a.json', 'b.json#/x')").not.toMatch(NAMES_A_SCHEMAS_FILE);
    expect(readFileSync('tests/src/ui/form/standIns.test.tsx', 'utf8')).toContain('https://example.com/schemas/a.json');
  });

  it('and every other console test that reads the descriptors is on a list, with why it stays on schemas/', () => {
    const files = engineFiles();
    const onProduction = globSync('tests/src/**/*.test.{ts,tsx}')
      .filter((f) => !files.has(f) && READS_DESCRIPTORS.test(readFileSync(f, 'utf8')))
      .sort();
    // A new test of an engine goes to ENGINE_TESTS (vitest.config.ts) and uses the fixtures'
    // keys; one about a hand-written screen of production goes to SPECIAL_VIEW_TESTS.
    expect(onProduction.filter((f) => !(f in SPECIAL_VIEW_TESTS))).toEqual([]);
    for (const file of Object.keys(SPECIAL_VIEW_TESTS)) expect(onProduction, file).toContain(file);
  });

  it("a direct read of schemas/ is told from a fixture, a meta-schema and the fixtures' API", () => {
    const reads = (code: string) => code.match(READS_PRODUCTION) !== null;
    expect(reads("import person from '../../../../schemas/person.json' with { type: 'json' };")).toBe(true);
    expect(reads("loadRoles('schemas/roles.json', loadDescriptors('schemas'))")).toBe(true);
    expect(reads("cpSync('schemas', dir, { recursive: true })")).toBe(true);
    expect(reads("readFileSync(join('schemas', 'client.json'), 'utf8')")).toBe(true);
    expect(reads('const all = loadDescriptors(schemasDir());')).toBe(true);
    expect(reads('ctx = await createTestContext(kind);')).toBe(true);
    expect(reads("import x from '../../fixtures/schemas/console.json'")).toBe(false);
    expect(reads("readFileSync(join(FIXTURE_SCHEMAS, 'console.json'), 'utf8')")).toBe(false);
    expect(reads("JSON.parse(readFileSync('schemas/descriptor.schema.json', 'utf8'))")).toBe(false);
    expect(reads("loadDescriptors('schemas-copy')")).toBe(false);
    expect(reads('ctx = await createFixtureApp(kind);')).toBe(false);
    expect(reads('export async function createTestContext(kind: DbKind) {')).toBe(false);
  });

  it('and a console, generic-route or fixture test that reads schemas/ directly is on PRODUCTION_READS, with why', () => {
    const self = 'tests/schemas/snapshotsFollowDescriptors.test.ts';
    const usesFixtures = globSync('tests/**/*.test.{ts,tsx}').filter((f) =>
      USES_FIXTURES.test(readFileSync(f, 'utf8')),
    );
    const read = [
      ...new Set([
        ...globSync('tests/src/**/*.test.{ts,tsx}'),
        ...globSync('tests/server/crud/*.test.ts'),
        ...FIXTURE_TEST_FILES,
        ...usesFixtures,
      ]),
    ]
      .filter((f) => f !== self)
      .sort();
    expect(read).toEqual(expect.arrayContaining([...FIXTURE_TEST_FILES, 'tests/server/auth/roles.test.ts']));
    const reading = read.filter((f) => readFileSync(f, 'utf8').match(READS_PRODUCTION) !== null);
    // A test of an engine uses the fixtures (createFixtureApp, fixtureDescriptors(), FIXTURE_SCHEMAS);
    // one that must read schemas/ too goes to PRODUCTION_READS with its reason and what it reads.
    expect(reading.filter((f) => !(f in PRODUCTION_READS))).toEqual([]);
    for (const [file, { reason, reads }] of Object.entries(PRODUCTION_READS)) {
      const text = readFileSync(file, 'utf8');
      expect(reason.length, file).toBeGreaterThan(40);
      // Still reads what it is allowed to (else the entry goes), and nothing else of schemas/.
      expect(text.match(reads), `${file}: ${reads}`).not.toBeNull();
      expect(withoutAllowedReads(file, text).match(READS_PRODUCTION)?.[0], file).toBeUndefined();
    }
  });

  it('resolve virtual:descriptors (and the shell) to tests/fixtures/schemas, not to schemas/', async () => {
    expect(engines, 'projeto "engines" em vitest.config.ts').toBeDefined();
    const plugin = engines!.plugins!.find((p) => p.name === 'console-descriptors')!;
    const call = <T>(hook: unknown, ...args: unknown[]) => {
      const fn = (typeof hook === 'object' && hook && 'handler' in hook ? hook.handler : hook) as (
        ...a: unknown[]
      ) => T;
      return fn.apply(
        {
          error: (m: string) => {
            throw new Error(m);
          },
        },
        args,
      );
    };
    const id = await call<string>(plugin.resolveId, 'virtual:descriptors', undefined, {});
    const code = await call<string>(plugin.load, id);
    const module = JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));
    expect(Object.keys(module).sort()).toEqual(
      fixtureDescriptors()
        .map((d) => d.key)
        .sort(),
    );
  });

  it('and neither they nor the test helpers they import name a file of schemas/ or a descriptor only it has', () => {
    const fixtureKeys = new Set(fixtureDescriptors().map((d) => d.key));
    const productionOnly = globSync('schemas/*.json')
      .map((f) => (JSON.parse(readFileSync(f, 'utf8')) as { key?: string }).key)
      .filter((key): key is string => !!key && !fixtureKeys.has(key));
    expect(productionOnly).toContain('device-config');
    const names = productionOnly.join('|'); // keys are kebab case: nothing to escape
    // descriptors.person, descriptors['device-config'], entity: 'client'
    const namesProduction = new RegExp(`descriptors(\\.(${names})\\b|\\[['"](${names})['"]\\])|entity: '(${names})'`);
    const seen = new Set<string>();
    const queue = [...engineFiles(), ...FIXTURE_TEST_FILES].map((f) => resolve(f));
    const roots = new Set(queue);
    expect(queue.length).toBeGreaterThan(4);
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      const text = withoutAllowedReads(file, source);
      // (a URL's path, 'https://example.com/schemas/a.json', is no file of schemas/)
      expect(text, file).not.toMatch(NAMES_A_SCHEMAS_FILE);
      // A test itself (its helpers may wrap createTestContext with the fixtures: createFixtureApp).
      if (roots.has(file)) expect(text.match(READS_PRODUCTION)?.[0], file).toBeUndefined();
      expect(text, file).not.toMatch(/loadDescriptors\(\s*['"]schemas/);
      expect(text, file).not.toMatch(namesProduction);
      for (const [, spec] of source.matchAll(/from '(\.[^']+)'/g)) {
        const target = resolve(dirname(file), spec!).replace(/\.js$/, '');
        const found = ['.ts', '.tsx', '']
          .map((ext) => target + ext)
          .find((f) => existsSync(f) && f.includes('/tests/'));
        if (found) queue.push(found);
      }
    }
    expect([...seen].some((f) => f.endsWith('sampleRow.ts'))).toBe(true);
    for (const file of [...engineFiles(), ...FIXTURE_TEST_FILES]) expect(seen, file).toContain(resolve(file));
    expect(FIXTURE_SCHEMAS).toBe('tests/fixtures/schemas');
  });
});
