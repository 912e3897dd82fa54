import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of .dependency-cruiser.cjs (docs/architecture.md), tried on a small tree
 * written for the test: each broken rule must fail `depcruise` exactly as `npm run lint` runs it,
 * and a tree that keeps the rules must pass (the project's own tree is checked by `npm run lint`).
 */
const root = resolve(import.meta.dirname, '../..');
const depcruise = join(root, 'node_modules/.bin/depcruise');
const config = join(root, '.dependency-cruiser.cjs');
const run = promisify(execFile);

let dir: string;

async function tree(files: Record<string, string>): Promise<string> {
  const base = await mkdtemp(join(dir, 'tree-'));
  await writeFile(join(base, 'tsconfig.json'), JSON.stringify({ compilerOptions: { moduleResolution: 'Bundler' } }));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(base, path)), { recursive: true });
    await writeFile(join(base, path), text);
  }
  return base;
}

/** The rules `depcruise` reports broken in a tree (none when it exits 0). */
async function brokenRules(base: string): Promise<string[]> {
  try {
    await run(depcruise, ['src', 'server', '--config', config, '--output-type', 'err'], { cwd: base });
    return [];
  } catch (e) {
    const out = String((e as { stdout?: string }).stdout);
    return [...new Set([...out.matchAll(/error (\S+):/g)].map((m) => m[1]!))].sort();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'boundaries-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('import boundaries (.dependency-cruiser.cjs)', () => {
  const legal = {
    'src/core/format.ts': 'export const format = (s: string) => s.trim();\n',
    'src/hooks/useFormat.ts': "import { format } from '../core/format.js';\nexport const useFormat = () => format;\n",
    'src/ui/Field.ts': "import { useFormat } from '../hooks/useFormat.js';\nexport const Field = useFormat;\n",
    'src/views/Screen.ts': "import { Field } from '../ui/Field.js';\nexport const Screen = Field;\n",
    'src/routes/table.ts': "import { Screen } from '../views/Screen.js';\nexport const table = [Screen];\n",
    'server/route.ts': "import { format } from '../src/core/format.js';\nexport const route = format;\n",
  };

  it('passes a tree that keeps every rule', async () => {
    expect(await brokenRules(await tree(legal))).toEqual([]);
  });

  it.each([
    [
      'server/ reaching into src/ui',
      'server/bad.ts',
      "import { Field } from '../src/ui/Field.js';\nexport const bad = Field;\n",
      'server-imports-only-core',
    ],
    [
      'src/ui importing a view',
      'src/ui/Bad.ts',
      "import { Screen } from '../views/Screen.js';\nexport const Bad = Screen;\n",
      'ui-imports-only-core-hooks-ui-theme',
    ],
    [
      'src/core importing a hook',
      'src/core/bad.ts',
      "import { useFormat } from '../hooks/useFormat.js';\nexport const bad = useFormat;\n",
      'core-imports-only-core',
    ],
    [
      'a view importing the route table',
      'src/views/Bad.ts',
      "import { table } from '../routes/table.js';\nexport const Bad = table;\n",
      'views-imports-only-core-hooks-ui-views-theme',
    ],
    [
      'the console importing the server',
      'src/core/bad.ts',
      "import { route } from '../../server/route.js';\nexport const bad = route;\n",
      'console-never-imports-server',
    ],
    [
      'an import that resolves to nothing',
      'src/core/bad.ts',
      "import { gone } from './gone.js';\nexport const bad = gone;\n",
      'not-to-unresolvable',
    ],
  ])('fails on %s', async (_what, path, text, rule) => {
    expect(await brokenRules(await tree({ ...legal, [path]: text }))).toContain(rule);
  });

  it('fails on an import circle, type-only imports included', async () => {
    const rules = await brokenRules(
      await tree({
        ...legal,
        'src/ui/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
        'src/ui/b.ts': "import type { A } from './a.js';\nexport interface B { a?: A }\n",
      }),
    );
    expect(rules).toEqual(['no-circular']);
  });

  it('fails when src/core imports React', async () => {
    const base = await tree({
      ...legal,
      'src/core/bad.ts': "import { useState } from 'react';\nexport const bad = useState;\n",
    });
    await mkdir(join(base, 'node_modules/react'), { recursive: true });
    await writeFile(join(base, 'node_modules/react/package.json'), JSON.stringify({ name: 'react', main: 'index.js' }));
    await writeFile(join(base, 'node_modules/react/index.js'), 'exports.useState = () => {};\n');
    expect(await brokenRules(base)).toContain('core-is-pure');
  });
});
