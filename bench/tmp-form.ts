import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app.js';
import { openDb } from '../server/db/openDb.js';
import { oursTarget } from './console/consoleTargets.js';
import { freshPage, launchChromium, waitShown, pageNow, readProbes } from './console/measureConsole.js';
const root = resolve(import.meta.dirname, '..');
const handle = await openDb({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/biometria_bench_full' });
const app = await buildApp({ db: handle.db, jwtSecret: 'x'.repeat(40), consoleDir: join(root, process.argv[2] ?? 'dist'), storageDir: '/tmp/st', requestLog: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const login = await app.inject({ method: 'POST', url: '/api/v2/user/login', payload: { email: 'admin@example.com', password: 'admin123' } });
const ours = oursTarget(base, login.json().access_token);
const b = await launchChromium();
for (let i = 0; i < 3; i++) {
const { page, context } = await freshPage(b, ours.storage);
await page.goto(base + '/param');
await waitShown(page, 'listReady', null);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
const t0 = await pageNow(page);
await page.getByRole('link', { name: 'Cadastrar' }).click();
await waitShown(page, 'formFields', 20);
const p = await readProbes(page);
const res = await page.evaluate((t0) => performance.getEntriesByType('resource').filter((r) => r.startTime >= t0).map((r: any) => `${(r.startTime - t0).toFixed(0)}→${(r.responseEnd - t0).toFixed(0)} ${r.name.split('/').pop()}`), t0);
console.log('shown', (p.doneAt! - t0).toFixed(0), res.join(' | '));
await context.close();
}
await b.close(); await app.close(); await handle.close();
