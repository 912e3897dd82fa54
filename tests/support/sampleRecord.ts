import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { formFields, type FormMode } from '../../src/core/forms/buildFormSchema.js';
import { completeCnpj, completeCpf } from '../../server/seed/documents.js';

let serial = 0;

/**
 * A valid record for any descriptor, built from its field rules alone (so a new descriptor is
 * tested without new test code): CPF/CNPJ with right check digits, emails, phones, options,
 * numbers inside their range, password and its confirmation equal, references left empty.
 * Unique values each call.
 */
export function sampleRecord(d: Descriptor, mode: FormMode = 'create'): Record<string, unknown> {
  serial += 1;
  const n = `${Date.now() % 1_000_000}${serial}`.padStart(9, '0').slice(-9);
  const out: Record<string, unknown> = {};
  for (const [name, f] of formFields(d, mode)) {
    if (f.readOnly) continue;
    if (f.sameAs) continue;
    // A reference names another entity's record that may not exist here: left empty (optional).
    if (f.reference) continue;
    if (f.options?.length) out[name] = f.options[f.options.length - 1]!.value;
    else if (f.format === 'cpf') out[name] = completeCpf(n);
    else if (f.format === 'cnpj') out[name] = completeCnpj(`${n.slice(-8)}0001`);
    else if (f.mask === 'phone') out[name] = `119${n.slice(-8)}`;
    else if (f.pattern?.includes('@')) out[name] = `teste${n}@example.com`;
    else if (f.widget === 'password') out[name] = 'segredo1';
    else if (f.type === 'array') out[name] = [`Modelo ${n}`];
    else if (f.type === 'number' || f.type === 'integer')
      out[name] = f.minimum !== undefined ? Math.min(f.minimum + 1, f.maximum ?? Infinity) : 7;
    else if (f.pattern) out[name] = `T${n}`;
    else out[name] = `Teste ${n}`.slice(0, f.maxLength ?? 100);
  }
  for (const [name, f] of formFields(d, mode)) if (f.sameAs) out[name] = out[f.sameAs];
  return out;
}
