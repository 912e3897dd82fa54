import { Button, Field, Stack } from '@chakra-ui/react';
import { useChangePassword } from '../../../hooks/form/useChangePassword.js';
import type { PasswordChange } from '../../../core/account/passwordChangeErrors.js';
import { Modal } from '../../feedback/Modal.js';
import { PasswordInput } from '../PasswordInput.js';

const FIELDS: { name: keyof PasswordChange; label: string; autoComplete: string }[] = [
  { name: 'password', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'new_password', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confirm_new_password', label: 'Confirmar nova senha', autoComplete: 'new-password' },
];

export interface ChangePasswordModalProps {
  /** Whose password: a user being edited, or the signed-in user (profile). */
  userId: number | string;
  open: boolean;
  onClose(): void;
  /** After a successful change (the user record's version changed on the server). */
  onChanged?(): void;
}

/** 'Alterar Senha' (spec 2.8): current, new and confirmation, each 6 to 15 characters. */
export function ChangePasswordModal({ userId, open, onClose, onChanged }: ChangePasswordModalProps) {
  const c = useChangePassword(userId);
  const close = () => {
    c.reset();
    onClose();
  };
  const formId = 'change-password-form';
  return (
    <Modal
      open={open}
      onClose={close}
      title="Alterar Senha"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={c.saving}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={c.saving}>
            Alterar
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void c.submit().then((done) => {
            if (!done) return;
            onClose();
            onChanged?.();
          });
        }}
      >
        <Stack gap="4">
          {FIELDS.map(({ name, label, autoComplete }) => (
            <Field.Root key={name} id={`change-password-${name}`} invalid={!!c.errors[name]} required>
              <Field.Label>
                {label}
                <Field.RequiredIndicator />
              </Field.Label>
              <PasswordInput
                name={name}
                autoComplete={autoComplete}
                maxLength={15}
                value={c.values[name]}
                onChange={(e) => c.setValue(name, e.target.value)}
              />
              {c.errors[name] && <Field.ErrorText>{c.errors[name]}</Field.ErrorText>}
            </Field.Root>
          ))}
        </Stack>
      </form>
    </Modal>
  );
}
