import { describe, expect, it } from 'vitest';
import { parseByteRange } from '../../../server/http/parseByteRange.js';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-0', 1000, { start: 0, end: 0 }],
    ['bytes=999-999', 1000, { start: 999, end: 999 }],
    ['bytes=100-199', 1000, { start: 100, end: 199 }],
    ['bytes=500-', 1000, { start: 500, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=-0', 1000, 'unsatisfiable'],
    ['bytes=0-', 0, 'unsatisfiable'],
    [undefined, 1000, undefined],
    ['bytes=0-1,5-6', 1000, undefined],
    ['items=0-1', 1000, undefined],
    ['bytes=5-1', 1000, undefined],
    ['bytes=-', 1000, undefined],
    ['bytes=abc', 1000, undefined],
    ['bytes=99999999999999999999-', 1000, undefined],
  ])('%s of %i bytes → %j', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });
});
