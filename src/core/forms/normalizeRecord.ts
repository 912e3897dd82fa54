import type { ClientDescriptor, Mask } from '../descriptors/Descriptor.js';
import { formFields, type FormMode } from './buildFormSchema.js';
import { isMaskedCpf } from '../personal/maskCpf.js';

/**
 * Removes a mask's punctuation: CPF and phone keep digits; CNPJ keeps digits and letters
 * (upper-cased: the alphanumeric CNPJ).
 *
 * @example unmask('cpf', '529.982.247-25') // '52998224725'
 * @example unmask('cnpj', '12.abc.345/01de-35') // '12ABC34501DE35'
 */
export function unmask(mask: Mask, value: string): string {
  return mask === 'cnpj' ? value.toUpperCase().replace(/[^0-9A-Z]/g, '') : value.replace(/\D/g, '');
}

/**
 * Shapes a body into what validation sees: only the fields of this mode (unknown keys, list-only
 * fields and `__proto__` dropped), strings trimmed, masks removed, '' and null as "absent", a
 * personal field's masked value (as the API serves it) dropped.
 */
export function normalizeRecord(d: ClientDescriptor, body: unknown, mode: FormMode): Record<string, unknown> {
  const source =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const out: Record<string, unknown> = Object.create(null);
  for (const [name, f] of formFields(d, mode)) {
    if (!Object.prototype.hasOwnProperty.call(source, name)) continue;
    let value = source[name];
    // The masked CPF the API served (`***.456.789-**`) is not a value: never validated nor stored.
    if (f.personal === 'cpf' && isMaskedCpf(value)) continue;
    if (typeof value === 'string') {
      value = f.widget === 'password' ? value : value.trim();
      if (f.mask && typeof value === 'string') value = unmask(f.mask, value);
      if (value === '') value = undefined;
    }
    if (Array.isArray(value) && f.type === 'array') {
      value = value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
    }
    if (value !== undefined && value !== null) out[name] = value;
  }
  return { ...out };
}
