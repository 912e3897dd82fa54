/**
 * Scripts the benchmark installs in the page (playwright `addInitScript`) before the app loads:
 * they record what the browser itself reports — paint timings, Event Timing entries, Long
 * Animation Frames — and when an interaction started, so figures come from the page's own
 * clock, not from the test driver's round trips.
 */

/** What the probes collected, read back with `readProbes`. */
export interface ProbeData {
  fcp: number | null;
  lcp: number | null;
  /** Event Timing entries of real (trusted) interactions, ≥ 16 ms (the API's floor). */
  events: { name: string; start: number; duration: number; interactionId: number }[];
  /** Long Animation Frames (≥ 50 ms, Chromium). */
  frames: { start: number; duration: number }[];
  /** Input → next frame, for every keydown/pointerdown (finer than Event Timing's 16 ms floor). */
  nextFrame: { name: string; start: number; delay: number }[];
  /** performance.now() when `markDone` saw the awaited state. */
  doneAt: number | null;
}

/** In-page checks the benchmark waits on, by name (installed with the probes: our CSP forbids eval). */
export type CheckName = 'oursShows' | 'peerShows' | 'filteredBy' | 'formFields' | 'listReady';

declare global {
  interface Window {
    __bench: ProbeData;
    __checks: Record<CheckName, (arg: never) => boolean>;
  }
}

/** Installed before any app code runs. Self-contained: playwright sends its source to the page. */
export function installProbes(): void {
  const data: ProbeData = { fcp: null, lcp: null, events: [], frames: [], nextFrame: [], doneAt: null };
  window.__bench = data;
  const busy = () => !!document.querySelector('[aria-busy="true"]');
  window.__checks = {
    // Ours: the request-log list shows `rows` rows ('Itens por página' range text), not loading.
    oursShows: (rows: number) =>
      !busy() && (document.querySelector('[data-testid="list-range"]')?.textContent ?? '').startsWith(`1–${rows} de`),
    // react-admin: MUI's 'displayed rows' text ('1-10 of 10000'), no loading bar.
    peerShows: (rows: number) =>
      !document.querySelector('.MuiLinearProgress-root') &&
      new RegExp(`^1[–-]${rows} `).test(document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? ''),
    // Ours: the request-log list is filtered by `text` in the endpoint and done loading.
    filteredBy: (text: string) => {
      const rows = [...document.querySelectorAll('tbody tr')].slice(0, 3);
      return (
        location.search.includes(`path=${text}`) &&
        !busy() &&
        rows.length > 0 &&
        rows.every((r) => (r.textContent ?? '').includes(text))
      );
    },
    // A form shows at least `n` fields.
    formFields: (n: number) => document.querySelectorAll('form input, form select, form textarea').length >= n,
    // A list has rows and is not loading.
    listReady: () => document.querySelectorAll('tbody tr').length > 0 && !busy(),
  } as Window['__checks'];
  const observe = (type: string, fn: (e: PerformanceEntry) => void, extra: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({
        type,
        buffered: true,
        ...extra,
      } as PerformanceObserverInit);
    } catch {
      /* not supported: the figure stays empty */
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') data.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => (data.lcp = e.startTime));
  observe(
    'event',
    (e) => {
      const t = e as PerformanceEventTiming & { interactionId?: number };
      if (t.interactionId)
        data.events.push({ name: t.name, start: t.startTime, duration: t.duration, interactionId: t.interactionId });
    },
    { durationThreshold: 16 },
  );
  observe('long-animation-frame', (e) => data.frames.push({ start: e.startTime, duration: e.duration }));
  for (const type of ['keydown', 'pointerdown']) {
    addEventListener(
      type,
      (e) => {
        const start = e.timeStamp;
        requestAnimationFrame(() =>
          setTimeout(() => data.nextFrame.push({ name: type, start, delay: performance.now() - start }), 0),
        );
      },
      { capture: true },
    );
  }
}
