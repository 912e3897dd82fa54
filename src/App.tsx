import { useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { ConsoleRoot } from './ConsoleRoot.js';
import type { ProfileAnswer } from './hooks/auth/AuthProvider.js';
import { blockableHistory } from './routes/blockableHistory.js';
import { ConsoleRouter } from './routes/ConsoleRouter.js';

/**
 * The console in the browser: its routes follow the address bar. The history can hold a
 * navigation, so that a form with unsaved changes asks before any leaving, the browser's back
 * button included (useLeaveGuard), without react-router's data router.
 */
export function App({ apiBase, initialProfile }: { apiBase: string; initialProfile?: ProfileAnswer | null }) {
  const [history] = useState(() => blockableHistory(createBrowserHistory({ v5Compat: true })));
  return (
    <ConsoleRouter history={history}>
      <ConsoleRoot apiBase={apiBase} initialProfile={initialProfile} />
    </ConsoleRouter>
  );
}
