import { ChakraProvider } from '@chakra-ui/react';
import { AuthProvider, type ProfileAnswer } from './hooks/auth/AuthProvider.js';
import { UiFeedbackProvider } from './hooks/feedback/UiFeedbackProvider.js';
import { AppRoutes } from './routes/AppRoutes.js';
import { system } from './theme/system.js';
import { AlertArea } from './ui/feedback/AlertArea.js';
import { Dialogs } from './ui/feedback/Dialogs.js';
import { LoadingOverlay } from './ui/feedback/LoadingOverlay.js';
import { ModalHost } from './ui/feedback/ModalHost.js';

export interface ConsoleRootProps {
  /** API base address ('' = same origin). */
  apiBase: string;
  /** For tests: another fetch. */
  fetchImpl?: typeof fetch;
  /** The stored token's profile, read before the first render (src/main.tsx); see AuthProvider. */
  initialProfile?: ProfileAnswer | null;
}

/**
 * The whole console below the router: theme, feedback (alert, dialogs, modal, loading overlay),
 * session, routes. App puts it in a ConsoleRouter over the browser's history; tests over a memory one.
 */
export function ConsoleRoot({ apiBase, fetchImpl, initialProfile }: ConsoleRootProps) {
  return (
    <ChakraProvider value={system}>
      <UiFeedbackProvider>
        <AuthProvider apiBase={apiBase} initialProfile={initialProfile} {...(fetchImpl && { fetchImpl })}>
          <AppRoutes />
          <AlertArea />
          <ModalHost />
          <Dialogs />
          <LoadingOverlay />
        </AuthProvider>
      </UiFeedbackProvider>
    </ChakraProvider>
  );
}
