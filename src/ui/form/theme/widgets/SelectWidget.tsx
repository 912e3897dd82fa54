import { NativeSelect } from '@chakra-ui/react';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';

/** Select texts of spec 8. */
export const SELECT_PLACEHOLDER = 'Selecione...';
export const SELECT_EMPTY = 'Nenhuma opção disponível';

/**
 * A native select over the field's options (labels from `ui:enumNames`), with the empty choice
 * 'Selecione...'; without options it shows 'Nenhuma opção disponível' and is disabled.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const empty = enumOptions.length === 0;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const toValue = (index: string) =>
    index === '' ? options.emptyValue : enumOptionsValueForIndex(index, enumOptions, options.emptyValue);
  return (
    <NativeSelect.Root disabled={disabled || readonly || empty}>
      <NativeSelect.Field
        id={id}
        name={htmlName ?? id}
        value={empty ? '' : typeof selected === 'string' ? selected : ''}
        autoFocus={autofocus}
        onChange={(e) => onChange(toValue(e.target.value))}
        onBlur={(e) => onBlur(id, toValue(e.target.value))}
        onFocus={(e) => onFocus(id, toValue(e.target.value))}
      >
        <option value="">{empty ? SELECT_EMPTY : placeholder || SELECT_PLACEHOLDER}</option>
        {enumOptions.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
