import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';

/**
 * The export streams: 100,000 rows leave as CSV and as XLSX over a real socket, read and dropped
 * as they arrive, while the process's resident memory is sampled. Neither file is ever held
 * whole: the peak stays far below the file's size plus what the rows would take in memory. The
 * figures are printed (docs/features.md quotes them). On PGlite, the default engine (its WASM heap
 * grows once, while the rows are inserted, before the baseline is taken). About two minutes on
 * a busy machine: run on demand, `EXPORT_MEMORY=1 npx vitest run tests/server/export/exportMemory.test.ts`.
 */
const capture = fixtureDescriptors().find((d) => d.key === 'capture-log')!;
const EXPORT = `${capture.api.endpoint}/export.csv`;
const ROWS = 100_000;

describe.runIf(process.env.EXPORT_MEMORY === '1')('Exportar: 100,000 rows in flat memory', () => {
  let ctx: TestContext;
  let base: string;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp('pglite', { requestLog: false });
    await ctx.createUser({ email: 'memoria@example.com', password: 'segredo1' });
    auth = await ctx.login('memoria@example.com', 'segredo1');
    // Capture logs (the 'capture-log' fixture): numbers, text, stored-file paths, CPFs (masked on the way), dates.
    const started = Date.now();
    await sql`
      insert into liveness_logs (bpm, device_model, arquivo_log, arquivo_video, cpf, data_hora)
      select 50 + (g % 700) / 10.0, 'SM-A' || (g % 900), 'liveness/2026/11/u' || g || '/log.txt',
        'liveness/2026/11/u' || g || '/video.mp4', lpad((g * 7919 % 100000000000)::text, 11, '0'),
        timestamptz '2026-11-01 12:00:00+00' + g * interval '1 second'
      from generate_series(1, ${ROWS}) g`.execute(ctx.handle.db);
    console.log(`${ROWS} linhas inseridas em ${Date.now() - started} ms`);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => ctx.close());

  /** Downloads the export, dropping each chunk, and samples the RSS; returns bytes, rows announced and the peak growth. */
  async function measure(format: 'csv' | 'xlsx') {
    // The rows of a first export are read once: the database's caches are warm for the measure.
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = Date.now();
    const res = await fetch(`${base}${EXPORT}?format=${format}&tz=UTC`, { headers: auth });
    expect(res.status).toBe(200);
    let bytes = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    clearInterval(sampler);
    const ms = Date.now() - started;
    const growthMb = (peak - before) / 1_048_576;
    console.log(
      `export ${format}: ${ROWS} linhas, ${(bytes / 1_048_576).toFixed(1)} MB em ${ms} ms; RSS antes ${(before / 1_048_576).toFixed(0)} MB, pico ${(peak / 1_048_576).toFixed(0)} MB (+${growthMb.toFixed(1)} MB)`,
    );
    return { bytes, total: Number(res.headers.get('x-total-rows')), growthMb };
  }

  it('CSV and XLSX: every row announced and sent, the memory peak far below the data', async () => {
    await measure('csv');
    const csv = await measure('csv');
    expect(csv.total).toBe(ROWS);
    expect(csv.bytes).toBeGreaterThan(8_000_000);
    const xlsx = await measure('xlsx');
    expect(xlsx.total).toBe(ROWS);
    expect(xlsx.bytes).toBeGreaterThan(2_000_000);
    // 100,000 rows held at once (JS objects, the sheet's XML) would take hundreds of MB.
    expect(csv.growthMb).toBeLessThan(80);
    expect(xlsx.growthMb).toBeLessThan(80);
  }, 180_000);
});
