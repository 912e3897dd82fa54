import type { Page } from 'playwright-core';

interface SentRequest {
  url: string;
  /**
   * The resources whose markup or code asked for it: the document for a parser initiator, every
   * script on the (async) stack that sent it for a script one. Empty when Chromium names none.
   */
  parents: string[];
  start: number;
  end: number | undefined;
}

/** Chromium's initiator of a request (DevTools protocol `Network.Initiator`), as far as read here. */
interface Initiator {
  type: string;
  url?: string;
  stack?: Stack;
}
interface Stack {
  callFrames: { url: string }[];
  parent?: Stack;
}

/** The document (parser) or every script on the initiator's stack, async parents included. */
function parentsOf(initiator: Initiator): string[] {
  if (initiator.type === 'parser' && initiator.url) return [initiator.url];
  const urls = new Set<string>();
  for (let stack = initiator.stack; stack; stack = stack.parent)
    for (const frame of stack.callFrames) if (/^https?:/.test(frame.url)) urls.add(frame.url);
  if (!urls.size && /^https?:/.test(initiator.url ?? '')) urls.add(initiator.url!);
  return [...urls];
}

/**
 * Sequential network round trips before `target`'s first request left: the length of the chain of
 * requests it waited on, the document being the first. A request waited on every resource whose
 * code was on the (async) stack that sent it — the chunk of the component that asked for the data,
 * not only the API client's — or on the document that named it; when Chromium names none (a chunk
 * a preload link added by script asked for), on the latest request that had finished before it left.
 *
 * @example roundTripsBefore(sent, /request-logs\?/) // 2: the document, then the scripts
 */
export function roundTripsBefore(sent: readonly SentRequest[], target: RegExp): number {
  const depth = new Map<string, number>();
  let found: number | undefined;
  for (const r of [...sent].sort((a, b) => a.start - b.start)) {
    const known = r.parents.map((p) => depth.get(p)).filter((d): d is number => d !== undefined);
    const finished = sent.filter((q) => q !== r && q.end !== undefined && q.end <= r.start);
    const d = known.length
      ? 1 + Math.max(...known)
      : depth.size === 0
        ? 1
        : 1 + Math.max(0, ...finished.map((q) => depth.get(q.url) ?? 0));
    if (!depth.has(r.url)) depth.set(r.url, d);
    if (found === undefined && target.test(r.url)) found = d - 1;
  }
  if (found === undefined) throw new Error(`roundTripsBefore: nenhuma requisição corresponde a ${target}`);
  return found;
}

/**
 * Records every request the page sends (through the DevTools protocol), with its initiator and
 * the async stack that led to it (the debugger on: measure time on another page load).
 */
export async function recordRequests(page: Page): Promise<() => SentRequest[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 64 });
  const byId = new Map<string, SentRequest>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!byId.has(e.requestId))
      byId.set(e.requestId, {
        url: e.request.url,
        parents: parentsOf(e.initiator as Initiator),
        start: e.timestamp,
        end: undefined,
      });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  return () => [...byId.values()];
}
