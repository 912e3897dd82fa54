import { afterAll, describe, expect, it } from 'vitest';
import { testDbKinds } from '../../support/testDb.js';
import {
  createServerStore,
  signIn,
  startServer,
  type ServerProcess,
  type ServerStore,
} from '../../support/serverProcess.js';

const WRITERS = 8;
/** The process is killed once this many writes were acknowledged (or after KILL_AFTER_MS). */
const KILL_AT_ACKS = 150;
const KILL_AFTER_MS = 8_000;

/**
 * kill -9 in the middle of a stream of creates: every write the API acknowledged (2xx) must be
 * in the database after a restart, exactly once. Writes cut off by the kill may or may not be
 * there (the client never learnt the outcome), but none may appear twice.
 */
describe.each(testDbKinds)('kill -9 during writes (%s)', (kind) => {
  const servers: ServerProcess[] = [];
  let store: ServerStore | undefined;

  afterAll(async () => {
    for (const s of servers) s.kill();
    await Promise.all(servers.map((s) => s.exited));
    await store?.drop();
  });

  it('keeps every acknowledged write exactly once', async () => {
    const started = Date.now();
    store = await createServerStore(kind);
    const first = await startServer(store);
    servers.push(first);
    const auth = await signIn(first.baseUrl);
    const prefix = `KILL_${kind}_${Date.now().toString(36)}`;

    const acknowledged = new Set<string>();
    const refused: string[] = [];
    const cutOff: string[] = [];
    let serial = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const code = `${prefix}_${++serial}`;
        try {
          const res = await fetch(`${first.baseUrl}/api/v2/message/errors`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ error_code: code, default_message: `Mensagem ${code}` }),
            signal: AbortSignal.timeout(5_000),
          });
          await res.text();
          if (res.ok) acknowledged.add(code);
          else refused.push(`${code}: ${res.status}`);
        } catch {
          cutOff.push(code);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);
    const deadline = Date.now() + KILL_AFTER_MS;
    while (acknowledged.size < KILL_AT_ACKS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    first.kill();
    const signal = await first.exited;
    killed = true;
    await Promise.all(writers);
    expect(signal).toBe('SIGKILL');
    expect(refused).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(0);

    // Restart on the same data: it must recover and serve.
    const second = await startServer(store);
    servers.push(second);
    const again = await signIn(second.baseUrl);
    const list = await fetch(`${second.baseUrl}/api/v2/message/errors?code=${prefix}`, { headers: again });
    expect(list.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const handle = await store.open();
    let rows: { error_code: string }[];
    try {
      rows = await handle.db
        .selectFrom('error_messages')
        .select('error_code')
        .where('error_code', 'like', `${prefix}_%`)
        .execute();
    } finally {
      await handle.close();
    }
    const found = new Map<string, number>();
    for (const r of rows) found.set(r.error_code, (found.get(r.error_code) ?? 0) + 1);
    const lost = [...acknowledged].filter((code) => !found.has(code));
    const duplicated = [...found].filter(([, n]) => n > 1).map(([code]) => code);
    const unacknowledgedFound = [...found.keys()].filter((code) => !acknowledged.has(code));
    console.log(
      `[faults] kill -9 (${kind}): ${acknowledged.size} acknowledged, ${acknowledged.size - lost.length} found, ` +
        `${lost.length} lost, ${duplicated.length} duplicated, ${cutOff.length} cut off by the kill ` +
        `(${unacknowledgedFound.length} of them committed), ${Date.now() - started} ms`,
    );
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    // A row nobody acknowledged can only come from a request the kill cut off.
    for (const code of unacknowledgedFound) expect(cutOff).toContain(code);
  });
});
