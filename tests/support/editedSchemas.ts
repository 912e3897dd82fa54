import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { tempDir } from './tempDir.js';
import { join } from 'node:path';

/**
 * The README's "Changing a screen" example, applied to a copy of schemas/: person.json gains a
 * masked, validated 'whatsapp' field in the form, a list column and a filter — a descriptor edit
 * only, no TypeScript and no migration. Returns the copied folder.
 */
export function schemasWithWhatsapp(): string {
  const dir = tempDir('schemas-whatsapp');
  cpSync('schemas', dir, { recursive: true });
  const file = join(dir, 'person.json');
  const d = JSON.parse(readFileSync(file, 'utf8'));
  d.fields.whatsapp = {
    type: 'string',
    title: 'WhatsApp',
    mask: 'phone',
    pattern: '^[0-9]{10,11}$',
    messages: { required: 'Informe o WhatsApp', pattern: 'WhatsApp inválido' },
  };
  d.required.push('whatsapp');
  d.list.columns.splice(2, 0, { field: 'whatsapp', label: 'WhatsApp', format: 'phone' });
  d.list.filters.push({ param: 'whatsapp', label: 'WhatsApp', mask: 'phone' });
  d.server.filters.whatsapp = { columns: ['whatsapp'], op: 'digits' };
  writeFileSync(file, JSON.stringify(d, null, 2));
  return dir;
}
