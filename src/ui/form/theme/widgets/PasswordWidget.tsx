import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './inputProps.js';
import { PasswordInput } from '../../PasswordInput.js';

/** A password input with a show/hide toggle; the value is kept as typed (no trimming). */
export function PasswordWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options } = props;
  return (
    <PasswordInput
      {...inputProps(props)}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
