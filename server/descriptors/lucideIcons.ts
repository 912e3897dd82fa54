import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { lucideExportName } from '../../src/core/console/lucideExportName.js';

interface LucideCatalogue {
  /** Icon names as on lucide.dev (kebab case), with their older aliases ('fingerprint'). */
  names: Set<string>;
  /** Names lucide-react exports icons under. */
  exports: Set<string>;
}

let catalogue: LucideCatalogue | undefined;

/** What the installed lucide-react has, read once from its files (no React is loaded). */
function lucideCatalogue(): LucideCatalogue {
  if (!catalogue) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFileSync(require.resolve(file), 'utf8');
    const exports = new Set<string>();
    for (const [, names] of read('lucide-react/dist/esm/lucide-react.mjs').matchAll(
      /^export \{([^}]*)\} from '\.\/icons\//gm,
    ))
      for (const name of names!.matchAll(/\bas (\w+)/g)) exports.add(name[1]!);
    const names = new Set(
      [...read('lucide-react/dist/esm/dynamicIconImports.mjs').matchAll(/^\s*"([a-z0-9-]+)": \(\) => import\(/gm)].map(
        (m) => m[1]!,
      ),
    );
    catalogue = { names, exports };
  }
  return catalogue;
}

/**
 * Whether lucide-react has an icon of this name (as listed on lucide.dev): `null` when it has,
 * else the reason an administrator reads, with the closest names.
 *
 * @example lucideIconProblem('scan-face') // null
 * @example lucideIconProblem('scan-fac') // 'ícone "scan-fac" não existe no lucide (...); parecidos: scan-face, ...'
 */
export function lucideIconProblem(icon: string): string | null {
  const { names, exports } = lucideCatalogue();
  if (names.has(icon) && exports.has(lucideExportName(icon))) return null;
  const close = [...names]
    .map((name) => [name, editDistance(name, icon)] as const)
    .filter(([, distance]) => distance <= Math.min(3, Math.ceil(icon.length / 4)))
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([name]) => name);
  return (
    `ícone "${icon}" não existe no lucide (nomes em https://lucide.dev/icons)` +
    (close.length ? `; parecidos: ${close.join(', ')}` : '')
  );
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
