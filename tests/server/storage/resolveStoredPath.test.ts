import { describe, expect, it } from 'vitest';
import { resolveStoredPath } from '../../../server/storage/resolveStoredPath.js';

describe('resolveStoredPath', () => {
  const root = '/data/storage';
  it('maps a relative stored path inside the storage folder', () => {
    expect(resolveStoredPath(root, 'liveness/2026/11/abc/video.mp4')).toBe(
      '/data/storage/liveness/2026/11/abc/video.mp4',
    );
    expect(resolveStoredPath(root, 'finger/a b/log/finger_1.jpeg')).toBe('/data/storage/finger/a b/log/finger_1.jpeg');
  });

  it.each([
    '../secrets/jwt-secret',
    'a/../../etc/passwd',
    '/etc/passwd',
    'a//b',
    'a/./b',
    'a\\..\\b',
    'a/b\u0000.mp4',
    'C:/x',
    '',
    'x'.repeat(2000),
  ])('refuses %j', (path) => {
    expect(resolveStoredPath(root, path)).toBeNull();
  });
});
