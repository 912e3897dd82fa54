/**
 * `render` at most once per `interval`: the first call at once, the last one of a burst when the
 * interval is over (so the latest progress is always shown); `stop()` drops a pending one.
 *
 * @example
 * const t = throttle(setProgress, 100);
 * t.show(a); t.show(b); t.show(c); // a now, c 100 ms later (b never)
 */
export function throttle<T>(render: (value: T) => void, interval: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest: T;
  const flush = () => {
    timer = undefined;
    last = Date.now();
    render(latest);
  };
  return {
    show(value: T) {
      latest = value;
      if (timer) return;
      const wait = interval - (Date.now() - last);
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
