import { Alert, Button, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH, resetTokenOf } from '../../core/account/resetPasswordErrors.js';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { useResetPassword } from '../../hooks/account/useResetPassword.js';
import type { ViewProps } from '../ViewProps.js';
import { PasswordInput } from '../../ui/form/PasswordInput.js';
import { useFocusFirstInvalid } from '../../ui/form/useFocusFirstInvalid.js';
import { PublicScreen } from './PublicScreen.js';

export const INVALID_LINK_TITLE = 'Link de redefinição inválido';
export const INVALID_LINK_TEXT =
  'Este endereço não traz o código de redefinição. Peça um novo link ao administrador do console.';

/**
 * 'Redefinir senha' (spec 2.3), public, signed in or out: the link's `token` and one new password
 * (show/hide, required, 6 to 15 characters), button 'Alterar'. Without a token: no form, a clear
 * message to ask for a new link. Once changed: the way to the login.
 */
export default function ResetPasswordView({ route }: ViewProps) {
  const { search } = useLocation();
  const token = useMemo(() => resetTokenOf(search), [search]);
  return (
    <PublicScreen>
      <Stack gap="5">
        <Heading id="reset-password-title" as="h1" size="xl" fontWeight="semibold">
          {route.title}
        </Heading>
        {token ? (
          <ResetPasswordForm key={token} token={token} />
        ) : (
          <>
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{INVALID_LINK_TITLE}</Alert.Title>
                <Alert.Description>{INVALID_LINK_TEXT}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <ExitButton />
          </>
        )}
      </Stack>
    </PublicScreen>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const c = useResetPassword(token);
  const focusInvalid = useFocusFirstInvalid('reset-password-form');
  if (c.done) {
    return (
      <Stack gap="5">
        <Text role="status">Sua senha foi alterada. Entre no console com a nova senha.</Text>
        <ExitButton primary />
      </Stack>
    );
  }
  return (
    <form
      id="reset-password-form"
      noValidate
      aria-labelledby="reset-password-title"
      onSubmit={(event) => {
        event.preventDefault();
        void c.submit().then((sent) => sent || focusInvalid());
      }}
    >
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          Escolha uma nova senha, de 6 a 15 caracteres.
        </Text>
        <Field.Root invalid={!!c.error} required>
          <Field.Label>
            Nova senha
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="new_password"
            autoComplete="new-password"
            autoFocus
            maxLength={PASSWORD_MAX_LENGTH}
            value={c.newPassword}
            onChange={(e) => c.setNewPassword(e.target.value)}
          />
          <Field.ErrorText>{c.error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={c.sending}>
          Alterar
        </Button>
      </Stack>
    </form>
  );
}

/** To the login when signed out; signed in, back to the console's home. */
function ExitButton({ primary = false }: { primary?: boolean }) {
  const { status } = useAuth();
  return (
    <Button asChild variant={primary ? 'solid' : 'outline'} colorPalette="brand">
      <RouterLink to="/">{status === 'signedIn' ? 'Voltar ao console' : 'Ir para o login'}</RouterLink>
    </Button>
  );
}
