import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../../../src/hooks/auth/AuthProvider.js';
import { UiFeedbackProvider } from '../../../src/hooks/feedback/UiFeedbackProvider.js';
import { system } from '../../../src/theme/system.js';
import { AlertArea } from '../../../src/ui/feedback/AlertArea.js';
import { Dialogs } from '../../../src/ui/feedback/Dialogs.js';
import { LoadingOverlay } from '../../../src/ui/feedback/LoadingOverlay.js';
import { ModalHost } from '../../../src/ui/feedback/ModalHost.js';

const emptyOk = (async () => new Response('{}')) as typeof fetch;

/**
 * `children` inside the console's providers and feedback hosts (as ConsoleRoot has them), at
 * `path`, over a fake fetch: for probes that call hooks directly.
 */
export function renderInProviders(children: ReactNode, { fetchImpl = emptyOk, path = '/' }: { fetchImpl?: typeof fetch; path?: string } = {}) {
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
  // A data router, as in App.tsx.
  const router = createMemoryRouter([{ path: '*', element: tree }], { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />);
  return { user, ...result };
}
