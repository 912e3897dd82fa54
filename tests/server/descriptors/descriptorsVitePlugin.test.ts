import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer, type Rolldown, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptorsVitePlugin } from '../../../server/descriptors/descriptorsVitePlugin.js';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { tempDir } from '../../support/tempDir.js';
import { schemasCopy } from '../../support/schemasCopy.js';

const ROOT = process.cwd();

/** A copy of schemas/ with `edit` applied to the parsed files it names and the files of `add` copied in. */
function copyWith(
  edit: Record<string, (json: Record<string, any>) => void> = {},
  add: Record<string, string> = {},
): string {
  const dir = schemasCopy(edit);
  for (const [file, from] of Object.entries(add)) cpSync(from, join(dir, file));
  return dir;
}

/** The plugin over `dir` (the SCHEMAS_DIR of a test run). */
function pluginOver(dir: string) {
  return descriptorsVitePlugin(ROOT, { SCHEMAS_DIR: dir });
}

/** A dev server (no listening) running only the plugin, to load its modules. */
async function moduleLoader(dir: string): Promise<{ load: (id: string) => Promise<string>; server: ViteDevServer }> {
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    plugins: [pluginOver(dir)],
    server: { middlewareMode: true, ws: false, watch: null },
  });
  const container = server.environments.client.pluginContainer;
  const load = async (id: string) => {
    const resolved = await container.resolveId(id);
    const loaded = await container.load(resolved!.id);
    return typeof loaded === 'string' ? loaded : loaded!.code;
  };
  return { load, server };
}

/** Every icon name `menu`/`userMenu` entries of the folder use, by their lucide-react export. */
function usedIconExports(dir: string): string[] {
  const config = JSON.parse(readFileSync(join(dir, 'console.json'), 'utf8'));
  const names = [
    ...loadDescriptors(dir).flatMap((d) => (d.menu ? [d.menu.icon] : [])),
    ...Object.values<Record<string, { icon: string } | undefined>>(config.screens).flatMap((s) =>
      [s.menu?.icon, s.userMenu?.icon].filter((i) => i !== undefined),
    ),
  ];
  const pascal = (n: string) =>
    n
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('');
  return [...new Set(names.map(pascal))].sort();
}

describe('descriptorsVitePlugin modules', () => {
  const dir = copyWith({}, { 'supplier.json': 'tests/fixtures/newcomer/supplier.json' });
  let loader: Awaited<ReturnType<typeof moduleLoader>>;
  beforeAll(async () => {
    loader = await moduleLoader(dir);
  });
  afterAll(() => loader.server.close());

  it('virtual:console-shell imports, one by one, exactly the lucide icons the files name', async () => {
    const code = await loader.load('virtual:console-shell');
    const imports = [...code.matchAll(/^import \{ ([^}]+) \} from 'lucide-react';$/gm)];
    expect(imports).toHaveLength(1);
    expect(imports[0]![1]!.split(', ').sort()).toEqual(usedIconExports(dir));
    expect(imports[0]![1]).toContain('Truck'); // the new descriptor's icon, with no code written for it
    expect(code).not.toMatch(/from 'lucide-react\/dynamic|import \* as|icons\b.*from 'lucide-react'/);
    expect(code).toMatch(/"label":"Fornecedores","to":"\/supplier","icon":Truck,"activeFor":\["\/supplier"\]/);
  });

  it('virtual:validator-loaders has a loader per mode of every editable descriptor, the new one too', async () => {
    const code = await loader.load('virtual:validator-loaders');
    const editable = loadDescriptors(dir).filter((d) => d.form && !d.readOnly);
    expect(editable.map((d) => d.key)).toContain('supplier');
    for (const d of editable)
      for (const mode of ['create', 'update'])
        expect(code).toContain(`${mode}: () => import("virtual:validators/${d.key}/${mode}")`);
    expect(code.match(/import\(/g)).toHaveLength(editable.length * 2);
    expect(await loader.load('virtual:validators/supplier/create')).toMatch(/export default module\.exports/);
  });

  it('virtual:console-public has the public screens and no icon', async () => {
    const code = await loader.load('virtual:console-public');
    expect(code).not.toContain('lucide');
    expect(code).toContain('"path":"/delete-account","view":"deleteAccount"');
  });

  it('refuses a validator of a read-only descriptor', async () => {
    await expect(loader.load('virtual:validators/request-log/create')).rejects.toThrow(/Validador desconhecido/);
  });
});

/** Builds an entry importing the shell's menus (React left out) and returns the chunks' code. */
async function buildShellEntry(dir: string): Promise<string> {
  const entryDir = tempDir('plugin-entry');
  const entry = join(entryDir, 'entry.js');
  writeFileSync(
    entry,
    "import { menuGroups, userMenu } from 'virtual:console-shell';\nconsole.log(menuGroups, userMenu);\n",
  );
  const out = (await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    plugins: [pluginOver(dir)],
    build: {
      write: false,
      rolldownOptions: { input: entry, external: [/^react(\/|$)/] },
    },
  })) as Rolldown.RolldownOutput;
  return out.output.flatMap((o) => (o.type === 'chunk' ? [o.code] : [])).join('\n');
}

describe('descriptorsVitePlugin in a build', () => {
  it('bundles the icons the menus use and no other (no map of all icons)', async () => {
    const dir = copyWith();
    const code = await buildShellEntry(dir);
    const lucideNames = [
      ...readFileSync('node_modules/lucide-react/dist/esm/dynamicIconImports.mjs', 'utf8').matchAll(
        /^\s*"([a-z0-9-]+)":/gm,
      ),
    ].map((m) => m[1]!);
    // Each bundled icon is declared with its canonical name: { name: `scan-face`, size: 24, node: ... }.
    const bundled = lucideNames.filter((name) => new RegExp(`name:\\s*["'\`]${name}["'\`]`).test(code));
    expect(bundled.sort()).toEqual(
      [
        'activity',
        'banknote',
        'building-complex',
        'cpu',
        'eye',
        'file-archive',
        'file-text',
        'file-x-corner',
        'fingerprint-pattern',
        'heart-pulse',
        'message-square',
        'scan-face',
        'scroll-text',
        'sliders-horizontal',
        'user-cog',
        'users',
      ].sort(),
    );
    expect(code.length).toBeLessThan(40_000);
  }, 60_000);

  it('fails on an icon lucide does not have, with file, path and reason', async () => {
    const dir = copyWith({ 'client.json': (d) => (d.menu.icon = 'buildings-2') });
    await expect(buildShellEntry(dir)).rejects.toThrow(
      /schemas\/client\.json: \/menu\/icon: ícone "buildings-2" não existe no lucide/,
    );
  }, 60_000);

  it('fails on a list view the registry does not have, with file, path and reason', async () => {
    const dir = copyWith({ 'request-log.json': (d) => (d.list.view = 'requestLog') });
    await expect(buildShellEntry(dir)).rejects.toThrow(
      /schemas\/request-log\.json: \/list\/view: view "requestLog" não existe; válidas: /,
    );
  }, 60_000);
});
