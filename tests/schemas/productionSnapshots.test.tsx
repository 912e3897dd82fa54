import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import descriptors from 'virtual:descriptors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeDescriptor } from '../support/describeDescriptor.js';

/**
 * QA's snapshots of the production descriptors (schemas/*.json): one file per descriptor in
 * tests/snapshots/<key>.snap with its list, its form in both modes and its API as rendered
 * (docs/testing-schemas.md). `npm run snapshots:update` rewrites them; SNAPSHOTS_DIR writes them
 * elsewhere (tests/schemas/snapshotsFollowDescriptors.test.ts renders an edited copy of schemas/).
 */
const SNAPSHOTS = resolve(process.env.SNAPSHOTS_DIR ?? 'tests/snapshots');
const keys = Object.keys(descriptors).sort();

beforeAll(() => {
  // 'today' filters and dates are shown as of a fixed day.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(2026, 10, 22, 10, 0, 0));
});
afterAll(() => vi.useRealTimers());

describe.each(keys)('schemas/%s.json', (key) => {
  // A list and two forms, each first render allowed 25 s on a loaded host (describeDescriptor).
  it('is rendered as its snapshot says', { timeout: 90_000 }, async () => {
    const text = await describeDescriptor(descriptors[key]!);
    await expect(text).toMatchFileSnapshot(join(SNAPSHOTS, `${key}.snap`));
  });
});

it('keeps no snapshot of a descriptor that is gone', () => {
  const stray = existsSync(SNAPSHOTS)
    ? readdirSync(SNAPSHOTS).filter((f) => f.endsWith('.snap') && !keys.includes(f.slice(0, -'.snap'.length)))
    : [];
  expect(stray, `sem descritor em schemas/; apague de ${SNAPSHOTS}`).toEqual([]);
});
