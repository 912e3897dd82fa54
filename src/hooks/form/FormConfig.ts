import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { FormRecord } from './FormRecord.js';

/** Where a save goes. */
export interface SaveRequest {
  method: 'post' | 'put';
  path: string;
}

/**
 * What makes one form differ from another; the controller (useFormController) does the rest the
 * same way for all: load, check, save, the server's errors under their fields, the unsaved-changes
 * guard. Built by entityFormConfig (every descriptor's form) and profileFormConfig ('Meu Perfil').
 * Pass it memoised: the controller's actions follow its identity.
 */
export interface FormConfig {
  /** The descriptor whose fields, messages and validator the form uses. */
  descriptor: ClientDescriptor;
  /**
   * The record the form shows, read with GET `read(recordId)`; undefined for a new record (mode
   * 'create'). When it changes, the form reads the new record (unless it shows it already).
   */
  recordId: string | undefined;
  /** GET path of the record `recordId` names. */
  read(recordId: string): string;
  /** Where a save goes: `id` undefined for a new record. */
  save(id: string | undefined): SaveRequest;
  /** The key of the record in the API's answers (`d.api.record`; the profile's 'data'): an answer without it is an error. */
  recordKey: string;
  /** The error dialog's text when the record cannot be read and the server says nothing. */
  loadErrorMessage: string;
  /**
   * The fields this form edits, when only some of the descriptor's (the profile: name, phone,
   * email): each is required, only they are checked and only they are sent. Default: the
   * descriptor form's fields in the mode.
   */
  fields?: readonly string[];
  /** An update sends the record's `version` (optimistic locking: a stale one gets 409). */
  versioned: boolean;
  /**
   * The form's address of a record: after a create the form goes there (replacing the history
   * entry, keeping the query string and state), so a reload shows the saved record.
   */
  addressOf?(id: string): string;
  /** After a save whose answer carries the record (the profile: the top bar's name follows). */
  onSaved?(record: FormRecord): void;
}
