import { Button, Card, Flex, Text } from '@chakra-ui/react';
import type { UiSchema } from '@rjsf/utils';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import descriptors from 'virtual:descriptors';
import { useProfileController } from '../../hooks/form/useProfileController.js';
import { isActiveUser } from '../../hooks/form/useUserAccess.js';
import type { ViewProps } from '../../routes/ConsoleRoute.js';
import { AccessStatus } from '../../ui/form/AccessStatus.js';
import { FormButtons } from '../../ui/form/FormButtons.js';
import { FormSkeleton } from '../../ui/form/FormSkeleton.js';
import { ChangePasswordModal } from '../../ui/form/password/ChangePasswordModal.js';
import { SchemaForm } from '../../ui/form/SchemaForm.js';
import { toUiSchema } from '../../ui/form/toUiSchema.js';
import { PageTitle } from '../../ui/layout/PageTitle.js';

const PROFILE_BREADCRUMB = [{ label: 'Dashboard', to: '/' }, { label: 'Meu Perfil' }];

/**
 * 'Meu Perfil' (spec 2.8): the signed-in user's name, phone and email (read-only), with the user
 * form's fields and messages; access status; 'Alterar Senha'.
 */
export default function ProfileView({ route }: Partial<ViewProps>) {
  const user = descriptors.user;
  if (!user) throw new Error('Descritor não encontrado: user');
  const c = useProfileController(user);
  const [changingPassword, setChangingPassword] = useState(false);
  const uiSchema = useMemo<UiSchema>(() => {
    const ui = toUiSchema(user, 'update');
    // The profile changes only name and phone; the role is not the user's to change.
    return { ...ui, role: { 'ui:widget': 'hidden' }, email: { ...(ui.email as UiSchema), 'ui:readonly': true } };
  }, [user]);
  const profileId = c.profile?.id;

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
          ) : c.loadFailed || !c.schema || !c.validator || !c.profile ? (
            <Text color="fg.muted">Não foi possível carregar o perfil.</Text>
          ) : (
            <>
              <Flex gap="3" align="center" mb="6" pb="4" borderBottomWidth="1px">
                <Text fontSize="sm" color="fg.muted">
                  Acesso
                </Text>
                <AccessStatus active={isActiveUser(c.profile.is_active)} />
              </Flex>
              <SchemaForm
                id="profile-form"
                schema={c.schema}
                uiSchema={uiSchema}
                formData={c.formData}
                validator={c.validator}
                errors={c.errors}
                onChange={c.setFormData}
                onSubmit={() => void c.submit()}
              >
                <FormButtons saving={c.saving} />
              </SchemaForm>
            </>
          )}
        </Card.Body>
      </Card.Root>
      {profileId !== undefined && profileId !== null && (
        <ChangePasswordModal userId={String(profileId)} open={changingPassword} onClose={() => setChangingPassword(false)} />
      )}
    </>
  );
}
