import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './inputProps.js';
import { NumberWidget } from './NumberWidget.js';

/**
 * A one-line text input. A number or integer field (which descriptors render through this widget
 * too) is the pt-BR NumberWidget: '0,45' shown and typed, a JS number in the form.
 */
export function TextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, schema } = props;
  if (schema.type === 'number' || schema.type === 'integer') return <NumberWidget {...props} />;
  const toValue = (raw: string) => (raw === '' ? options.emptyValue : raw);
  return (
    <Input
      {...inputProps(props)}
      type="text"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => onChange(toValue(e.target.value))}
      onBlur={(e) => onBlur(id, toValue(e.target.value))}
      onFocus={(e) => onFocus(id, toValue(e.target.value))}
    />
  );
}
