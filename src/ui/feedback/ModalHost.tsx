import { useUiFeedback } from '../../hooks/feedback/useUiFeedback.js';
import { useUiFeedbackState } from '../../hooks/feedback/useUiFeedbackState.js';
import { Modal } from './Modal.js';

/** Renders the modal opened with `useUiFeedback().openModal`. */
export function ModalHost() {
  const { modal } = useUiFeedbackState();
  const { closeModal } = useUiFeedback();
  if (!modal) return null;
  return (
    <Modal key={modal.id} open onClose={closeModal} title={modal.title} size={modal.size ?? 'md'} footer={modal.footer}>
      {modal.body}
    </Modal>
  );
}
