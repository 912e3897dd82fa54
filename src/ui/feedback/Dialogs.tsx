import { Button, Dialog, HStack, Icon, Portal, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import type { DialogType } from '../../hooks/feedback/UiFeedbackContext.js';
import { useUiFeedbackState } from '../../hooks/feedback/useUiFeedbackState.js';
import { backdropMotion, contentMotion } from './dialogMotion.js';

const LOOK: Record<DialogType, { title: string; icon: typeof CircleCheck; color: string }> = {
  success: { title: 'Sucesso', icon: CircleCheck, color: 'green.600' },
  error: { title: 'Erro', icon: CircleAlert, color: 'red.600' },
  confirm: { title: 'Confirmação', icon: CircleHelp, color: 'brand.600' },
};

/**
 * The success, error and confirm dialogs (spec 2.1, 8), one at a time from the queue. Static:
 * neither Esc nor a click outside closes them; only 'Fechar', or 'Cancelar' / 'Confirmar'.
 */
export function Dialogs() {
  const { dialogs, resolveDialog } = useUiFeedbackState();
  const dialog = dialogs[0];
  if (!dialog) return null;
  const look = LOOK[dialog.type];
  return (
    <Dialog.Root
      key={dialog.id}
      open
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop {...backdropMotion} />
        <Dialog.Positioner>
          <Dialog.Content {...contentMotion} data-dialog-type={dialog.type}>
            <Dialog.Header>
              <HStack gap="3">
                <Icon as={look.icon} color={look.color} boxSize="6" aria-hidden />
                <Dialog.Title>{dialog.title ?? look.title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text whiteSpace="pre-line" color="fg">
                  {dialog.message}
                </Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              {dialog.type === 'confirm' ? (
                <>
                  <Button variant="outline" onClick={() => resolveDialog(dialog.id, false)}>
                    Cancelar
                  </Button>
                  <Button colorPalette="brand" onClick={() => resolveDialog(dialog.id, true)}>
                    Confirmar
                  </Button>
                </>
              ) : (
                <Button colorPalette={dialog.type === 'error' ? 'red' : 'brand'} onClick={() => resolveDialog(dialog.id, false)}>
                  Fechar
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
