import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../../src/core/api/endpoints.js';
import { entityRoute } from '../../../../src/core/api/entityRoute.js';
import { fillPath } from '../../../../src/core/api/fillPath.js';

const endpointOf = (key: string) => ({ user: '/admin/v9/staff', 'request-log': '/logs/v1/requests' })[key];

describe('entityRoute: a route under its entity’s endpoint', () => {
  it("follows the entity's endpoint, wherever its descriptor puts it", () => {
    expect(entityRoute(endpoints, 'resetLink', endpointOf)).toEqual({
      entity: endpoints.users.entity,
      path: '/admin/v9/staff/{id}/reset-link',
    });
    expect(entityRoute(endpoints, 'password', endpointOf)?.path).toBe('/admin/v9/staff/{id}/password');
    expect(entityRoute(endpoints, 'requestLogStats', endpointOf)).toEqual({
      entity: endpoints.entityPaths.requestLogStats.entity,
      path: '/logs/v1/requests/stats',
    });
  });

  it('is undefined when no descriptor serves the entity', () => {
    expect(entityRoute(endpoints, 'fingerprintGallery', endpointOf)).toBeUndefined();
  });

  it('fills {id} percent-encoded', () => {
    expect(fillPath('/admin/v9/staff/{id}/password', 7)).toBe('/admin/v9/staff/7/password');
    expect(fillPath('/a/v1/{id}/b', '1/../2')).toBe('/a/v1/1%2F..%2F2/b');
  });
});
