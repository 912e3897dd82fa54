import descriptors from 'virtual:descriptors';
import { describe, expect, it } from 'vitest';
import { listDataPath } from '../../../../src/core/list/listDataPath.js';

// The engines project: the fixture descriptors (tests/fixtures/schemas).
describe('listDataPath', () => {
  it("the descriptor's endpoint with the state's API query", () => {
    const member = descriptors.member!;
    expect(listDataPath(member, { page: 2, perPage: 50, filters: {} })).toBe(
      `${member.api.endpoint}?page=2&per_page=50`,
    );
  });
});
