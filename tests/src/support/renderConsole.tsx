import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConsoleRoot } from '../../../src/ConsoleRoot.js';

/** The whole console at `path`, over a fake fetch, with a user-event session. */
export function renderConsole(path: string, fetchImpl: typeof fetch) {
  const user = userEvent.setup();
  // A data router, as in App.tsx (the form's leave guard needs one).
  const router = createMemoryRouter([{ path: '*', element: <ConsoleRoot apiBase="" fetchImpl={fetchImpl} /> }], { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />);
  return { user, router, ...result };
}
