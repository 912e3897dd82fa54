import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ViewProps } from './ViewProps.js';
import * as apiMessages from '../core/api/apiMessages.js';
import { endpoints } from '../core/api/endpoints.js';

/** The API's 403 for the users' screens (server/auth/authorize.ts), shown before any call. */
export const ADMIN_ONLY_MESSAGE = apiMessages.adminOnly;
/** Any other screen the user's role may not use (schemas/roles.json). */
export const FORBIDDEN_SCREEN_MESSAGE = 'Seu perfil não tem permissão para acessar esta tela.';

/**
 * A screen the user's role may not use (the users' screens and the access log for an operator),
 * reached through an address: the reason, and the way home. RouteView shows it instead of the
 * screen, so nothing is fetched and no action is offered; the API refuses those calls anyway.
 */
export default function ForbiddenView({ route }: Partial<ViewProps>) {
  return (
    <Stack gap="4" align="flex-start">
      <Heading as="h1" size="2xl" fontWeight="semibold">
        Acesso restrito
      </Heading>
      <Text role="alert">
        {route?.entity === endpoints.users.entity ? ADMIN_ONLY_MESSAGE : FORBIDDEN_SCREEN_MESSAGE}
      </Text>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to="/">Voltar ao início</RouterLink>
      </Button>
    </Stack>
  );
}
