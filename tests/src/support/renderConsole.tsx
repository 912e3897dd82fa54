import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ConsoleRoot } from '../../../src/ConsoleRoot.js';
import type { ProfileAnswer } from '../../../src/hooks/auth/AuthProvider.js';
import { ConsoleRouter } from '../../../src/routes/ConsoleRouter.js';
import { memoryConsoleHistory } from './memoryConsoleHistory.js';

/**
 * The whole console at `path`, over a fake fetch, with a user-event session; `initialProfile` as
 * src/main.tsx passes the profile its early read got.
 */
export function renderConsole(path: string, fetchImpl: typeof fetch, initialProfile?: ProfileAnswer) {
  // Under vi.useFakeTimers() user-event's pauses advance the fake clock (else they would wait forever).
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  // The console's router, as in App.tsx (the form's leave guard needs its history).
  const history = memoryConsoleHistory([path]);
  const result = render(
    <ConsoleRouter history={history}>
      <ConsoleRoot apiBase="" fetchImpl={fetchImpl} {...(initialProfile && { initialProfile })} />
    </ConsoleRouter>,
  );
  return { user, history, ...result };
}
