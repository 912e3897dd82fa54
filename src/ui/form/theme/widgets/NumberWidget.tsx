import { Input } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import {
  formatDecimalText,
  isDecimalText,
  normalizeDecimalText,
  parseDecimalText,
} from '../../../../core/format/decimalText.js';
import { inputProps } from './inputProps.js';

/** The number a value stands for, to compare what is shown with what the form holds. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' ? parseDecimalText(normalizeDecimalText(value)) : undefined;
}

/**
 * A number field in pt-BR: shows '0,45' and takes a comma (or the keypad's point, turned into a
 * comma); a letter or a second comma is refused as it is typed, the caret staying where it was.
 * The form holds a JS number (empty: the field's empty value, undefined); the schema's minimum
 * and maximum are checked by the form as before. A text input, so every browser locale behaves
 * alike (`inputMode="decimal"`, or "numeric" for integers, brings the phone's number pad).
 */
export function NumberWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options, schema } = props;
  const integer = schema.type === 'integer';
  const [text, setText] = useState(() => formatDecimalText(value));
  // A new value from outside (a record loaded) that the text does not stand for: shown from now on.
  const [seen, setSeen] = useState<unknown>(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (numberOf(value) !== parseDecimalText(text)) setText(formatDecimalText(value));
  }
  const toValue = (t: string) => parseDecimalText(t) ?? options.emptyValue;
  return (
    <Input
      {...inputProps(props)}
      maxLength={undefined}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      value={text}
      onChange={(e) => {
        const input = e.currentTarget;
        const typed = input.value;
        const normalized = normalizeDecimalText(typed);
        const next = isDecimalText(normalized, integer) ? normalized : text;
        if (next !== typed) {
          // Put the text back ourselves, so React leaves it (and the caret) alone.
          const caret = Math.max(0, (input.selectionStart ?? typed.length) - (typed.length - next.length));
          input.value = next;
          input.setSelectionRange(caret, caret);
        }
        if (next === text) return;
        setText(next);
        onChange(toValue(next));
      }}
      onBlur={() => {
        // '1,' and ',5' are tidied to '1' and '0,5' once the operator leaves the field.
        const tidy = formatDecimalText(parseDecimalText(text));
        if (tidy !== text) setText(tidy);
        onBlur(id, toValue(text));
      }}
      onFocus={() => onFocus(id, toValue(text))}
    />
  );
}
