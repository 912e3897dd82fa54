import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadDescriptors } from '../../server/descriptors/loadDescriptors.js';
import type { EndpointsConfig } from '../../src/core/api/EndpointsConfig.js';

/**
 * Issue 21, "Done when": no entity key, endpoint or route is spelled in the code. They live in
 * schemas/ (the descriptors, schemas/console.json, schemas/api/endpoints.json) and the code reads them
 * there, so an administrator who renames a route or moves an endpoint edits one file.
 *
 * Scans the string literals, template pieces and JSX texts of every .ts/.tsx file under src/ and
 * server/ (comments left out: a JSDoc example may show a path). A literal is a finding when it is
 * a descriptor's key (exactly), or names an endpoint or a console route (exactly, or followed by
 * `/`, `?` or `#`), or is the suffix of an entity route of schemas/api/endpoints.json (`/stats`).
 * What a hand-written special view or route may say about itself is listed in ALLOWED, each with
 * its reason; an entry nothing needs any more fails the test too, so the list only shrinks.
 */
const root = resolve(import.meta.dirname, '../..');
const schemas = join(root, 'schemas');

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(schemas, file), 'utf8'));

/** The descriptors, as the app reads them. */
const descriptors = loadDescriptors(schemas, root);

/** Every string of a JSON value that reads as a path: `/config`, `/admin/v1/user`, `/user/profile`. */
function pathsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(pathsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(pathsIn);
  return [];
}

const endpointsFile = readJson('api/endpoints.json') as EndpointsConfig;
/** The console's shell. */
const consoleFile = readJson('console.json');

/** Entity-route suffixes, from their last `{id}` on: `/{id}/reset-link` → `/reset-link`. */
const suffixes = [
  ...Object.values(endpointsFile.users.paths),
  ...Object.values(endpointsFile.entityPaths).map((e) => e.path),
]
  .map((suffix) => suffix.split('{id}').pop()!)
  .filter((tail) => tail.length > 1);

const KEYS = new Set(descriptors.map((d) => d.key));
/** Endpoints and console routes: every path of the descriptors, the shell and the endpoints file. */
const PATHS = new Set([...descriptors.flatMap(pathsIn), ...pathsIn(consoleFile), ...pathsIn(endpointsFile.paths)]);
PATHS.delete('/');

/** What a literal names, if anything (`key "user"`, `path "/admin/v1/user"`, `suffix "/stats"`). */
function named(text: string): string | undefined {
  if (KEYS.has(text)) return `key "${text}"`;
  for (const path of PATHS)
    if (text === path || [...'/?#'].some((c) => text.startsWith(path + c))) return `path "${path}"`;
  for (const tail of suffixes)
    if (text === tail || [...'/?#'].some((c) => text.startsWith(tail + c))) return `suffix "${tail}"`;
  return undefined;
}

/**
 * What may stay, per file: the literal named (as `named` says it) and why. Hand-written special
 * views and routes may name their own entity; everything else reads schemas/.
 */
const CLIENT_KIND =
  "a request's caller kind (request_logs.client_kind: 'user' a back-office user, 'client' a partner), not the entity";
const SERVICE_TYPE =
  "a device configuration's service type (device_configs.service_type: 'finger' | 'liveness'), not the entity";
const ALLOWED: Record<string, Record<string, string>> = {
  'src/views/fingerprint/FingerprintListView.tsx': {
    'key "fingerprint"': 'a special view naming its own entity, for a route that names none',
  },
  'src/views/requestLog/RequestLogListView.tsx': {
    'key "request-log"': 'a special view naming its own entity, for a route that names none',
  },
  'src/hooks/subjectReport/useSubjectReport.ts': {
    'key "person"': "the subject-report screen's own query parameter (`?person=<id>`, from a person's record)",
  },
  'src/core/descriptors/sanitizeDescriptor.ts': {
    'path "/param"': "a JSON path's last step (`/list/filters/<i>/param`, a filter's `param` property), not the route",
    'suffix "/related"':
      "a JSON path's first step (`/related/<i>/…`, the descriptor's `related` property), not the route",
  },
  'src/core/api/checkEndpointEntities.ts': {
    'suffix "/related"': "the JSON path of the descriptor's `related` property in its refusal, not the route",
  },
  'src/core/related/checkRelatedReferences.ts': {
    'suffix "/related"':
      "a JSON path's first step (`/related/<i>/…`, the descriptor's `related` property), not the route",
  },
  'server/search/searchGroups.ts': {
    'key "person"':
      "the command palette's groups: which descriptor each group searches (its fields and routes come from the descriptor)",
    'key "client"':
      "the command palette's groups: which descriptor each group searches (its fields and routes come from the descriptor)",
    'key "user"':
      "the command palette's groups: which descriptor each group searches (its fields and routes come from the descriptor)",
  },
  'server/descriptors/descriptorsVitePlugin.ts': {
    'key "client"': "Vite's browser environment ('client'), not the entity",
  },
  'server/db/schema.ts': { 'key "user"': CLIENT_KIND, 'key "client"': CLIENT_KIND, 'key "liveness"': SERVICE_TYPE },
  'server/requestLog/RequestLogRow.ts': { 'key "user"': CLIENT_KIND, 'key "client"': CLIENT_KIND },
  'server/requestLog/requestLogPlugin.ts': { 'key "user"': CLIENT_KIND },
  'server/seed/RequestSample.ts': { 'key "user"': CLIENT_KIND, 'key "client"': CLIENT_KIND },
  'server/seed/consoleRequestSamples.ts': { 'key "user"': CLIENT_KIND },
  'server/seed/partnerRequestSamples.ts': { 'key "client"': CLIENT_KIND },
  'server/seed/sampleData.ts': { 'key "liveness"': SERVICE_TYPE },
  'server/seed/seedCaptureLogs.ts': { 'key "liveness"': SERVICE_TYPE },
};

/** Every .ts/.tsx file under `dir`, relative to the repository. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The literals of one file that name a key, an endpoint or a route: `line: what`. */
function findings(path: string, text = readFileSync(join(root, path), 'utf8')): Map<string, string[]> {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, string[]>();
  const visit = (node: ts.Node): void => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : ts.isJsxText(node)
          ? node.text.trim()
          : undefined;
    const what = text === undefined ? undefined : named(text);
    if (what) {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.set(what, [...(found.get(what) ?? []), `${path}:${line}`]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = [...sources('src'), ...sources('server')];
const allowed = ALLOWED;

describe('no entity key, endpoint or route spelled in src/ or server/ (issue 21)', () => {
  it('reads what it checks from schemas/', () => {
    expect(KEYS.size).toBeGreaterThan(5);
    expect([...PATHS]).toEqual(expect.arrayContaining(descriptors.map((d) => d.api.endpoint)));
    expect([...PATHS]).toContain(endpointsFile.paths.login);
    expect(suffixes).toContain('/reset-link');
  });

  it('finds them in a literal, a template piece or JSX text, never in a comment', () => {
    const key = descriptors[0]!.key;
    const endpoint = descriptors[0]!.api.endpoint;
    expect(named(key)).toBe(`key "${key}"`);
    expect(named(`${endpoint}/`)).toBe(`path "${endpoint}"`);
    expect(named(`${endpoint}?page=1`)).toBe(`path "${endpoint}"`);
    expect(named(`${endpoint}x`)).toBeUndefined();
    expect(named(`${key} `)).toBeUndefined();
  });

  it('scans code, not comments', () => {
    const { key, api } = descriptors[0]!;
    const source = [
      `/** GET ${api.endpoint}/{id} ('${key}') */`,
      `const a = '${key}';`,
      'const b = `${base}' + api.endpoint + '/${id}`;',
      `const c = <Link to="${api.endpoint}?page=2">${endpointsFile.paths.login}</Link>;`,
      `const d = '${suffixes[0]}';`,
    ].join('\n');
    expect(Object.fromEntries(findings('x.tsx', source))).toEqual({
      [`key "${key}"`]: ['x.tsx:2'],
      [`path "${api.endpoint}"`]: ['x.tsx:3', 'x.tsx:4'],
      [`path "${endpointsFile.paths.login}"`]: ['x.tsx:4'],
      [`suffix "${suffixes[0]}"`]: ['x.tsx:5'],
    });
  });

  it('finds none but the allowed ones', () => {
    const unexpected: string[] = [];
    for (const path of files)
      for (const [what, where] of findings(path))
        if (!allowed[path]?.[what]) unexpected.push(`${where.join(', ')}: ${what}`);
    expect(unexpected).toEqual([]);
  });

  it('allows nothing that is no longer there (the allow-lists only shrink)', () => {
    const stale = Object.entries(allowed).flatMap(([path, entries]) => {
      const found = existsSync(join(root, path)) ? findings(path) : new Map<string, string[]>();
      return Object.keys(entries)
        .filter((what) => !found.has(what))
        .map((what) => `${path}: ${what}`);
    });
    expect(stale).toEqual([]);
  });
});
