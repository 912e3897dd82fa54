import { describe, expect, it } from 'vitest';
import { readExport, type ExportProgress } from '../../../../src/core/export/readExport.js';

function answer(parts: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of parts) c.enqueue(encoder.encode(p));
      c.close();
    },
  });
  return new Response(body, { headers });
}

describe('readExport', () => {
  it('reports rows of the announced total and bytes after each chunk, and returns the file', async () => {
    const seen: ExportProgress[] = [];
    const blob = await readExport(
      answer(['\uFEFFa;b\r\n1;2\r\n', '3;4\r\n'], { 'content-type': 'text/csv; charset=utf-8', 'x-total-rows': '2' }),
      'csv',
      (p) => seen.push(p),
    );
    expect(seen).toEqual([
      { rows: 0, total: 2, bytes: 0 },
      { rows: 1, total: 2, bytes: 13 },
      { rows: 2, total: 2, bytes: 18 },
      { rows: 2, total: 2, bytes: 18 },
    ]);
    expect(blob.type).toBe('text/csv; charset=utf-8');
    expect(blob.size).toBe(18);
  });

  it('without X-Total-Rows the rows counted are the total', async () => {
    const seen: ExportProgress[] = [];
    await readExport(answer(['h\r\n1\r\n2\r\n'], { 'content-type': 'text/csv' }), 'csv', (p) => seen.push(p));
    expect(seen.at(-1)).toEqual({ rows: 2, bytes: 9 });
  });

  it("a cancelled download rejects with the fetch's AbortError, nothing returned", async () => {
    let fail!: (e: unknown) => void;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('h\r\n1\r\n'));
        fail = (e) => c.error(e);
      },
    });
    const seen: ExportProgress[] = [];
    const read = readExport(new Response(body, { headers: { 'x-total-rows': '9' } }), 'csv', (p) => seen.push(p));
    await new Promise((r) => setTimeout(r, 10));
    fail(new DOMException('cancelado', 'AbortError'));
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.at(-1)).toEqual({ rows: 1, total: 9, bytes: 6 });
  });
});
