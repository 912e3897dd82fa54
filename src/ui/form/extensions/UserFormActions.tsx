import { Button, Flex, HStack } from '@chakra-ui/react';
import { KeyRound, Link2, Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useResetLink } from '../../../hooks/form/useResetLink.js';
import { isActiveUser, useUserAccess } from '../../../hooks/form/useUserAccess.js';
import { AccessStatus } from '../AccessStatus.js';
import { ChangePasswordModal } from '../password/ChangePasswordModal.js';
import { ResetLinkModal } from '../password/ResetLinkModal.js';
import type { FormExtensionProps } from './FormExtensionProps.js';

/**
 * The user form's extra actions when editing (spec 2.8): access status, 'Alterar Senha',
 * 'Enviar link de redefinição' (a reset-password link to hand to the user, DECISIONS.md 3),
 * block/unblock.
 */
export function UserFormActions({ controller }: FormExtensionProps) {
  const { id, record, refresh } = controller;
  const [changingPassword, setChangingPassword] = useState(false);
  const active = isActiveUser(record?.is_active);
  // The answer has no version: re-read the record, so the next save is not a false conflict.
  const access = useUserAccess(id ?? '', active, () => void refresh());
  const resetLink = useResetLink(id ?? '');
  if (id === undefined || !record) return null;
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap" mb="6" pb="4" borderBottomWidth="1px">
      <AccessStatus active={active} />
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => setChangingPassword(true)}>
          <KeyRound /> Alterar Senha
        </Button>
        <Button variant="outline" loading={resetLink.busy} onClick={() => void resetLink.issue()}>
          <Link2 /> Enviar link de redefinição
        </Button>
        <Button
          variant="outline"
          colorPalette={active ? 'red' : 'green'}
          loading={access.busy}
          onClick={() => void access.toggle()}
        >
          {active ? <Lock /> : <LockOpen />} {active ? 'Bloquear' : 'Desbloquear'}
        </Button>
      </HStack>
      <ChangePasswordModal
        userId={id}
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        onChanged={() => void refresh()}
      />
      <ResetLinkModal link={resetLink.link} onClose={resetLink.clear} />
    </Flex>
  );
}
