import type { FormMode } from '../../core/forms/buildFormSchema.js';
import type { FormRecord } from './FormRecord.js';

/** What a form controller holds between renders (see useFormController). */
export interface FormState {
  /** 'create' for a new record until a create succeeds; then 'update'. */
  mode: FormMode;
  /** The record's id: the one read, or the one a create returned. */
  id: string | undefined;
  /** The record as the server last sent it (with `version` and fields the form does not edit). */
  record: FormRecord | undefined;
  formData: FormRecord;
  /** The data as last loaded or saved: `formData` differs from it when there are unsaved changes. */
  baseline: FormRecord;
  loading: boolean;
  loadFailed: boolean;
  saving: boolean;
  /** A save was tried: from then on the form's own check shows its messages as the user types. */
  attempted: boolean;
  /** The server's field errors of the last save, each until its field changes. */
  serverErrors: Readonly<Record<string, string>>;
}

export type FormAction =
  /** Reading the record `id` names. */
  | { type: 'load'; id: string }
  | { type: 'loadFailed' }
  /** A record the server sent (read or saved): its data is now the form's and the saved state. */
  | { type: 'show'; id: string; record: FormRecord; data: FormRecord }
  /** A new, empty record (`data`: the descriptor's defaults). */
  | { type: 'clear'; data: FormRecord }
  /** The user changed the data (RJSF's onChange). */
  | { type: 'change'; data: FormRecord }
  /** A save starts: the form's check now shows, the server's last errors go. */
  | { type: 'submit' }
  | { type: 'saving'; saving: boolean }
  /** Saved, and the answer carried no record: `data` is the new saved state. */
  | { type: 'saved'; data: FormRecord }
  /** The server refused the save: these fields get its messages. */
  | { type: 'rejected'; errors: Readonly<Record<string, string>> }
  /** The record re-read after a change made elsewhere (version, is_active); the form's data stays. */
  | { type: 'refreshed'; record: FormRecord };

/**
 * The starting state: with a record to read, 'update' and loading; without one, 'create' with `createData`.
 *
 * @example initialFormState(undefined, { role: 'operador' }) // { mode: 'create', formData: { role: 'operador' }, loading: false, ... }
 */
export function initialFormState(recordId: string | undefined, createData: FormRecord): FormState {
  const formData = recordId === undefined ? createData : {};
  return {
    mode: recordId === undefined ? 'create' : 'update',
    id: recordId,
    record: undefined,
    formData,
    baseline: formData,
    loading: recordId !== undefined,
    loadFailed: false,
    saving: false,
    attempted: false,
    serverErrors: {},
  };
}

/** The form's state transitions, apart from React (react-admin's queryReducer in spirit). */
export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'load':
      return { ...state, mode: 'update', id: action.id, loading: true, loadFailed: false };
    case 'loadFailed':
      return { ...state, loading: false, loadFailed: true };
    case 'show':
      return {
        ...state,
        mode: 'update',
        id: action.id,
        record: action.record,
        formData: action.data,
        baseline: action.data,
        loading: false,
        attempted: false,
        serverErrors: {},
      };
    case 'clear':
      return { ...initialFormState(undefined, action.data), saving: state.saving };
    case 'change':
      return {
        ...state,
        formData: action.data,
        serverErrors: keepUnchangedErrors(state.serverErrors, state.formData, action.data),
      };
    case 'submit':
      return { ...state, attempted: true, serverErrors: {} };
    case 'saving':
      return { ...state, saving: action.saving };
    case 'saved':
      return { ...state, baseline: action.data, attempted: false };
    case 'rejected':
      return { ...state, serverErrors: action.errors };
    case 'refreshed':
      return { ...state, record: action.record };
  }
}

/**
 * The server's field errors whose field kept its value: a server message goes once its field
 * changes. The same object when nothing went (no re-render for typing elsewhere).
 *
 * @example keepUnchangedErrors({ email: 'Email já cadastrado' }, { email: 'a@b.co' }, { email: 'c@d.co' }) // {}
 */
export function keepUnchangedErrors(
  errors: Readonly<Record<string, string>>,
  before: FormRecord,
  after: FormRecord,
): Readonly<Record<string, string>> {
  const kept = Object.entries(errors).filter(
    ([field]) => JSON.stringify(before[field]) === JSON.stringify(after[field]),
  );
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
