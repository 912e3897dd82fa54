import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { HttpError } from '../core/api/HttpError.js';
import { useAuth } from '../hooks/auth/useAuth.js';
import { useUiFeedback } from '../hooks/feedback/useUiFeedback.js';
import * as apiMessages from '../core/api/apiMessages.js';
import * as consoleMessages from '../core/api/consoleMessages.js';
import { useFocusFirstInvalid } from '../ui/form/useFocusFirstInvalid.js';

interface LoginErrors {
  email?: string;
  password?: string;
}

/** Required-field messages of spec 5. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = apiMessages.emailRequired;
  if (!password) errors.password = apiMessages.passwordRequired;
  return errors;
}

/**
 * The login screen (spec 2.3): email and password, both required; a failure shows the error
 * dialog with the server's message, else `consoleMessages.loginFailed` (DECISIONS.md 2).
 */
export default function LoginView() {
  const { login } = useAuth();
  const { showDialog } = useUiFeedback();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const focusInvalid = useFocusFirstInvalid('login-form');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) {
      focusInvalid();
      return;
    }
    setSending(true);
    try {
      await login(email.trim(), password);
    } catch (error) {
      setSending(false);
      if (error instanceof HttpError && error.errors) {
        setErrors({
          ...(error.errors.email && { email: error.errors.email }),
          ...(error.errors.password && { password: error.errors.password }),
        });
      }
      showDialog({ type: 'error', message: error instanceof HttpError ? error.message : consoleMessages.loginFailed });
    }
  };

  const revalidate = (nextEmail: string, nextPassword: string) => {
    if (submitted) setErrors(validateLogin(nextEmail, nextPassword));
  };

  return (
    <form id="login-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="login-title">
      <Stack gap="5">
        <Stack gap="1">
          <Heading id="login-title" as="h1" size="xl" fontWeight="semibold">
            Acesse o console
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Entre com seu email e senha.
          </Text>
        </Stack>
        <LoginField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          autoFocus
          value={email}
          error={errors.email}
          onChange={(value) => {
            setEmail(value);
            revalidate(value, password);
          }}
        />
        <LoginField
          label="Senha"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            revalidate(email, value);
          }}
        />
        <Button type="submit" colorPalette="brand" size="lg" loading={sending}>
          Login
        </Button>
      </Stack>
    </form>
  );
}

interface LoginFieldProps {
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A labelled input with its message underneath. */
function LoginField({ label, error, onChange, ...input }: LoginFieldProps) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} onChange={(e) => onChange(e.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
