import { Input, type InputProps } from '@chakra-ui/react';
import { format } from '@react-input/mask';
import { useEffect, useRef, useState } from 'react';
import type { Mask } from '../../core/descriptors/Descriptor.js';
import { MASK_RAW_LENGTH, maskSpec } from '../../core/format/masks.js';
import { unmask } from '../../core/forms/normalizeRecord.js';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  mask: Mask;
  /** The raw value: digits (CPF, phone) or upper-cased alphanumerics (CNPJ). */
  value: string;
  onRawChange(raw: string): void;
}

/** What a mask keeps of typed or pasted text, up to its length ('529.982.247-25' → '52998224725'). */
function rawOf(mask: Mask, text: string): string {
  return unmask(mask, text).slice(0, MASK_RAW_LENGTH[mask]);
}

/** The masked text of a raw value, as far as it goes ('5299' → '529.9'). */
function shownOf(mask: Mask, raw: string): string {
  return raw ? format(raw, maskSpec(mask, raw.length)) : '';
}

/**
 * A masked input (CPF 000.000.000-00, CNPJ 00.000.000/0000-00 alphanumeric, phone (99) 9999-9999
 * or (99) 99999-9999). Whatever is typed or pasted — with or without punctuation — is reduced to
 * the raw value and shown masked at once, so fast typing and pasting never lose a character.
 * The parent holds the raw value; a change from outside (a record loaded) shows when the input
 * is not being edited.
 */
export function MaskedInput({ mask, value, onRawChange, ...rest }: MaskedInputProps) {
  const [shown, setShown] = useState(() => shownOf(mask, value));
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current && rawOf(mask, shown) !== value) setShown(shownOf(mask, value));
  }, [mask, value, shown]);
  return (
    <Input
      {...rest}
      type="text"
      inputMode={mask === 'cnpj' ? 'text' : 'numeric'}
      autoCapitalize={mask === 'cnpj' ? 'characters' : undefined}
      value={shown}
      onFocus={(e) => {
        editing.current = true;
        rest.onFocus?.(e);
      }}
      onBlur={(e) => {
        editing.current = false;
        rest.onBlur?.(e);
      }}
      onChange={(e) => {
        const raw = rawOf(mask, e.currentTarget.value);
        setShown(shownOf(mask, raw));
        onRawChange(raw);
      }}
    />
  );
}
