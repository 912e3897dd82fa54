import { Field } from '@chakra-ui/react';
import { useId } from 'react';
import { MaskedInput } from './MaskedInput.js';

export interface CpfFieldProps {
  label: string;
  /** Digits only (what the form keeps); shown masked. */
  value: string;
  error?: string | undefined;
  onChange(digits: string): void;
}

/**
 * A required CPF field of a hand-written form (public screens, the subject report): masked, focused
 * first; its error is named by the input's aria-describedby, so a screen reader reads it.
 */
export function CpfField({ label, value, error, onChange }: CpfFieldProps) {
  const errorId = useId();
  return (
    <Field.Root invalid={!!error} required ids={{ errorText: errorId }}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <MaskedInput
        mask="cpf"
        name="cpf"
        autoComplete="off"
        placeholder="000.000.000-00"
        autoFocus
        aria-describedby={error ? errorId : undefined}
        value={value}
        onRawChange={onChange}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
