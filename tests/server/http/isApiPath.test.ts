import { describe, expect, it } from 'vitest';
import { isApiPath } from '../../../server/http/isApiPath.js';

describe('isApiPath', () => {
  it.each([
    '/api/v2/user/login',
    '/admin/v1/device-config',
    '/admin/v1/device-config/3',
    '/auth/v1/reset-password',
    '/requests/v1/request-logs?page=2',
    '/client/v1',
    '/person/v1/7',
    '/services/v1/pricing',
    '/admin/v2/person-fingerprint',
    '/client/v1?page=2',
    '/api',
    '/api?x=1',
    '/requests/v1/request-logs/export.csv?path=/x/v1/',
  ])('%s is the API', (path) => expect(isApiPath(path)).toBe(true));
  it.each([
    '/',
    '/config',
    '/config/form/1',
    '/client',
    '/client/form/3',
    '/person?page=2',
    '/requests',
    '/user/profile',
    '/assets/index-1.js',
    '/api-config.json',
    '/requests?path=/person/v1/12',
    '/apix',
    '/client/form?x=/a/v1/',
    '/x/v1a',
    '//v1',
    '/a/b/v1',
  ])('%s is the console', (path) => expect(isApiPath(path)).toBe(false));
});
