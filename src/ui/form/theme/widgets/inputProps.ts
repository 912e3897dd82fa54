import type { WidgetProps } from '@rjsf/utils';

/**
 * The HTML attributes every text-like widget takes from RJSF alike: id, name, required,
 * disabled, read-only, autofocus, placeholder and the schema's maxLength.
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
}: WidgetProps) {
  return {
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
