import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useId, useMemo, type ReactNode } from 'react';
import type { JsonSchemaObject } from '../../core/forms/buildFormSchema.js';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.js';
import { formTemplates, formWidgets } from './theme/formTheme.js';

export interface SchemaFormProps {
  /** `buildFormSchema(d, mode)`: the same object the validator was made for. */
  schema: JsonSchemaObject;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  /** The precompiled validator of this schema (RJSF needs one; the controller validates). */
  validator: ValidatorType;
  /** field → the one message to show under it. */
  errors: Readonly<Record<string, string>>;
  onChange(formData: Record<string, unknown>): void;
  /**
   * Enter in a field, the submit button or Ctrl/Cmd+S (useSaveShortcut). A promise of false (the
   * controller's `submit`: not saved) moves focus to the first invalid field once its message shows.
   */
  onSubmit(): void | Promise<boolean>;
  /** The <form> element's id (buttons outside it may use form={id}). */
  id?: string;
  disabled?: boolean;
  /** The form's buttons (RJSF's own submit button is never rendered). */
  children?: ReactNode;
}

/**
 * An RJSF form with the console's theme. It does not validate by itself: the form controller
 * validates with the precompiled validator and the descriptor's messages and hands the result
 * (and the server's field errors) back as `errors`, shown through RJSF's `extraErrors`. After a
 * submit that saved nothing, focus goes to the first field shown invalid (focusFirstInvalid), the
 * client's check and the server's 400 alike.
 */
export function SchemaForm({
  schema,
  uiSchema,
  formData,
  validator,
  errors,
  onChange,
  onSubmit,
  id,
  disabled,
  children,
}: SchemaFormProps) {
  const extraErrors = useMemo(() => toErrorSchema(errors), [errors]);
  const ownId = useId();
  const formId = id ?? ownId;
  const focusInvalid = useFocusFirstInvalid(formId);
  const submit = async () => {
    if ((await onSubmit()) === false) focusInvalid();
  };
  return (
    <Form
      id={formId}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={formWidgets}
      templates={formTemplates}
      extraErrors={extraErrors}
      disabled={disabled}
      showErrorList={false}
      noHtml5Validate
      // One validation path: the controller's (RJSF's submit-time check would run on unnormalised data).
      noValidate
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
      onSubmit={() => void submit()}
    >
      {children ?? <></>}
    </Form>
  );
}

/** `{ name: 'msg' }` → RJSF's `{ name: { __errors: ['msg'] } }`. */
function toErrorSchema(errors: Readonly<Record<string, string>>): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, message] of Object.entries(errors)) schema[field] = { __errors: [message] };
  return schema as ErrorSchema;
}
