import type { WidgetProps } from '@rjsf/utils';
import type { Mask } from '../../../../core/descriptors/Descriptor.js';
import { unmask } from '../../../../core/forms/normalizeRecord.js';
import { MaskedInput } from '../../MaskedInput.js';
import { describedByError } from './inputProps.js';
import { useParams } from 'react-router-dom';
import { isMaskedCpf } from '../../../../core/personal/maskCpf.js';
import { PersonalInput } from '../../../personal/PersonalInput.js';

/**
 * A masked field (CPF, CNPJ with letters allowed in its first 12 characters, phone). The mask
 * shows while typing; the form data holds the raw value (digits, or the CNPJ's upper-cased
 * alphanumerics), as the API stores it. A personal field served masked (`***.456.789-**`) is
 * shown as it came, read-only, with the eye button that reveals it (PersonalInput).
 */
export function MaskedWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    onChange,
    onBlur,
    onFocus,
    options,
  } = props;
  const mask = (options.mask ?? 'cpf') as Mask;
  // The edit route's id (`{form}/:id`): the record a personal value is revealed from.
  const recordId = useParams().id;
  if (options.personal && isMaskedCpf(value)) {
    return (
      <PersonalInput
        inputId={id}
        resource={String(options.resource)}
        endpoint={String(options.endpoint)}
        recordId={recordId}
        field={String(options.field ?? id)}
        value={value as string}
        label={props.label || 'CPF'}
      />
    );
  }
  const raw = typeof value === 'string' ? unmask(mask, value) : '';
  const toValue = (next: string) => (next === '' ? options.emptyValue : next);
  return (
    <MaskedInput
      {...describedByError(props)}
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
