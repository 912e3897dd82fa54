import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AuthProvider } from '../../../src/hooks/auth/AuthProvider.js';
import { UiFeedbackProvider } from '../../../src/hooks/feedback/UiFeedbackProvider.js';
import { system } from '../../../src/theme/system.js';
import { AlertArea } from '../../../src/ui/feedback/AlertArea.js';
import { Dialogs } from '../../../src/ui/feedback/Dialogs.js';
import { LoadingOverlay } from '../../../src/ui/feedback/LoadingOverlay.js';
import { ModalHost } from '../../../src/ui/feedback/ModalHost.js';
import { ConsoleRouter } from '../../../src/routes/ConsoleRouter.js';
import { memoryConsoleHistory } from './memoryConsoleHistory.js';

const emptyOk = (async () => new Response('{}')) as typeof fetch;

/**
 * `children` inside the console's providers and feedback hosts (as ConsoleRoot has them), at
 * `path`, over a fake fetch: for probes that call hooks directly.
 */
export function renderInProviders(
  children: ReactNode,
  { fetchImpl = emptyOk, path = '/' }: { fetchImpl?: typeof fetch; path?: string } = {},
) {
  const user = userEvent.setup();
  const tree = (
    <ChakraProvider value={system}>
      <UiFeedbackProvider>
        <AuthProvider apiBase="" fetchImpl={fetchImpl}>
          {children}
          <AlertArea />
          <ModalHost />
          <Dialogs />
          <LoadingOverlay />
        </AuthProvider>
      </UiFeedbackProvider>
    </ChakraProvider>
  );
  // The console's router, as in App.tsx.
  const result = render(<ConsoleRouter history={memoryConsoleHistory([path])}>{tree}</ConsoleRouter>);
  return { user, ...result };
}
