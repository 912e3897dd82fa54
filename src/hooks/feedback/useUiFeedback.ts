import { useContext } from 'react';
import { UiFeedbackActionsContext, type UiFeedbackActions } from './UiFeedbackContext.js';

/**
 * Alerts, dialogs and the generic modal, from any screen.
 *
 * @example
 * const { confirm, showAlert, showError } = useUiFeedback();
 * if (await confirm(consoleMessages.confirmDelete)) { ... }
 */
export function useUiFeedback(): UiFeedbackActions {
  const actions = useContext(UiFeedbackActionsContext);
  if (!actions) throw new Error('useUiFeedback precisa de um <UiFeedbackProvider> acima.');
  return actions;
}
