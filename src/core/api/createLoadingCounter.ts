/** Read side of the in-flight request count: enough for `useSyncExternalStore`. */
export interface LoadingState {
  /** Requests in flight right now (0 = idle). */
  get(): number;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface LoadingCounter extends LoadingState {
  start(): void;
  end(): void;
}

/**
 * Counts work in flight for the global loading flag (spec 4: on before each request, off when
 * it ends). `end()` never takes the count below 0.
 */
export function createLoadingCounter(): LoadingCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const notify = (): void => listeners.forEach((l) => l());
  return {
    get: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      count += 1;
      notify();
    },
    end() {
      if (count === 0) return;
      count -= 1;
      notify();
    },
  };
}
