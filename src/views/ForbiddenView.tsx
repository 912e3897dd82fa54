import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The API's 403 for users' screens (server/auth/requireAdmin.ts), shown before any call. */
export const ADMIN_ONLY_MESSAGE = 'Apenas administradores podem gerenciar usuários.';

/**
 * A screen only administrators use (the users' list and form), reached by someone else through
 * an address: the reason, and the way home. RouteView shows it instead of the screen, so nothing
 * is fetched and no action is offered; the API refuses those calls anyway.
 */
export function ForbiddenView() {
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl" fontWeight="semibold">
        Acesso restrito
      </Heading>
      <Text role="alert">{ADMIN_ONLY_MESSAGE}</Text>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to="/">Voltar ao início</RouterLink>
      </Button>
    </Stack>
  );
}

export default ForbiddenView;
