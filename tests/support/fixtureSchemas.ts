import { loadDescriptors } from '../../server/descriptors/loadDescriptors.js';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';

/**
 * The fixture descriptors (relative to the project root): entities made up for the tests that,
 * together, use every feature of schemas/descriptor.schema.json (tests/schemas/fixturesCoverage.test.ts).
 * The engines (list, form, router, the API's generic routes) are tested on them, so a change to a
 * production descriptor in schemas/ changes only that descriptor's snapshots (docs/testing-schemas.md).
 */
export const FIXTURE_SCHEMAS = 'tests/fixtures/schemas';

/** The fixture descriptors, loaded and checked as the server loads schemas/. */
export function fixtureDescriptors(): Descriptor[] {
  return loadDescriptors(FIXTURE_SCHEMAS);
}
