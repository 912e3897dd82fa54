import { useContext } from 'react';
import { UiFeedbackStateContext, type UiFeedbackState } from './UiFeedbackContext.js';

/** The feedback state, for the components that render it (AlertArea, Dialogs, ModalHost). */
export function useUiFeedbackState(): UiFeedbackState {
  const state = useContext(UiFeedbackStateContext);
  if (!state) throw new Error('useUiFeedbackState precisa de um <UiFeedbackProvider> acima.');
  return state;
}
