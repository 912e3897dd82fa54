import type { ValidatorType } from '@rjsf/utils';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { FormMode, JsonSchemaObject } from '../../core/forms/buildFormSchema.js';
import type { FormRecord } from './FormRecord.js';

/** A form apart from how it looks (useFormController): what the view renders and the actions it calls. */
export interface FormController {
  descriptor: ClientDescriptor;
  /** 'create' until a create succeeds (or with no record to read); then 'update'. */
  mode: FormMode;
  /** The record's id: the config's `recordId`, or the one a create returned. */
  id: string | undefined;
  /** The record as the server last sent it (with `version`, fields the form does not edit such as is_active). */
  record: FormRecord | undefined;
  formData: FormRecord;
  /** The schema the form renders (bound to `validator`); undefined while the validator loads. */
  schema: JsonSchemaObject | undefined;
  validator: ValidatorType | undefined;
  /** field → the one pt-BR message to show (the form's check, then the server's). */
  errors: Readonly<Record<string, string>>;
  /** The record or the validator is loading. */
  loading: boolean;
  /** The record (or the form's code) could not be loaded. */
  loadFailed: boolean;
  saving: boolean;
  /** The data differs from what was loaded or saved. */
  dirty: boolean;
  /** RJSF's onChange. */
  setFormData(formData: FormRecord): void;
  /**
   * Checks and saves: invalid → each field's message and the danger alert, nothing sent;
   * valid → the config's save request (with `version` when versioned); true when saved.
   */
  submit(): Promise<boolean>;
  /** Re-reads the record (version, is_active) after a change made elsewhere; the form's data stays. */
  refresh(): Promise<void>;
  /** Before leaving: true when nothing would be lost or the user confirmed. */
  confirmLeave(): Promise<boolean>;
}
