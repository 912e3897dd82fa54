import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { HttpError } from '../../core/api/HttpError.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import { isForcedLogoutError } from '../../core/api/forcedLogout.js';
import {
  UiFeedbackActionsContext,
  UiFeedbackStateContext,
  type AlertMessage,
  type OpenDialog,
  type OpenModal,
  type UiFeedbackActions,
  type UiFeedbackState,
} from './UiFeedbackContext.js';

/**
 * Holds the page alert, the dialog queue and the generic modal (spec 2.1). Screens use
 * `useUiFeedback()`; AlertArea, Dialogs and ModalHost render the state.
 */
export function UiFeedbackProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const nextId = useRef(1);
  // The queue and the modal as the handlers below last set them, read at once by the next handler
  // (a dialog resolved twice in one tick runs its callbacks once); the state renders them.
  const dialogsRef = useRef<OpenDialog[]>([]);
  const modalRef = useRef<OpenModal | null>(null);

  const setQueue = useCallback((queue: OpenDialog[]) => {
    dialogsRef.current = queue;
    setDialogs(queue);
  }, []);

  const showDialog = useCallback<UiFeedbackActions['showDialog']>(
    (options) => setQueue([...dialogsRef.current, { ...options, id: nextId.current++ }]),
    [setQueue],
  );

  const resolveDialog = useCallback(
    (id: number, confirmed: boolean) => {
      const dialog = dialogsRef.current.find((d) => d.id === id);
      if (!dialog) return;
      setQueue(dialogsRef.current.filter((d) => d.id !== id));
      if (dialog.type === 'confirm') (confirmed ? dialog.onConfirm : dialog.onCancel)?.();
      dialog.onClose?.();
    },
    [setQueue],
  );

  const closeModal = useCallback(() => {
    const current = modalRef.current;
    if (!current) return;
    modalRef.current = null;
    setModal(null);
    current.onClose?.();
  }, []);

  const actions = useMemo<UiFeedbackActions>(
    () => ({
      showAlert: (type, text) => setAlert({ id: nextId.current++, type, text }),
      hideAlert: () => setAlert(null),
      showDialog,
      confirm: (message) =>
        new Promise<boolean>((resolve) => {
          showDialog({ type: 'confirm', message, onConfirm: () => resolve(true), onCancel: () => resolve(false) });
        }),
      showError: (error, fallbackMessage) => {
        if (isForcedLogoutError(error) || isAbort(error)) return;
        const message = error instanceof HttpError ? error.message : (fallbackMessage ?? apiMessages.requestFailed);
        showDialog({ type: 'error', message });
      },
      openModal: (options) => {
        const next = { ...options, id: nextId.current++ };
        modalRef.current = next;
        setModal(next);
      },
      closeModal,
    }),
    [showDialog, closeModal],
  );

  const state = useMemo<UiFeedbackState>(
    () => ({ alert, dialogs, modal, resolveDialog }),
    [alert, dialogs, modal, resolveDialog],
  );

  return (
    <UiFeedbackActionsContext.Provider value={actions}>
      <UiFeedbackStateContext.Provider value={state}>{children}</UiFeedbackStateContext.Provider>
    </UiFeedbackActionsContext.Provider>
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
