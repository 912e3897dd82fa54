import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ConsoleRoot } from '../../../src/ConsoleRoot.js';

/** The whole console at `path`, over a fake fetch, with a user-event session. */
export function renderConsole(path: string, fetchImpl: typeof fetch) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleRoot apiBase="" fetchImpl={fetchImpl} />
    </MemoryRouter>,
  );
  return { user, ...result };
}
