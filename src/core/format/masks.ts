import type { Mask } from '../descriptors/Descriptor.js';
import { unmask } from '../forms/normalizeRecord.js';

/** A mask as @react-input/mask takes it: '_' (or '#') are the typed characters. */
export interface MaskSpec {
  mask: string;
  replacement: Record<string, RegExp>;
}

const digit = /\d/;

/** Maximum raw length (no punctuation) of each mask. */
export const MASK_RAW_LENGTH: Record<Mask, number> = { cpf: 11, cnpj: 14, phone: 11 };

/**
 * Masks of spec 9: CPF 000.000.000-00; phone (99) 9999-9999 or (99) 99999-9999 (the longer one
 * once an 11th digit is typed); CNPJ 00.000.000/0000-00, whose first 12 characters may be letters
 * (the alphanumeric CNPJ of 2026) and whose check digits are numbers.
 *
 * @example maskSpec('phone', 10).mask // '(__) ____-_____' (room for an 11th digit)
 * @example maskSpec('phone', 11).mask // '(__) _____-____'
 */
export function maskSpec(mask: Mask, digitsTyped = 0): MaskSpec {
  switch (mask) {
    case 'cpf':
      return { mask: '___.___.___-__', replacement: { _: digit } };
    case 'cnpj':
      return { mask: '__.___.___/____-##', replacement: { _: /[0-9A-Za-z]/, '#': digit } };
    case 'phone':
      return { mask: digitsTyped > 10 ? '(__) _____-____' : '(__) ____-_____', replacement: { _: digit } };
  }
}

/**
 * The raw value a typed or pasted text stands for, up to the mask's length: punctuation dropped,
 * CNPJ letters upper-cased.
 *
 * @example rawOf('cpf', '529.982.247-25') // '52998224725'
 * @example rawOf('cnpj', '12.abc.345/01de-35') // '12ABC34501DE35'
 */
export function rawOf(mask: Mask, text: string): string {
  return unmask(mask, text).slice(0, MASK_RAW_LENGTH[mask]);
}

/**
 * Formats a stored value (digits, or CNPJ alphanumerics) for display; a value of the wrong length
 * is shown as stored rather than half-masked.
 *
 * @example formatMasked('cpf', '52998224725') // '529.982.247-25'
 * @example formatMasked('phone', '1133334444') // '(11) 3333-4444'
 */
export function formatMasked(mask: Mask, raw: string | null | undefined): string {
  if (!raw) return '';
  const clean = mask === 'cnpj' ? raw.toUpperCase().replace(/[^0-9A-Z]/g, '') : raw.replace(/\D/g, '');
  const m = {
    cpf: clean.length === 11 && /^(\d{3})(\d{3})(\d{3})(\d{2})$/.exec(clean),
    cnpj: clean.length === 14 && /^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/.exec(clean),
    phone: (clean.length === 10 || clean.length === 11) && /^(\d{2})(\d{4,5})(\d{4})$/.exec(clean),
  }[mask];
  if (!m) return raw;
  if (mask === 'cpf') return `${m[1]}.${m[2]}.${m[3]}-${m[4]}`;
  if (mask === 'cnpj') return `${m[1]}.${m[2]}.${m[3]}/${m[4]}-${m[5]}`;
  return `(${m[1]}) ${m[2]}-${m[3]}`;
}
