import type { WidgetProps } from '@rjsf/utils';
import type { Mask } from '../../../../core/descriptors/Descriptor.js';
import { unmask } from '../../../../core/forms/normalizeRecord.js';
import { MaskedInput } from '../../MaskedInput.js';

/**
 * A masked field (CPF, CNPJ with letters allowed in its first 12 characters, phone). The mask
 * shows while typing; the form data holds the raw value (digits, or the CNPJ's upper-cased
 * alphanumerics), as the API stores it.
 */
export function MaskedWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options } = props;
  const mask = (options.mask ?? 'cpf') as Mask;
  const raw = typeof value === 'string' ? unmask(mask, value) : '';
  const toValue = (next: string) => (next === '' ? options.emptyValue : next);
  return (
    <MaskedInput
      mask={mask}
      value={raw}
      id={id}
      name={htmlName ?? id}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder || undefined}
      onRawChange={(next) => onChange(toValue(next))}
      onBlur={() => onBlur(id, toValue(raw))}
      onFocus={() => onFocus(id, toValue(raw))}
    />
  );
}
