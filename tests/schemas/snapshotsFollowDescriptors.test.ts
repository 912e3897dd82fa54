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
    test?: { name?: string; include?: string[] };
  }[];
  const engines = projects.find((p) => p.test?.name === 'engines');

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

  it('and neither they nor the test helpers they import name a file of schemas/', () => {
    const seen = new Set<string>();
    const queue = engines!.test!.include!.flatMap((pattern) => globSync(pattern)).map((f) => resolve(f));
    expect(queue.length).toBeGreaterThan(4);
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/(?<!fixtures\/)\bschemas\/[\w-]+\.json/);
      expect(text, file).not.toMatch(/loadDescriptors\(\s*['"]schemas/);
      for (const [, spec] of text.matchAll(/from '(\.[^']+)'/g)) {
        const target = resolve(dirname(file), spec!).replace(/\.js$/, '');
        const found = ['.ts', '.tsx', '']
          .map((ext) => target + ext)
          .find((f) => existsSync(f) && f.includes('/tests/'));
        if (found) queue.push(found);
      }
    }
    expect([...seen].some((f) => f.endsWith('sampleRow.ts'))).toBe(true);
    expect(FIXTURE_SCHEMAS).toBe('tests/fixtures/schemas');
  });
});
