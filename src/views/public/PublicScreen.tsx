import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { PublicCard } from '../../ui/layout/PublicCard.js';

/**
 * A public screen (delete registration, reset password) looks like the login wherever it opens:
 * signed out, the public layout already puts it in the brand's card; signed in, inside the shell,
 * it gets the same card here.
 */
export function PublicScreen({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status !== 'signedIn') return <>{children}</>;
  return (
    <Box py={{ base: '4', md: '10' }}>
      <PublicCard>{children}</PublicCard>
    </Box>
  );
}
