import { CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ModalSize } from '../../hooks/feedback/UiFeedbackContext.js';
import { backdropMotion, contentMotion } from './dialogMotion.js';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Default 'md'; 'xl' is the large modal (details of a request log, of a fingerprint). */
  size?: ModalSize;
  footer?: ReactNode;
  children: ReactNode;
  /** Extra Chakra Dialog.Root props (initialFocusEl, scrollBehavior, ...). */
  rootProps?: Partial<Omit<DialogRootProps, 'open' | 'onOpenChange' | 'size' | 'children'>>;
}

/**
 * The generic modal (spec 2.1): closes with its X, Esc or a click outside. Declarative use; for
 * a modal opened from code use `useUiFeedback().openModal`.
 */
export function Modal({ open, onClose, title, size = 'md', footer, children, rootProps }: ModalProps) {
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
