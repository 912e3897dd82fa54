import { extname, relative, sep } from 'node:path';
import type { DevEnvironment, EnvironmentModuleNode, Plugin } from 'vite';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { buildShell } from '../../src/core/console/buildShell.js';
import type { ConsoleShell } from '../../src/core/console/ConsoleShell.js';
import type { ClientDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { buildFormSchema, type FormMode } from '../../src/core/forms/buildFormSchema.js';
import { toClientDescriptor } from '../../src/core/descriptors/sanitizeDescriptor.js';
import { loadConsoleConfig } from './loadConsoleConfig.js';
import { loadDescriptors, schemasDir } from './loadDescriptors.js';
import { isEditable, publicScreensModuleCode, shellModuleCode, validatorLoadersModuleCode } from './shellModuleCode.js';

const NAME = 'console-descriptors';
const DESCRIPTORS = 'virtual:descriptors';
const SHELL = 'virtual:console-shell';
const PUBLIC_SCREENS = 'virtual:console-public';
const VALIDATOR_LOADERS = 'virtual:validator-loaders';
const VALIDATORS = 'virtual:validators/';
const MODULES = [DESCRIPTORS, SHELL, PUBLIC_SCREENS, VALIDATOR_LOADERS];
const resolved = (id: string) => `\0${id}`;
/** Whether a resolved id is one of this plugin's modules. */
const isOurs = (id: string) => MODULES.some((m) => id === resolved(m)) || id.startsWith(resolved(VALIDATORS));

/** Everything the console's virtual modules are made of, loaded and checked together. */
interface Schemas {
  /** Every descriptor without its server part (what the console bundles). */
  clients: ClientDescriptor[];
  shell: ConsoleShell;
}

/**
 * Gives the console its descriptors and its shell at build time, checked against their
 * meta-schemas and against each other (a wrong file fails the build with file, path and reason),
 * without the descriptors' server part:
 * - `virtual:descriptors`: every client descriptor, keyed by `key`;
 * - `virtual:console-shell`: the shell of schemas/console.json and the descriptors' `menu`
 *   (home, screens, side menu, user menu), importing only the lucide icons it names;
 * - `virtual:console-public`: the public screens' routes (the login's chunk needs no icon);
 * - `virtual:validator-loaders`: a lazy loader per mode of every editable descriptor;
 * - `virtual:validators/<key>/<create|update>`: RJSF precompiled validators (Ajv standalone code)
 *   for that form, so the browser never compiles a schema and the CSP needs no 'unsafe-eval'.
 *
 * In the dev server, saving a file of schemas/ loads them again: when they are right, the
 * virtual modules are updated in the open console (hot, or by reloading the page); when one is
 * wrong, its file, path and reason go to the terminal and the browser's overlay, once, and the
 * last good version keeps being served.
 */
export function descriptorsVitePlugin(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): Plugin {
  const dir = schemasDir(root, env);
  let current: Schemas | undefined;
  /** The error last reported for a failed reload, so that one save is reported once. */
  let reported: string | undefined;
  const read = (): Schemas => {
    const descriptors = loadDescriptors(dir, root);
    const config = loadConsoleConfig(dir, descriptors, root);
    const clients = descriptors.map(toClientDescriptor);
    return { clients, shell: buildShell(config, clients) };
  };
  const schemas = () => (current ??= read());
  const isSchemaFile = (file: string) => {
    const rel = relative(dir, file);
    return extname(file) === '.json' && rel !== '' && !rel.startsWith('..') && !rel.includes(sep);
  };

  /**
   * After a save: the new version and the modules made from it (Vite updates them in the open
   * console: hot where a component module accepts the update, else by reloading the page), or the
   * error reported once, nothing updated and the last good version kept.
   */
  const reload = (environment: DevEnvironment, file: string): EnvironmentModuleNode[] => {
    try {
      current = read();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== reported) {
        reported = message;
        environment.logger.error(`[${NAME}] ${message} (servindo a última versão válida)`, { timestamp: true });
        environment.hot.send({ type: 'error', err: { message, stack: '', plugin: NAME, id: file } });
      }
      return [];
    }
    reported = undefined;
    return [...environment.moduleGraph.idToModuleMap].flatMap(([id, module]) => (isOurs(id) ? [module] : []));
  };

  return {
    name: NAME,
    buildStart() {
      // The build fails here, once, on a wrong file; the dev server reports it per module.
      if (this.environment.config.command === 'build') schemas();
    },
    configureServer(server) {
      // A SCHEMAS_DIR outside the project (tests) is watched too.
      server.watcher.add(dir);
    },
    hotUpdate({ file }) {
      if (!isSchemaFile(file)) return undefined;
      return this.environment.name === 'client' ? reload(this.environment, file) : [];
    },
    resolveId(id) {
      if (MODULES.includes(id) || id.startsWith(VALIDATORS)) return resolved(id);
      return undefined;
    },
    load(id) {
      if (!isOurs(id)) return undefined;
      let loaded: Schemas;
      try {
        loaded = schemas();
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
      const { clients, shell } = loaded;
      if (id === resolved(DESCRIPTORS))
        return `export default ${JSON.stringify(Object.fromEntries(clients.map((d) => [d.key, d])))};`;
      if (id === resolved(SHELL)) return shellModuleCode(shell);
      if (id === resolved(PUBLIC_SCREENS)) return publicScreensModuleCode(shell);
      if (id === resolved(VALIDATOR_LOADERS)) return validatorLoadersModuleCode(clients, VALIDATORS);
      if (id.startsWith(resolved(VALIDATORS))) {
        const [key, mode] = id.slice(resolved(VALIDATORS).length).split('/') as [string, FormMode];
        const d = clients.find((x) => x.key === key);
        if (!d || !isEditable(d) || (mode !== 'create' && mode !== 'update'))
          return this.error(`Validador desconhecido: ${id.slice(1)}`);
        const schema = buildFormSchema(d, mode);
        return cjsToEsm(
          compileSchemaValidatorsCode(schema as never, {
            ajvOptionsOverrides: { unicode: false, logger: false, code: { lines: false } },
          }),
        );
      }
      return undefined;
    },
  };
}

/**
 * Ajv's standalone ESM output cannot export RJSF's hash-named validators ("-1d2c89f9" is no
 * identifier), so we take its CommonJS output and wrap it: `module.exports` becomes the default
 * export. With `unicode: false` the code needs no Ajv runtime helper (no `require`).
 */
export function cjsToEsm(code: string): string {
  if (/\brequire\(/.test(code)) throw new Error('Validador pré-compilado inesperado: usa require()');
  return `const module = { exports: {} }; const exports = module.exports;\n${code}\nexport default module.exports;\n`;
}
