import { Box, Center } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ThemeToggle } from '../theme/ThemeToggle.js';
import { PublicCard } from './PublicCard.js';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.js';

/**
 * Layout of the signed-out screens (login, delete registration, reset password): a centred card
 * in the page's `<main>` (the skip link's target), the dark-theme switch in a corner (kept in
 * this browser only: nobody is signed in).
 */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <Box position="absolute" top="3" right="3">
        <ThemeToggle />
      </Box>
      <Center as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" minH="100dvh" px="4" py="14" bg="bg.subtle">
        <PublicCard>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PublicCard>
      </Center>
    </>
  );
}
