import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ModalProps } from './ModalProps.js';
import { backdropMotion, contentMotion } from './dialogMotion.js';

/**
 * The generic modal drawn with Chakra's Dialog: closes with its X, Esc or a click outside.
 * Loaded on first use; screens use `Modal` (Modal.tsx).
 */
export function ModalDialog({ open, onClose, title, size = 'md', footer, children, rootProps }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={size}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop {...backdropMotion} />
        <Dialog.Positioner>
          <Dialog.Content {...contentMotion}>
            {title !== undefined && (
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
            )}
            <Dialog.Body>{children}</Dialog.Body>
            {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar janela" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
