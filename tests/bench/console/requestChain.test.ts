import { describe, expect, it } from 'vitest';
import { roundTripsBefore } from '../../../bench/console/requestChain.js';

const doc = { url: 'http://c/requests', parents: [], start: 0, end: 10 };
const entry = { url: 'http://c/assets/index.js', parents: ['http://c/requests'], start: 12, end: 40 };

describe('roundTripsBefore', () => {
  it('follows initiators: document, then the entry script, then the data request it sent', () => {
    const data = { url: 'http://c/api/logs?page=1', parents: ['http://c/assets/index.js'], start: 50, end: 60 };
    // A chunk that finished before the data left, but did not send it, is not on its path.
    const chunk = { url: 'http://c/assets/List.js', parents: ['http://c/assets/index.js'], start: 41, end: 45 };
    expect(roundTripsBefore([doc, entry, chunk, data], /logs\?/)).toBe(2);
  });

  it('a lazy chain adds one round trip per link', () => {
    const routes = { url: 'http://c/assets/Routes.js', parents: ['http://c/assets/index.js'], start: 41, end: 50 };
    const view = { url: 'http://c/assets/View.js', parents: ['http://c/assets/Routes.js'], start: 51, end: 60 };
    const data = { url: 'http://c/api/logs?page=1', parents: ['http://c/assets/View.js'], start: 61, end: 70 };
    expect(roundTripsBefore([doc, entry, routes, view, data], /logs\?/)).toBe(4);
  });

  it("waits on every script on the data request's async stack: the view's chunk, not only the API client's", () => {
    const routes = { url: 'http://c/assets/Routes.js', parents: ['http://c/assets/index.js'], start: 41, end: 50 };
    const view = { url: 'http://c/assets/View.js', parents: [], start: 51, end: 60 };
    const data = {
      url: 'http://c/api/logs?page=1',
      parents: ['http://c/assets/index.js', 'http://c/assets/View.js'],
      start: 61,
      end: 70,
    };
    // View.js had no initiator: it waited on the latest finished request (Routes.js, depth 3).
    expect(roundTripsBefore([doc, entry, routes, view, data], /logs\?/)).toBe(4);
  });

  it('without an initiator, waits on the latest request that had finished before it left', () => {
    const data = { url: 'http://c/api/logs?page=1', parents: [], start: 41, end: 50 };
    expect(roundTripsBefore([doc, entry, data], /logs\?/)).toBe(2);
    expect(() => roundTripsBefore([doc, entry], /logs\?/)).toThrow(/nenhuma requisição/);
  });
});
