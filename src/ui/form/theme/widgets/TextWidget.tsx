import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';

/**
 * A one-line text input. Number fields are text inputs too (`inputMode="decimal"`), so a pt-BR
 * decimal comma works in every browser locale: '1,5' reaches RJSF's NumberField as '1.5'.
 */
export function TextWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options, schema } = props;
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const toValue = (raw: string) => (raw === '' ? options.emptyValue : numeric ? raw.replace(',', '.') : raw);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type="text"
      inputMode={numeric ? 'decimal' : undefined}
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={(e) => onChange(toValue(e.target.value))}
      onBlur={(e) => onBlur(id, toValue(e.target.value))}
      onFocus={(e) => onFocus(id, toValue(e.target.value))}
    />
  );
}
