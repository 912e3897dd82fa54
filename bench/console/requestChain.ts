import type { Page } from 'playwright-core';

interface SentRequest {
  url: string;
  /** The resource whose code or markup asked for it (parser or script initiator), when Chromium names one. */
  parent: string | undefined;
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

/** The innermost script or document address on an initiator's (async) stack. */
function parentOf(initiator: Initiator): string | undefined {
  if (initiator.type === 'parser' && initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => /^https?:/.test(f.url));
    if (frame) return frame.url;
  }
  return /^https?:/.test(initiator.url ?? '') ? initiator.url : undefined;
}

/**
 * Sequential network round trips before `target`'s first request left: the length of the chain of
 * requests it waited on, the document being the first. A request's predecessor is the resource
 * whose markup or script asked for it (Chromium's initiator); when Chromium names none (a chunk
 * a preload link added by script asked for), the latest request that had finished before it left.
 *
 * @example roundTripsBefore(sent, /request-logs\?/) // 2: the document, then the scripts
 */
export function roundTripsBefore(sent: readonly SentRequest[], target: RegExp): number {
  const depth = new Map<string, number>();
  let found: number | undefined;
  for (const r of [...sent].sort((a, b) => a.start - b.start)) {
    const known = r.parent !== undefined ? depth.get(r.parent) : undefined;
    const finished = sent.filter((q) => q !== r && q.end !== undefined && q.end <= r.start);
    const d =
      known !== undefined
        ? known + 1
        : depth.size === 0
          ? 1
          : 1 + Math.max(0, ...finished.map((q) => depth.get(q.url) ?? 0));
    if (!depth.has(r.url)) depth.set(r.url, d);
    if (found === undefined && target.test(r.url)) found = d - 1;
  }
  if (found === undefined) throw new Error(`roundTripsBefore: nenhuma requisição corresponde a ${target}`);
  return found;
}

/** Records every request the page sends (through the DevTools protocol), with its initiator. */
export async function recordRequests(page: Page): Promise<() => SentRequest[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, SentRequest>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!byId.has(e.requestId))
      byId.set(e.requestId, {
        url: e.request.url,
        parent: parentOf(e.initiator as Initiator),
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
