import { Button, Dialog, HStack, Icon, Portal, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import type { DialogType, OpenDialog } from '../../hooks/feedback/UiFeedbackContext.js';
import { backdropMotion, contentMotion } from './dialogMotion.js';

const LOOK: Record<DialogType, { title: string; icon: typeof CircleCheck; color: string }> = {
  success: { title: 'Sucesso', icon: CircleCheck, color: 'fg.success' },
  error: { title: 'Erro', icon: CircleAlert, color: 'fg.error' },
  confirm: { title: 'Confirmação', icon: CircleHelp, color: 'brand.fg' },
};

export interface FeedbackDialogProps {
  dialog: OpenDialog;
  /** true = 'Confirmar'; false = 'Cancelar' or 'Fechar'. */
  onResolve: (confirmed: boolean) => void;
}

/**
 * One success, error or confirm dialog (spec 2.1, 8), drawn with Chakra's Dialog. Escape closes
 * it as every dialog of the console does: 'Fechar' for a message, 'Cancelar' for a confirmation
 * (nothing is lost: the action it guards is not done). A click outside does not: the message is
 * read before it goes. Loaded on first use (see Dialogs.tsx).
 */
export function FeedbackDialog({ dialog, onResolve }: FeedbackDialogProps) {
  const look = LOOK[dialog.type];
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) onResolve(false);
      }}
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
                  <Button variant="outline" onClick={() => onResolve(false)}>
                    Cancelar
                  </Button>
                  <Button colorPalette="brand" onClick={() => onResolve(true)}>
                    Confirmar
                  </Button>
                </>
              ) : (
                <Button colorPalette={dialog.type === 'error' ? 'red' : 'brand'} onClick={() => onResolve(false)}>
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
