import type { DialogRootProps } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../core/api/apiClient.js';
import type { ModalSize } from '../../hooks/feedback/UiFeedbackContext.js';
import { lazyDialogs } from './lazyDialogs.js';

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
 * a modal opened from code use `useUiFeedback().openModal`. ModalDialog draws it; its Chakra
 * code loads the first time a modal opens. If it cannot load (the server is unreachable), the
 * browser's alert says so and the modal stays closed.
 */
export function Modal(props: ModalProps) {
  const { open, onClose } = props;
  const { module: impl, failed } = lazyDialogs.useModule(open);

  useEffect(() => {
    if (!open || !failed) return;
    window.alert(NETWORK_ERROR_MESSAGE);
    onClose();
  }, [open, failed, onClose]);

  return impl ? <impl.ModalDialog {...props} /> : null;
}
