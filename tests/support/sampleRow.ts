import type { ClientDescriptor, FieldDescriptor } from '../../src/core/descriptors/Descriptor.js';

/** A fixed local date and time (no zone: shown the same in every time zone). */
const SAMPLE_DATE_TIME = '2026-11-22T15:30:00';

/** Cells that show stored files: their field holds storage paths. */
const FILE_CELLS = new Set(['liveness-files', 'liveness-video', 'finger-images', 'finger-tiffs']);

function sampleValue(d: ClientDescriptor, name: string, f: FieldDescriptor): unknown {
  const columns = d.list.columns.filter((c) => c.field === name);
  const formats = new Set(columns.map((c) => c.format));
  const fileCell = columns.some((c) => c.cell && FILE_CELLS.has(c.cell));
  if (f.options?.length) return f.options[0]!.value;
  if (f.type === 'array')
    return fileCell || formats.has('file')
      ? [`${d.key}/2026/11/u7/log/${name}_1.jpeg`, `${d.key}/2026/11/u7/log/${name}_2.jpeg`]
      : ['Modelo A', 'Modelo B'];
  if (f.type === 'object') return { exemplo: 'valor' };
  if (f.type === 'boolean') return true;
  if (f.type === 'number' || f.type === 'integer') {
    if (formats.has('status')) return 201;
    const low = f.minimum ?? -Infinity;
    const high = f.maximum ?? Infinity;
    return Math.min(Math.max(42, low), high);
  }
  if (f.mask === 'cpf' || f.format === 'cpf' || f.personal === 'cpf' || formats.has('cpf')) return '52998224725';
  if (f.mask === 'cnpj' || f.format === 'cnpj' || formats.has('cnpj')) return '11222333000181';
  if (f.mask === 'phone' || formats.has('phone')) return '11987654321';
  if (formats.has('date') || formats.has('datetime')) return SAMPLE_DATE_TIME;
  if (formats.has('method')) return 'POST';
  if (fileCell || formats.has('file'))
    return `${d.key}/2026/11/u7/${name}.${name.toLowerCase().includes('video') ? 'mp4' : 'dat'}`;
  if (f.pattern?.includes('@')) return 'contato@example.com';
  return `${f.title} exemplo`.slice(0, f.maxLength ?? 100);
}

/**
 * One record with a plausible, fixed value for every field of the descriptor, from the descriptor
 * alone (its types, masks, options and list formats): the same descriptor always gives the same
 * row, so snapshots change only when the descriptor does.
 */
export function sampleRow(d: ClientDescriptor): Record<string, unknown> {
  const row: Record<string, unknown> = { id: 7, version: 1 };
  for (const [name, f] of Object.entries(d.fields)) row[name] = sampleValue(d, name, f);
  return row;
}
