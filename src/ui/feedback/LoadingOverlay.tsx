import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useDelayedFlag } from '../../hooks/feedback/useDelayedFlag.js';
import { useGlobalLoading } from '../../hooks/feedback/useGlobalLoading.js';

/** Loading that ends sooner than this never shows the overlay (no flicker). */
const LOADING_OVERLAY_DELAY_MS = 150;

/** The full-screen loading overlay (spec 2.1), while an API request runs. */
export function LoadingOverlay() {
  const loading = useGlobalLoading();
  const shown = useDelayedFlag(loading, LOADING_OVERLAY_DELAY_MS);
  if (!shown) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      inset="0"
      zIndex="2000"
      bg="bg/70"
      display="flex"
      alignItems="center"
      justifyContent="center"
      data-testid="loading-overlay"
    >
      <Spinner size="xl" color="brand.fg" borderWidth="4px" />
      <VisuallyHidden>Carregando...</VisuallyHidden>
    </Box>
  );
}
