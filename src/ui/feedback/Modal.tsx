import { useEffect } from 'react';
import * as apiMessages from '../../core/api/apiMessages.js';
import { lazyDialogs } from './lazyDialogs.js';
import type { ModalProps } from './ModalProps.js';

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
    window.alert(apiMessages.networkUnreachable);
    onClose();
  }, [open, failed, onClose]);

  return impl ? <impl.ModalDialog {...props} /> : null;
}
