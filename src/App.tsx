import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ConsoleRoot } from './ConsoleRoot.js';

/**
 * The console in the browser: its routes follow the address bar. A data router (not a plain
 * BrowserRouter) so that a form with unsaved changes can hold any navigation, the browser's back
 * button included (useLeaveGuard).
 */
export function App({ apiBase }: { apiBase: string }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <ConsoleRoot apiBase={apiBase} /> }]));
  return <RouterProvider router={router} />;
}
