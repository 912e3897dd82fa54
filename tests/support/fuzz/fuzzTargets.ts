import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';
import { crudTarget } from './crudTarget.js';
import { specialTargets } from './specialTargets.js';
import type { FuzzTarget } from './targetParts.js';

/**
 * The fuzz target of every route of the route table (HEAD and OPTIONS aside: HEAD runs the GET
 * handler): its row in the special table, else the descriptor whose endpoint it is under.
 * `unknown` lists the routes the fuzzer has no target for: a new route needs one, and the fuzz
 * fails until it has it.
 */
export function fuzzTargets(
  descriptors: Descriptor[],
  routes: { method: string; url: string; public: boolean }[],
): { targets: FuzzTarget[]; unknown: string[] } {
  const special = specialTargets(descriptors);
  const targets: FuzzTarget[] = [];
  const unknown: string[] = [];
  for (const route of routes) {
    if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
    const key = `${route.method} ${route.url}`;
    const d = descriptors
      .filter((x) => x.server && (route.url === x.api.endpoint || route.url.startsWith(`${x.api.endpoint}/`)))
      .sort((a, b) => b.api.endpoint.length - a.api.endpoint.length)[0];
    const target = special[key] ?? (d && crudTarget(d, route.method, route.url));
    if (target) targets.push({ route: key, public: route.public, ...target });
    else unknown.push(key);
  }
  return { targets, unknown };
}
