import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { summarize, type Sample } from '../support/stats.js';
import type { ConsoleTarget } from './consoleTargets.js';
import { installProbes, type CheckName, type ProbeData } from './pageProbes.js';
import { recordRequests, roundTripsBefore } from './requestChain.js';

/**
 * JS a route loads: every script response, raw and gzip (zlib level 6, as servers send it).
 * `gzip` counts what the page fetched until the screen was shown; `gzipAll` also what it
 * fetched after, while idle (a list prefetches its form).
 */
export interface JsBytes {
  target: string;
  route: string;
  files: number;
  raw: number;
  gzip: number;
  gzipAll: number;
}

/** One interaction: Event Timing (0 = under the API's 16 ms floor), input → next frame, until shown, longest frame. */
export interface InteractionFigures {
  event: Sample;
  nextFrame: Sample;
  shown: Sample;
  /** Longest animation frame while it ran (0 = none reached the 50 ms LoAF floor). */
  frame: Sample;
}

export interface ConsoleFigures {
  jsBytes: JsBytes[];
  fcp: Record<string, Sample>;
  lcp: Record<string, Sample>;
  /** Sequential round trips before the list's data request left (cold load; requestChain.ts). */
  roundTrips: Record<string, Sample>;
  pageSize: Record<string, InteractionFigures>;
}

/**
 * A fresh context (empty cache), signed in through localStorage when `storage` is given, with
 * the probes installed. tsx keeps function names with a `__name` helper the page lacks: shimmed.
 */
export async function freshPage(
  browser: Browser,
  storage: Record<string, string> | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
  await context.addInitScript({ content: 'window.__name = (f) => f;' });
  await context.addInitScript(installProbes);
  if (storage)
    await context.addInitScript((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), storage);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.warn(`  erro na página: ${e.message}`));
  return { context, page };
}

export const readProbes = (page: Page) => page.evaluate(() => window.__bench) as Promise<ProbeData>;

/** Waits (checking every animation frame) for an in-page predicate; records when it first held. */
export async function waitShown(page: Page, check: CheckName, arg: unknown, timeout = 60_000): Promise<void> {
  await page.evaluate(() => (window.__bench.doneAt = null));
  await page.waitForFunction(
    ({ check, arg }) => {
      const ok = window.__checks[check](arg as never);
      if (ok && window.__bench.doneAt === null) window.__bench.doneAt = performance.now();
      return ok;
    },
    { check, arg },
    { polling: 'raf', timeout },
  );
}

/** JS loaded by one route, from a cold cache: until `ready` holds (the screen is shown), and in all. */
export async function measureJsBytes(
  browser: Browser,
  target: { name: string; baseUrl: string; storage: Record<string, string> | null },
  route: string,
  ready?: { check: CheckName; arg: unknown },
): Promise<JsBytes> {
  const { context, page } = await freshPage(browser, target.storage);
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push({ url: req.url(), body: req.response().then((r) => r!.body()) });
  });
  await page.goto(target.baseUrl + route, { waitUntil: ready ? 'commit' : 'networkidle' });
  if (ready) await waitShown(page, ready.check, ready.arg);
  // "Before shown" by the page's own clock: a request that left before the frame in which the
  // screen first showed (the driver learns of it later, when an idle prefetch may have started).
  const shownAt = ready ? await page.evaluate(() => window.__bench.doneAt) : null;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500); // idle prefetches (requestIdleCallback, 2 s at most)
  await page.waitForLoadState('networkidle');
  const started = new Map(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as [string, number]),
    ),
  );
  const files = await Promise.all(
    scripts.map(async (s) => ({
      early: shownAt === null || (started.get(s.url) ?? Number.POSITIVE_INFINITY) <= shownAt,
      body: await s.body,
    })),
  );
  await context.close();
  const gz = files.map((f) => ({ early: f.early, raw: f.body.length, gzip: gzipSync(f.body, { level: 6 }).length }));
  const early = gz.filter((f) => f.early);
  return {
    target: target.name,
    route,
    files: early.length,
    raw: early.reduce((n, f) => n + f.raw, 0),
    gzip: early.reduce((n, f) => n + f.gzip, 0),
    gzipAll: gz.reduce((n, f) => n + f.gzip, 0),
  };
}

/**
 * The figures of an interaction the driver began after t0 (page clock). It starts at the first
 * input event (pointerdown or keydown) the page saw, not at t0: the driver's own checks before
 * a click (element visible, stable for two frames) are not the console's time.
 */
export function interactionOf(
  probes: ProbeData,
  t0: number,
): { event: number; nextFrame: number; shown: number; frame: number } {
  const inputs = probes.nextFrame.filter((e) => e.start >= t0 - 1);
  const start = inputs.length ? Math.min(...inputs.map((e) => e.start)) : t0;
  const event = Math.max(0, ...probes.events.filter((e) => e.start >= start - 1).map((e) => e.duration));
  const nextFrame = Math.max(0, ...inputs.map((e) => e.delay));
  const end = probes.doneAt ?? Number.POSITIVE_INFINITY;
  const frame = Math.max(
    0,
    ...probes.frames.filter((f) => f.start + f.duration >= start && f.start <= end + 50).map((f) => f.duration),
  );
  return { event, nextFrame, shown: (probes.doneAt ?? NaN) - start, frame };
}

export function summarizeInteractions(runs: ReturnType<typeof interactionOf>[]): InteractionFigures {
  return {
    event: summarize(runs.map((r) => r.event)),
    nextFrame: summarize(runs.map((r) => r.nextFrame)),
    shown: summarize(runs.map((r) => r.shown)),
    frame: summarize(runs.map((r) => r.frame)),
  };
}

/** The current page clock (to mark an interaction's start). */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** The request-log list's data request, ours and the peer's alike (both read our API). */
const LIST_DATA = /\/request-logs\?/;

/**
 * Round trips before the request-log list's data request left, on cold loads of its own (the
 * debugger that gives the requests' async stacks would slow the timed ones), `runs` per target.
 */
export async function measureRoundTrips(
  browser: Browser,
  targets: ConsoleTarget[],
  runs: number,
): Promise<ConsoleFigures['roundTrips']> {
  const trips: Record<string, number[]> = {};
  for (let run = 0; run < runs; run++) {
    for (const t of targets) {
      const { context, page } = await freshPage(browser, t.storage);
      const sent = await recordRequests(page);
      await page.goto(t.baseUrl + t.listPath);
      await waitShown(page, t.shows, 10);
      await page.waitForLoadState('networkidle');
      (trips[t.name] ??= []).push(roundTripsBefore(sent(), LIST_DATA));
      await context.close();
    }
  }
  return Object.fromEntries(Object.entries(trips).map(([k, v]) => [k, summarize(v)]));
}

/**
 * Cold load of the request-log list (FCP, LCP) and the page-size change 10 → 1000 on it, for
 * each target, runs interleaved.
 */
export async function measureListScreens(
  browser: Browser,
  targets: ConsoleTarget[],
  reps: number,
  log: (line: string) => void,
): Promise<Omit<ConsoleFigures, 'jsBytes' | 'roundTrips'>> {
  const fcp: Record<string, number[]> = {};
  const lcp: Record<string, number[]> = {};
  const size: Record<string, ReturnType<typeof interactionOf>[]> = {};
  for (let rep = 0; rep < reps; rep++) {
    for (const t of rep % 2 ? [...targets].reverse() : targets) {
      const { context, page } = await freshPage(browser, t.storage);
      await page.goto(t.baseUrl + t.listPath);
      await waitShown(page, t.shows, 10);
      await page.waitForLoadState('networkidle');
      const cold = await readProbes(page);
      (fcp[t.name] ??= []).push(cold.fcp ?? NaN);
      (lcp[t.name] ??= []).push(cold.lcp ?? NaN);
      await t.openSizes(page);
      await page.waitForTimeout(300);
      const t0 = await pageNow(page);
      await t.pick1000(page);
      await waitShown(page, t.shows, 1000);
      await page.waitForTimeout(500);
      (size[t.name] ??= []).push(interactionOf(await readProbes(page), t0));
      await context.close();
    }
  }
  for (const t of targets) {
    const last = size[t.name]!.at(-1)!;
    log(
      `  ${t.name}: FCP ${summarize(fcp[t.name]!).median.toFixed(0)} ms, LCP ${summarize(lcp[t.name]!).median.toFixed(0)} ms; 10→1000: evento ${last.event.toFixed(0)} ms, próximo quadro ${last.nextFrame.toFixed(1)} ms, exibido em ${last.shown.toFixed(0)} ms, maior quadro ${last.frame.toFixed(0)} ms`,
    );
  }
  return {
    fcp: Object.fromEntries(Object.entries(fcp).map(([k, v]) => [k, summarize(v)])),
    lcp: Object.fromEntries(Object.entries(lcp).map(([k, v]) => [k, summarize(v)])),
    pageSize: Object.fromEntries(Object.entries(size).map(([k, v]) => [k, summarizeInteractions(v)])),
  };
}
