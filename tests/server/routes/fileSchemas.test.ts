import { describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../../server/http/contentTypeOf.js';
import { STORED_FILE_TYPES } from '../../../server/routes/fileSchemas.js';

describe('fileSchemas', () => {
  it('documents every content type a stored file is served with', () => {
    const extensions = ['mp4', 'webm', 'mov', 'jpeg', 'jpg', 'png', 'tiff', 'tif', 'gif', 'bmp', 'json', 'zip', 'pdf'];
    const served = [...extensions, 'txt', 'csv', 'log', 'sem-tipo'].map((ext) => contentTypeOf(`a/b.${ext}`));
    for (const type of served) expect(STORED_FILE_TYPES, type).toContain(type.split(';')[0]);
  });
});
