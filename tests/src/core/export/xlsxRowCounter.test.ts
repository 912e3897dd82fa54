import { describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { xlsxRowCounter } from '../../../../src/core/export/xlsxRowCounter.js';

/** An XLSX as the export writes it (exceljs's streaming writer), as its bytes. */
async function workbook(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet('Chamados');
  sheet.columns = [
    { header: 'Assunto', key: 'a' },
    { header: 'Custo', key: 'b' },
  ];
  for (let i = 0; i < rows; i++) sheet.addRow([`</row> texto ${i}`, i * 1.5]).commit();
  sheet.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

describe('xlsxRowCounter', () => {
  it('counts the rows of the first sheet as the zip arrives, in chunks of any size', async () => {
    const file = await workbook(5000);
    for (const size of [1000, 4096, 65536]) {
      const c = xlsxRowCounter();
      for (let at = 0; at < file.length; at += size) c.push(file.subarray(at, at + size));
      await vi.waitFor(() => expect(c.rows).toBe(5000));
    }
  });

  it('an empty sheet (the headings alone) and bytes that are no zip count nothing', async () => {
    const empty = xlsxRowCounter();
    empty.push(await workbook(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(empty.rows).toBe(0);
    const junk = xlsxRowCounter();
    junk.push(new TextEncoder().encode('<html>erro</html>'));
    expect(junk.rows).toBe(0);
  });
});
