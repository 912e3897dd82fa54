import { Input, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import type { Mask } from '../../core/descriptors/Descriptor.js';
import { rawOf } from '../../core/format/masks.js';
import { maskedEdit, maskedText } from '../../core/format/maskedEdit.js';

export interface MaskedInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'ref'> {
  mask: Mask;
  /** The raw value: digits (CPF, phone) or upper-cased alphanumerics (CNPJ). */
  value: string;
  onRawChange(raw: string): void;
}

/**
 * A masked input (CPF 000.000.000-00, CNPJ 00.000.000/0000-00 alphanumeric, phone (99) 9999-9999
 * or (99) 99999-9999). Each edit the browser makes — a key typed, Backspace or Delete, a paste, a
 * selection replaced, anywhere in the value — is masked where it happened (core/format/maskedEdit,
 * on @react-input/mask's format) and the caret put back among the same characters, in the same
 * event, so it never jumps and fast typing loses nothing. The parent holds the raw value; a
 * different raw value from outside (a record loaded, a filter cleared) replaces the text.
 */
export function MaskedInput({ mask, value, onRawChange, ...rest }: MaskedInputProps) {
  const [shown, setShown] = useState(() => maskedText(mask, value));
  // A value from outside: shown from this render on (the text being typed stands for `value` already).
  if (rawOf(mask, shown) !== value) setShown(maskedText(mask, value));
  return (
    <Input
      {...rest}
      type="text"
      inputMode={mask === 'cnpj' ? 'text' : 'numeric'}
      autoCapitalize={mask === 'cnpj' ? 'characters' : undefined}
      value={shown}
      onChange={(e) => {
        const input = e.currentTarget;
        const inputType = (e.nativeEvent as Partial<InputEvent>).inputType ?? '';
        const edited = { text: input.value, caret: input.selectionStart ?? input.value.length };
        const next = maskedEdit(mask, shown, edited, inputType);
        // The masked text and caret are put in place now, so React (same text) leaves both alone.
        input.value = next.text;
        input.setSelectionRange(next.caret, next.caret);
        if (next.text === shown) return;
        setShown(next.text);
        onRawChange(next.raw);
      }}
    />
  );
}
