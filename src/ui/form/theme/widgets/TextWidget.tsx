import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './inputProps.js';

/**
 * A one-line text input. Number fields are text inputs too (`inputMode="decimal"`), so a pt-BR
 * decimal comma works in every browser locale: '1,5' reaches RJSF's NumberField as '1.5'.
 */
export function TextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, schema } = props;
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const toValue = (raw: string) => (raw === '' ? options.emptyValue : numeric ? raw.replace(',', '.') : raw);
  return (
    <Input
      {...inputProps(props)}
      type="text"
      inputMode={numeric ? 'decimal' : undefined}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onChange(toValue(e.target.value))}
      onBlur={(e) => onBlur(id, toValue(e.target.value))}
      onFocus={(e) => onFocus(id, toValue(e.target.value))}
    />
  );
}
