import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark.js';

/** The public screens' look (login, delete registration, reset password): the brand over a card. */
export function PublicCard({ children }: { children: ReactNode }) {
  return (
    <Stack gap="6" w="full" maxW="md" align="center" mx="auto">
      <BrandMark />
      <Box
        w="full"
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="xl"
        boxShadow="sm"
        p={{ base: '6', md: '8' }}
      >
        {children}
      </Box>
    </Stack>
  );
}
