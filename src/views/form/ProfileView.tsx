import { Button, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import { KeyRound, LogOut } from 'lucide-react';
import { useMemo, useState } from 'react';
import descriptors from 'virtual:descriptors';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { useUiFeedback } from '../../hooks/feedback/useUiFeedback.js';
import { profileFormConfig } from '../../hooks/form/profileFormConfig.js';
import { useFormController } from '../../hooks/form/useFormController.js';
import { useSaveShortcut } from '../../hooks/form/useSaveShortcut.js';
import { isActiveUser } from '../../hooks/form/useUserAccess.js';
import type { ViewProps } from '../ViewProps.js';
import { AccessStatus } from '../../ui/form/AccessStatus.js';
import { FormButtons } from '../../ui/form/FormButtons.js';
import { FormSkeleton } from '../../ui/form/FormSkeleton.js';
import { ChangePasswordModal } from '../../ui/form/password/ChangePasswordModal.js';
import { SchemaForm } from '../../ui/form/SchemaForm.js';
import { toUiSchema } from '../../ui/form/toUiSchema.js';
import { PageTitle } from '../../ui/layout/PageTitle.js';

const PROFILE_BREADCRUMB = [{ label: 'Dashboard', to: '/' }, { label: 'Meu Perfil' }];

export const END_SESSIONS_LABEL = 'Encerrar todas as minhas sessões';
/** What the button does, said where it is: sessions are versioned per user, not per browser. */
export const SESSIONS_TEXT =
  'Você continua conectado em cada navegador onde entrou, por até 8 horas. Encerrar as sessões desconecta todos eles, inclusive este; o Logout do menu faz o mesmo.';
export const END_SESSIONS_CONFIRM =
  'Encerrar todas as suas sessões? Você sairá deste e de todos os outros navegadores e dispositivos, e precisará entrar de novo.';

/**
 * 'Meu Perfil' (spec 2.8): the signed-in user's name, phone and email (read-only), with the user
 * form's fields and messages; access status; 'Alterar Senha'; and 'Encerrar todas as minhas
 * sessões' (after a confirmation): POST /api/v2/user/logout, which ends every session of the
 * user, this one included, so it signs out here too.
 */
export default function ProfileView({ route }: Partial<ViewProps>) {
  const user = descriptors.user;
  if (!user) throw new Error('Descritor não encontrado: user');
  const { logout, setUser } = useAuth();
  const c = useFormController(useMemo(() => profileFormConfig(user, setUser), [user, setUser]));
  const { showDialog } = useUiFeedback();
  const [changingPassword, setChangingPassword] = useState(false);
  const endSessions = () =>
    showDialog({
      type: 'confirm',
      title: END_SESSIONS_LABEL,
      message: END_SESSIONS_CONFIRM,
      onConfirm: () => void logout(),
    });
  const uiSchema = useMemo<UiSchema>(() => {
    const ui = toUiSchema(user, 'update');
    // The profile changes only name and phone; the role is not the user's to change.
    return { ...ui, role: { 'ui:widget': 'hidden' }, email: { ...(ui.email as UiSchema), 'ui:readonly': true } };
  }, [user]);
  const profileId = c.record?.id;
  // Ctrl/Cmd+S saves the profile (not while the password dialog is open: its keys are its own).
  useSaveShortcut('profile-form', !c.loading && !c.loadFailed && !!c.record && !c.saving);

  return (
    <>
      <PageTitle
        title={route?.title ?? 'Meu Perfil'}
        breadcrumb={route?.breadcrumb ?? PROFILE_BREADCRUMB}
        actions={
          profileId !== undefined && (
            <Button variant="outline" onClick={() => setChangingPassword(true)}>
              <KeyRound /> Alterar Senha
            </Button>
          )
        }
      />
      <Card.Root>
        <Card.Body>
          {c.loading ? (
            <FormSkeleton fields={3} />
          ) : c.loadFailed || !c.schema || !c.validator || !c.record ? (
            <Text color="fg.muted">Não foi possível carregar o perfil.</Text>
          ) : (
            <>
              <Flex gap="3" align="center" mb="6" pb="4" borderBottomWidth="1px">
                <Text fontSize="sm" color="fg.muted">
                  Acesso
                </Text>
                <AccessStatus active={isActiveUser(c.record.is_active)} />
              </Flex>
              <SchemaForm
                id="profile-form"
                schema={c.schema}
                uiSchema={uiSchema}
                formData={c.formData}
                validator={c.validator}
                errors={c.errors}
                onChange={c.setFormData}
                onSubmit={c.submit}
              >
                <FormButtons saving={c.saving} />
              </SchemaForm>
            </>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root mt="6">
        <Card.Body>
          <Flex
            gap="4"
            align={{ base: 'flex-start', md: 'center' }}
            justify="space-between"
            direction={{ base: 'column', md: 'row' }}
          >
            <Flex direction="column" gap="1">
              <Heading as="h2" size="md" fontWeight="semibold">
                Sessões
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {SESSIONS_TEXT}
              </Text>
            </Flex>
            <Button variant="outline" colorPalette="red" flexShrink={0} onClick={endSessions}>
              <LogOut /> {END_SESSIONS_LABEL}
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
      {profileId !== undefined && profileId !== null && (
        <ChangePasswordModal
          userId={String(profileId)}
          open={changingPassword}
          onClose={() => setChangingPassword(false)}
        />
      )}
    </>
  );
}
