import { createContext, type ReactNode } from 'react';

/** Alert types of spec 2.1; 'danger' shows as Chakra's 'error' status. */
export type AlertType = 'success' | 'info' | 'warning' | 'danger';

export interface AlertMessage {
  id: number;
  type: AlertType;
  text: string;
}

export type DialogType = 'success' | 'error' | 'confirm';

export interface DialogOptions {
  type: DialogType;
  message: string;
  /** Heading; by default 'Sucesso', 'Erro' or 'Confirmação'. */
  title?: string;
  /** confirm: after 'Confirmar'. */
  onConfirm?: () => void;
  /** confirm: after 'Cancelar'. */
  onCancel?: () => void;
  /** After the dialog closes, whatever the button. */
  onClose?: () => void;
}

export interface OpenDialog extends DialogOptions {
  id: number;
}

/** Modal widths: 'xl' is the large modal of the detail views. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'cover' | 'full';

export interface ModalOptions {
  title?: ReactNode;
  body: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** After the modal closes (button, Esc, backdrop or closeModal()). */
  onClose?: () => void;
}

export interface OpenModal extends ModalOptions {
  id: number;
}

/** What screens call. Every function is stable (same identity for the app's lifetime). */
export interface UiFeedbackActions {
  /** Shows the page alert (one at a time; a new one replaces the old). */
  showAlert(type: AlertType, text: string): void;
  hideAlert(): void;
  /** Queues a dialog; dialogs show one at a time, in order. */
  showDialog(options: DialogOptions): void;
  /** A confirm dialog: true after 'Confirmar', false after 'Cancelar'. */
  confirm(message: string): Promise<boolean>;
  /**
   * Error dialog for a failed call: the HttpError's message, else `fallbackMessage`. Does nothing
   * for a forced-logout error (the session already shows it) or an aborted call.
   */
  showError(error: unknown, fallbackMessage?: string): void;
  openModal(options: ModalOptions): void;
  closeModal(): void;
}

/** What the feedback hosts (AlertArea, Dialogs, ModalHost) render. */
export interface UiFeedbackState {
  alert: AlertMessage | null;
  dialogs: OpenDialog[];
  modal: OpenModal | null;
  /** Closes the dialog `id`: confirmed true = 'Confirmar', false = 'Cancelar' or 'Fechar'. */
  resolveDialog(id: number, confirmed: boolean): void;
}

export const UiFeedbackActionsContext = createContext<UiFeedbackActions | null>(null);
export const UiFeedbackStateContext = createContext<UiFeedbackState | null>(null);
