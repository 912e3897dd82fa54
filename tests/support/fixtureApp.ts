import type { DbKind } from '../../server/db/openDb.js';
import type { AppOptions } from '../../server/AppOptions.js';
import { rolesFile } from '../../server/descriptors/loadRoles.js';
import { FIXTURE_SCHEMAS, fixtureDescriptors } from './fixtureSchemas.js';
import { createTestContext, type TestContext } from './testApp.js';

/**
 * A migrated database and the API built from the fixture descriptors (tests/fixtures/schemas) and
 * their roles file instead of schemas/, for `app.inject` tests of the generic routes.
 */
export function createFixtureApp(
  kind: DbKind,
  options: { requestLog?: boolean } & Pick<AppOptions, 'jobs'> = {},
): Promise<TestContext> {
  return createTestContext(kind, { ...options, descriptors: fixtureDescriptors(), roles: rolesFile(FIXTURE_SCHEMAS) });
}
