import { Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './inputProps.js';

/** A multi-line text input (`ui:options.rows`, default 4). */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options } = props;
  return (
    <Textarea
      {...inputProps(props)}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
