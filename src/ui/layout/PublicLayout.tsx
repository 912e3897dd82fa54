import { Center } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PublicCard } from './PublicCard.js';

/** Layout of the signed-out screens (login, delete registration, reset password): a centred card. */
export function PublicLayout() {
  return (
    <Center minH="100dvh" px="4" py="10" bg="bg.subtle">
      <PublicCard>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </PublicCard>
    </Center>
  );
}
