import { Alert, Box, CloseButton } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../hooks/auth/useAuth.js';
import type { AlertType } from '../../hooks/feedback/UiFeedbackContext.js';
import { useUiFeedback } from '../../hooks/feedback/useUiFeedback.js';
import { useUiFeedbackState } from '../../hooks/feedback/useUiFeedbackState.js';

const STATUS: Record<AlertType, 'success' | 'info' | 'warning' | 'error'> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'error',
};

/**
 * The page alert (spec 2.1): fixed at the top, dismissible, announced (role="alert"), hidden on
 * every route change and whenever the session changes (a logout, even one that stays at the same
 * address, leaves no alert of the last user behind). It sits above the sticky top bar but under
 * every dialog, drawer and menu layer (z-index 'banner' < 'overlay' < 'modal'), so it never covers
 * a dialog's title or close button. Needs a router, an AuthProvider and a UiFeedbackProvider above.
 */
export function AlertArea() {
  const { alert } = useUiFeedbackState();
  const { hideAlert } = useUiFeedback();
  const { pathname } = useLocation();
  // Signed out or not: a logout (or a sign-in) clears it; the profile saved (the user refreshed) does not.
  const { status } = useAuth();
  const sessionKey = status === 'signedOut' ? 'out' : 'in';

  useEffect(() => {
    hideAlert();
  }, [pathname, sessionKey, hideAlert]);

  if (!alert) return null;
  return (
    <Box
      position="fixed"
      top="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="banner"
      w="min(640px, calc(100vw - 2rem))"
    >
      <Alert.Root
        key={alert.id}
        role="alert"
        status={STATUS[alert.type]}
        data-status={STATUS[alert.type]}
        variant="surface"
        boxShadow="md"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{alert.text}</Alert.Description>
        </Alert.Content>
        <CloseButton size="sm" alignSelf="flex-start" onClick={hideAlert} aria-label="Fechar alerta" />
      </Alert.Root>
    </Box>
  );
}
