import type { WidgetProps } from '@rjsf/utils';
import { PasswordInput } from '../../PasswordInput.js';

/** A password input with a show/hide toggle; the value is kept as typed (no trimming). */
export function PasswordWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options, schema } = props;
  return (
    <PasswordInput
      id={id}
      name={htmlName ?? id}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
