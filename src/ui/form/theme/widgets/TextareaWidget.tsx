import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';

/** A multi-line text input (`ui:options.rows`, default 4). */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options, schema } = props;
  return (
    <Textarea
      id={id}
      name={htmlName ?? id}
      rows={typeof options.rows === 'number' ? options.rows : 4}
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
