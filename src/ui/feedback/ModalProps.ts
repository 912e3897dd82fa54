import type { DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ModalSize } from '../../hooks/feedback/UiFeedbackContext.js';

/** What the generic modal (Modal.tsx) and its lazily loaded drawing (ModalDialog.tsx) receive. */
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
