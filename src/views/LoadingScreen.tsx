import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

/** Full page shown while the stored login token is checked at startup (spec 2.2). */
export function LoadingScreen() {
  return (
    <Center minH="100dvh" bg="bg.subtle">
      <Stack align="center" gap="3" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.fg" borderWidth="3px" />
        <Text color="fg.muted" fontSize="sm">
          Carregando...
        </Text>
      </Stack>
    </Center>
  );
}
