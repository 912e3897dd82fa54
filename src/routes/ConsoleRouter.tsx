import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { BlockableHistoryContext } from '../hooks/navigation/BlockableHistoryContext.js';
import type { BlockableHistory } from './blockableHistory.js';

/**
 * The console's router: react-router's declarative router over a history that can hold
 * navigations (blockableHistory), which it also hands to the leave guard. App gives it the
 * browser's history; tests a memory history.
 *
 * `unstable_HistoryRouter` is "unstable" for histories of another library than react-router's
 * own; this one wraps react-router's own (`UNSAFE_createBrowserHistory`/`UNSAFE_createMemoryHistory`),
 * and the package is pinned. tests/src/routes/blockableHistory.test.ts and the e2e leave-guard
 * test fail if an upgrade changes what they do.
 */
export function ConsoleRouter({ history, children }: { history: BlockableHistory; children: ReactNode }) {
  return (
    <BlockableHistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </BlockableHistoryContext.Provider>
  );
}
