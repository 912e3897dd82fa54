import { format, unformat } from '@react-input/mask/utils';
import type { Mask } from '../descriptors/Descriptor.js';
import { unmask } from '../forms/normalizeRecord.js';
import { MASK_RAW_LENGTH, maskSpec } from './masks.js';

/** A masked field's text and where its caret is. */
export interface MaskedText {
  text: string;
  caret: number;
}

/** What a masked field shows after an edit, where its caret goes, and the raw value it holds. */
export interface MaskedEditResult extends MaskedText {
  raw: string;
}

/** What the mask keeps of raw characters, in order (a letter where a CNPJ check digit goes is dropped). */
function accepted(mask: Mask, chars: string): string {
  const spec = maskSpec(mask, chars.length);
  return unformat(format(chars, spec), spec);
}

/** The masked text of a raw value, as far as it goes ('5299' → '529.9'; phone by its length). */
export function maskedText(mask: Mask, raw: string): string {
  return raw ? format(raw, maskSpec(mask, raw.length)) : '';
}

/** Index in `text` just after its `count`-th typed character (0: the start). */
function after(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) if (/[0-9A-Z]/.test(text.charAt(i)) && ++seen === count) return i + 1;
  return text.length;
}

/** Index in `text` of its typed character number `count + 1` (the end when there is none). */
function before(text: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i++) if (/[0-9A-Z]/.test(text.charAt(i)) && seen++ === count) return i;
  return text.length;
}

/**
 * One edit of a masked field, masked where it happened. `edited` is the text and caret the browser
 * left after its own edit (a key typed, Backspace or Delete, a paste, a selection replaced), and
 * `inputType` the input event's kind. What counts is how many raw characters lie before the caret:
 * the text is masked again and the caret put back after as many, so it never jumps to the end.
 *
 * - Backspace or Delete that removed only punctuation ('.', '-', '/') removes the character
 *   beyond it instead, so one key press always deletes one character.
 * - Delete keeps the caret before the next character; everything else puts it after the last one.
 * - A typed character in a full value is refused (the text and caret stay), so none is pushed off
 *   the end unseen; a longer paste keeps what fits.
 * - CNPJ letters are upper-cased; a letter where a check digit goes is dropped.
 *
 * @example // Backspace after '529.9' in '529.982.247-25': the browser left '529.82.247-25', caret 4
 * maskedEdit('cpf', '529.982.247-25', { text: '529.82.247-25', caret: 4 }, 'deleteContentBackward')
 * // → { text: '529.822.472-5', caret: 3, raw: '5298224725' }
 */
export function maskedEdit(mask: Mask, previous: string, edited: MaskedText, inputType = ''): MaskedEditResult {
  let head = unmask(mask, edited.text.slice(0, edited.caret));
  let tail = unmask(mask, edited.text.slice(edited.caret));
  const previousRaw = accepted(mask, unmask(mask, previous));
  if (head + tail === previousRaw && edited.text.length < previous.length) {
    if (inputType.endsWith('Backward')) head = head.slice(0, -1);
    else if (inputType.endsWith('Forward')) tail = tail.slice(1);
  }
  const max = MASK_RAW_LENGTH[mask];
  if (inputType === 'insertText' && previousRaw.length >= max && head.length + tail.length > max) {
    const caret = Math.max(0, edited.caret - (edited.text.length - previous.length));
    return { text: previous, caret, raw: previousRaw };
  }
  const raw = accepted(mask, head + tail).slice(0, max);
  const kept = Math.min(accepted(mask, head).length, raw.length);
  const text = maskedText(mask, raw);
  const caret = inputType.endsWith('Forward') ? before(text, kept) : after(text, kept);
  return { text, caret, raw };
}
