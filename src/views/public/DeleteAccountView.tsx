import { Button, Field, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { useDeleteAccount } from '../../hooks/account/useDeleteAccount.js';
import type { ViewProps } from '../ViewProps.js';
import { CpfField } from '../../ui/form/CpfField.js';
import { PasswordInput } from '../../ui/form/PasswordInput.js';
import { useFocusFirstInvalid } from '../../ui/form/useFocusFirstInvalid.js';
import { PublicScreen } from './PublicScreen.js';

/** The screen's one line on what deleting means (LGPD, DECISIONS.md 3). */
export const ERASURE_NOTICE =
  'Todos os seus dados biométricos (digitais, provas de vida e seus arquivos) serão apagados definitivamente, conforme a LGPD.';

/**
 * 'Excluir cadastro' (spec 2.3), public, signed in or out: a person deletes their own registration
 * with CPF (000.000.000-00, check digits verified) and password, after a confirmation.
 */
export default function DeleteAccountView({ route }: ViewProps) {
  const { status } = useAuth();
  const c = useDeleteAccount();
  const focusInvalid = useFocusFirstInvalid('delete-account-form');
  return (
    <PublicScreen>
      <form
        id="delete-account-form"
        noValidate
        aria-labelledby="delete-account-title"
        onSubmit={(event) => {
          event.preventDefault();
          void c.submit().then((sent) => sent || focusInvalid());
        }}
      >
        <Stack gap="5">
          <Stack gap="1">
            <Heading id="delete-account-title" as="h1" size="xl" fontWeight="semibold">
              {route.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Informe seu CPF e sua senha para excluir seu cadastro.
            </Text>
          </Stack>
          <Stack direction="row" gap="2" align="flex-start" color="fg.muted" fontSize="sm" id="delete-account-notice">
            <ShieldAlert size="18" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text>{ERASURE_NOTICE}</Text>
          </Stack>
          <CpfField label="CPF" value={c.values.cpf} error={c.errors.cpf} onChange={(raw) => c.setValue('cpf', raw)} />
          <Field.Root invalid={!!c.errors.password} required>
            <Field.Label>
              Senha
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={c.values.password}
              onChange={(e) => c.setValue('password', e.target.value)}
            />
            <Field.ErrorText>{c.errors.password}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="red"
            size="lg"
            loading={c.sending}
            aria-describedby="delete-account-notice"
          >
            Excluir cadastro
          </Button>
          {status !== 'signedIn' && (
            <Link asChild alignSelf="center" fontSize="sm" colorPalette="brand" color="colorPalette.fg">
              <RouterLink to="/">Voltar para o login</RouterLink>
            </Link>
          )}
        </Stack>
      </form>
    </PublicScreen>
  );
}
