import { errorId, type WidgetProps } from '@rjsf/utils';

/**
 * `aria-describedby` naming the field's error text (FieldTemplate gives it the id `errorId(id)`)
 * while the field shows one, so a screen reader reads the message with the field; nothing
 * otherwise (Chakra's Field then names the helper text). Chakra only sets `aria-errormessage`,
 * which few screen readers read.
 */
export function describedByError({ id, rawErrors }: Pick<WidgetProps, 'id' | 'rawErrors'>) {
  const error = rawErrors?.some((e) => typeof e === 'string' && e);
  return error ? { 'aria-describedby': errorId(id) } : {};
}

/**
 * The HTML attributes every text-like widget takes from RJSF alike: id, name, required,
 * disabled, read-only, autofocus, placeholder, the schema's maxLength and the error's
 * `aria-describedby`.
 */
export function inputProps({
  id,
  htmlName,
  required,
  disabled,
  readonly,
  autofocus,
  placeholder,
  schema,
  rawErrors,
}: WidgetProps) {
  return {
    ...describedByError({ id, rawErrors }),
    id,
    name: htmlName ?? id,
    required,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder: placeholder || undefined,
    maxLength: typeof schema.maxLength === 'number' ? schema.maxLength : undefined,
  };
}
