import { Button, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useAuth } from '../hooks/auth/useAuth.js';
import { useChangePassword } from '../hooks/form/useChangePassword.js';
import type { PasswordChange } from '../core/account/passwordChangeErrors.js';
import type { ViewProps } from './ViewProps.js';
import { PasswordInput } from '../ui/form/PasswordInput.js';

export const FORCED_PASSWORD_CHANGE_TEXT =
  'Sua senha atual foi definida por outra pessoa (por exemplo, no primeiro acesso). Para continuar, escolha uma nova senha, de 6 a 15 caracteres.';

/** The fields of 'Alterar Senha' (the profile's modal), in the same order, with the same labels. */
const FIELDS: { name: keyof PasswordChange; label: string; autoComplete: string }[] = [
  { name: 'password', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'new_password', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confirm_new_password', label: 'Confirmar nova senha', autoComplete: 'new-password' },
];

/**
 * What a signed-in user who must change their password sees instead of the console (AppRoutes),
 * whatever the address: the profile's password change (useChangePassword, PUT
 * /admin/v1/user/{id}/password; the server's field errors under their fields), and 'Sair'. Once
 * changed, the session's user loses the flag and the console opens where the address points.
 * The API refuses everything else meanwhile, so nothing here is only cosmetic.
 */
export default function ForcedPasswordChangeView({ route }: Partial<ViewProps>) {
  const { user, setUser, logout } = useAuth();
  const c = useChangePassword(user?.id ?? '');
  if (!user) return null;
  return (
    <form
      noValidate
      aria-labelledby="forced-password-title"
      onSubmit={(event) => {
        event.preventDefault();
        void c.submit().then((done) => {
          if (done) setUser({ ...user, mustChangePassword: false });
        });
      }}
    >
      <Stack gap="5">
        <Stack gap="1">
          <Heading id="forced-password-title" as="h1" size="xl" fontWeight="semibold">
            {route?.title ?? 'Defina uma nova senha'}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {user.name ? `Olá, ${user.name}. ` : ''}
            {FORCED_PASSWORD_CHANGE_TEXT}
          </Text>
        </Stack>
        {FIELDS.map(({ name, label, autoComplete }, i) => (
          <Field.Root key={name} id={`forced-password-${name}`} invalid={!!c.errors[name]} required>
            <Field.Label>
              {label}
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              name={name}
              autoComplete={autoComplete}
              autoFocus={i === 0}
              maxLength={15}
              value={c.values[name]}
              onChange={(e) => c.setValue(name, e.target.value)}
            />
            {c.errors[name] && <Field.ErrorText>{c.errors[name]}</Field.ErrorText>}
          </Field.Root>
        ))}
        <Button type="submit" colorPalette="brand" size="lg" loading={c.saving}>
          Alterar
        </Button>
        <Button variant="ghost" onClick={() => void logout()} disabled={c.saving}>
          <LogOut /> Sair
        </Button>
      </Stack>
    </form>
  );
}
