import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../server/db/openDb.js';
import {
  OPENAPI_TYPES_COMMAND,
  renderOpenapiFiles,
  sortKeys,
  type OpenapiFiles,
} from '../../scripts/renderOpenapiTypes.js';
import { openTestDb } from '../support/testDb.js';

/**
 * docs/openapi.json and src/core/api/openapi.gen.d.ts are generated from the app (routes,
 * descriptors, schemas/api/endpoints.json); the console's calls are typed by the second. A change
 * of a route's schema or a descriptor without `npm run openapi:types` would leave the console
 * typed by an old contract: this fails then, naming the command.
 */
describe('the API document and its TypeScript types on disk', () => {
  let handle: DbHandle;
  let files: OpenapiFiles;
  beforeAll(async () => {
    handle = await openTestDb('pglite');
    files = await renderOpenapiFiles(handle.db);
  });
  afterAll(() => handle?.close());

  it.each(['docs/openapi.json', 'src/core/api/openapi.gen.d.ts'] as const)(
    '%s is what `npm run openapi:types` writes now',
    (relative) => {
      const onDisk = readFileSync(join(process.cwd(), relative), 'utf8');
      expect(onDisk === files[relative], `${relative} está desatualizado: rode \`${OPENAPI_TYPES_COMMAND}\``).toBe(
        true,
      );
    },
  );

  it('types every path of the document, and says where each route of schemas/api/endpoints.json is', () => {
    const document = JSON.parse(files['docs/openapi.json']) as { paths: Record<string, unknown> };
    const types = files['src/core/api/openapi.gen.d.ts'];
    for (const path of Object.keys(document.paths)) expect(types).toContain(`'${path}': {`);
    const endpoints = JSON.parse(readFileSync('schemas/api/endpoints.json', 'utf8')) as {
      paths: Record<string, string>;
    };
    for (const [name, path] of Object.entries(endpoints.paths)) expect(types).toContain(`${name}: '${path}';`);
  });

  it('sorts keys at every depth and keeps the order of arrays', () => {
    expect(JSON.stringify(sortKeys({ b: 1, a: [{ d: 2, c: 3 }, 'x'] }))).toBe('{"a":[{"c":3,"d":2},"x"],"b":1}');
  });
});
