import type { Mask } from '../../src/core/descriptors/Descriptor.js';
import { unmask } from '../../src/core/forms/normalizeRecord.js';

/**
 * What a search for a document field (CPF, CNPJ) looks for, from what was typed: its digits (a
 * CNPJ's letters too, upper case) as the field stores them, to be found anywhere in the value;
 * undefined when the text is not a piece of a document — a name ('Ana'), or digits mixed with
 * words ('rua 12'), or fewer than two characters once the punctuation is gone.
 *
 * @example documentPattern('cpf', '529.982') // '529982'
 * @example documentPattern('cnpj', '12.abc.345/0001') // '12ABC3450001'
 * @example documentPattern('cpf', 'Ana 12') // undefined
 */
export function documentPattern(mask: Mask | undefined, typed: string): string | undefined {
  const text = typed.trim();
  const shape = mask === 'cnpj' ? /^[0-9A-Za-z.\-/\s]*[0-9][0-9A-Za-z.\-/\s]*$/ : /^[0-9.\-/\s]+$/;
  if (!shape.test(text)) return undefined;
  const clean = unmask(mask === 'cnpj' ? 'cnpj' : 'cpf', text);
  return clean.length >= 2 ? clean : undefined;
}
