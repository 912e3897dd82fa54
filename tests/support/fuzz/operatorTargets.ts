import fc from 'fast-check';
import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';
import { junkQuery, objectBody } from './descriptorRequests.js';
import { hostileString, hostileValue } from './hostileValues.js';
import { IdRef, type QueryPair } from './requestSpec.js';
import { idSpec, object, requests, shape, type FuzzTarget } from './targetParts.js';

/**
 * The operator's own routes under the route fuzzer: preferences (theme), saved list views and
 * their default, the command palette's search and a person's related-record counts. Valid values
 * most of the time (so each reaches its 2xx), hostile ones in every slot.
 */
export function operatorTargets(descriptors: Descriptor[]): Record<string, Omit<FuzzTarget, 'route'>> {
  const listKey = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...descriptors.map((d) => d.key)) },
    { weight: 1, arbitrary: hostileValue },
  );
  const viewState = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom({ filters: {} }, { filters: {}, perPage: 25 }) },
    { weight: 1, arbitrary: hostileValue },
  );
  const viewName = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
    { weight: 1, arbitrary: hostileValue },
  );
  const flag = fc.oneof({ weight: 3, arbitrary: fc.boolean() }, { weight: 1, arbitrary: hostileValue });
  const viewId = fc.oneof(
    { weight: 3, arbitrary: fc.nat({ max: 49 }).map((n) => new IdRef('list_views', n)) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: hostileValue },
  );
  const withJunk = (pairs: fc.Arbitrary<QueryPair[]>) =>
    fc.tuple(pairs, junkQuery).map(([own, junk]) => [...own, ...junk]);
  return {
    'GET /admin/v1/user/preferences': {
      requests: requests('GET', '/admin/v1/user/preferences'),
      check2xx: shape('sem theme', (j) => typeof j.theme === 'string'),
    },
    'PUT /admin/v1/user/preferences': {
      requests: requests('PUT', '/admin/v1/user/preferences', {
        body: objectBody({
          theme: fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom('light', 'dark', 'system') },
            { weight: 1, arbitrary: hostileValue },
          ),
        }),
      }),
      check2xx: shape('sem theme', (j) => typeof j.theme === 'string'),
    },
    'GET /admin/v1/list-views': {
      requests: requests('GET', '/admin/v1/list-views', {
        query: withJunk(listKey.map((k): QueryPair[] => [['list', typeof k === 'string' ? k : JSON.stringify(k)]])),
      }),
      check2xx: shape('sem data', (j) => Array.isArray(j.data)),
    },
    'POST /admin/v1/list-views': {
      requests: requests('POST', '/admin/v1/list-views', {
        body: objectBody({ list: listKey, name: viewName, shared: flag, default: flag, state: viewState }),
      }),
    },
    'PATCH /admin/v1/list-views/:id': {
      table: 'list_views',
      requests: requests('PATCH', '/admin/v1/list-views/{id}', {
        id: idSpec,
        body: objectBody({ name: viewName, shared: flag, state: viewState }),
      }),
    },
    'PUT /admin/v1/list-views/default': {
      requests: requests('PUT', '/admin/v1/list-views/default', {
        body: objectBody({ list: listKey, view_id: viewId }),
      }),
    },
    'DELETE /admin/v1/list-views/:id': {
      table: 'list_views',
      destructive: true,
      requests: requests('DELETE', '/admin/v1/list-views/{id}', { id: idSpec }),
    },
    'GET /admin/v1/search': {
      requests: requests('GET', '/admin/v1/search', {
        query: withJunk(
          fc
            .oneof(
              { weight: 3, arbitrary: fc.constantFrom('Ana', 'silva', '982', '529.982', 'joão', 'example.com') },
              { weight: 1, arbitrary: hostileString(150) },
            )
            .map((q): QueryPair[] => [['q', q]]),
        ),
      }),
      check2xx: shape('sem objeto', (j) => object(j)),
    },
    'GET /person/v1/:id/related': {
      table: 'people',
      requests: requests('GET', '/person/v1/{id}/related', { id: idSpec }),
      check2xx: shape('sem data', (j) => object(j.data)),
    },
  };
}
