import { Box, Center, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BrandMark } from './BrandMark.js';

/** Layout of the signed-out screens (login, delete registration, reset password): a centred card. */
export function PublicLayout() {
  return (
    <Center minH="100dvh" px="4" py="10" bg="bg.subtle">
      <Stack gap="6" w="full" maxW="md" align="center">
        <BrandMark />
        <Box w="full" bg="bg" borderWidth="1px" borderColor="border" borderRadius="xl" boxShadow="sm" p={{ base: '6', md: '8' }}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Box>
      </Stack>
    </Center>
  );
}

export default PublicLayout;
