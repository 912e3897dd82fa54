import { NavigationType, type Location, type To } from 'react-router-dom';
import type {
  BlockableHistory,
  HeldNavigation,
  History,
  NavigationAttempt,
} from '../hooks/navigation/BlockableHistory.js';

export type { BlockableHistory, HeldNavigation, NavigationAttempt };

interface Blocker {
  shouldBlock: (attempt: NavigationAttempt) => boolean;
  onHeld: (held: HeldNavigation) => void;
}

/**
 * A react-router history that can hold navigations, the browser's back and forward buttons
 * included: what react-router's `useBlocker` does, without its data router (16 KiB of gzipped
 * JavaScript on every screen, loaders and actions the console does not use; it reads its data
 * through SWR).
 *
 * - A push or replace that the blocker holds is not passed on; `proceed()` passes it on.
 * - A back or forward move (POP) has already happened in the browser when it is reported: a held
 *   one is undone with `go(-delta)` (that undoing move is not reported to the router), and
 *   `proceed()` moves again with `go(delta)`. A move whose distance is unknown (an entry written
 *   outside this history) cannot be undone and is let through.
 *
 * `inner` must report pushes and replaces to its listener (`v5Compat: true`), as the router needs.
 *
 * @example
 * const history = blockableHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
 * <unstable_HistoryRouter history={history}>…</unstable_HistoryRouter>
 * history.block(({ nextLocation }) => dirty, (held) => void confirm(msg).then((ok) => (ok ? held.proceed() : held.reset())));
 */
export function blockableHistory(inner: History): BlockableHistory {
  let blocker: Blocker | null = null;
  // The location the router last heard of (the one on screen).
  let shown: Location = inner.location;
  // Moves this history makes itself: undoing a held POP (not reported), replaying one (not asked).
  let undoing = 0;
  let replaying = 0;

  const asks = (nextLocation: Location, historyAction: NavigationType) =>
    blocker !== null && blocker.shouldBlock({ currentLocation: shown, nextLocation, historyAction });

  const hold = (nextLocation: Location, go: () => void) => {
    let settled = false;
    const once = (fn: () => void) => () => {
      if (settled) return;
      settled = true;
      fn();
    };
    blocker?.onHeld({ nextLocation, proceed: once(go), reset: once(() => undefined) });
  };

  const nextOf = (to: To, state: unknown): Location => ({ ...inner.encodeLocation(to), state, key: '' });

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push(to, state) {
      const next = nextOf(to, state);
      if (asks(next, NavigationType.Push)) hold(next, () => inner.push(to, state));
      else inner.push(to, state);
    },
    replace(to, state) {
      const next = nextOf(to, state);
      if (asks(next, NavigationType.Replace)) hold(next, () => inner.replace(to, state));
      else inner.replace(to, state);
    },
    go: (delta) => inner.go(delta),
    listen(listener) {
      return inner.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (undoing > 0) {
            undoing--;
            return;
          }
          const delta = update.delta;
          if (replaying > 0) replaying--;
          else if (delta && asks(update.location, update.action)) {
            undoing++;
            inner.go(-delta);
            hold(update.location, () => {
              replaying++;
              inner.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        listener(update);
      });
    },
    block(shouldBlock, onHeld) {
      const mine: Blocker = { shouldBlock, onHeld };
      blocker = mine;
      return () => {
        if (blocker === mine) blocker = null;
      };
    },
  };
}
