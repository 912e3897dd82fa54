import descriptors from 'virtual:descriptors';
import { describe, expect, it } from 'vitest';
import { listDataPath } from '../../../../src/core/list/listDataPath.js';

describe('listDataPath', () => {
  it("the descriptor's endpoint with the state's API query", () => {
    const param = descriptors.param!;
    expect(listDataPath(param, { page: 2, perPage: 50, filters: {} })).toBe(`${param.api.endpoint}?page=2&per_page=50`);
  });
});
