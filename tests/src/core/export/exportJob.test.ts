import { describe, expect, it } from 'vitest';
import { readExportJob } from '../../../../src/core/export/exportJob.js';

describe('readExportJob', () => {
  it("reads the export route's 202, with the format asked", () => {
    expect(readExportJob({ job: { id: 'j1', state: 'waiting' }, total: 48000, message: 'x' }, 'csv')).toEqual({
      id: 'j1',
      format: 'csv',
      total: 48000,
    });
  });
  it('reads what the tab remembered', () => {
    expect(readExportJob({ id: 'j1', format: 'xlsx', total: 5 })).toEqual({ id: 'j1', format: 'xlsx', total: 5 });
  });
  it('refuses anything else: no id, no format, not an object; a bad total is 0', () => {
    expect(readExportJob('lixo')).toBeNull();
    expect(readExportJob(null)).toBeNull();
    expect(readExportJob({ job: {} }, 'csv')).toBeNull();
    expect(readExportJob({ id: 'j1' })).toBeNull();
    expect(readExportJob({ id: 'j1', format: 'pdf' })).toBeNull();
    expect(readExportJob({ id: 'j1', format: 'csv', total: -3 })).toEqual({ id: 'j1', format: 'csv', total: 0 });
  });
});
