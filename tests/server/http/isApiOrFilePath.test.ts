import { describe, expect, it } from 'vitest';
import { isApiOrFilePath } from '../../../server/http/isApiOrFilePath.js';

describe('isApiOrFilePath', () => {
  it.each(['/admin/v1/device-config', '/api/v2/user/login', '/files/liveness/7/video.mp4', '/files/x?ticket=abc'])(
    '%s is data',
    (url) => expect(isApiOrFilePath(url)).toBe(true),
  );
  it.each(['/', '/requests', '/config/form/1', '/assets/index-1.js', '/filesx', '/x/files/a'])(
    '%s is the console',
    (url) => expect(isApiOrFilePath(url)).toBe(false),
  );
});
