import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';

/**
 * The editable descriptor with the most form fields (the heaviest form to mount and validate).
 *
 * @example largestForm(loadDescriptors(schemasDir())).key; // 'param'
 */
export function largestForm<D extends Descriptor>(descriptors: D[]): D {
  const editable = descriptors.filter((d) => !d.readOnly && d.routes.form);
  const count = (d: D) => Object.values(d.fields).filter((f) => !f.listOnly && !f.detailOnly).length;
  const largest = editable.sort((a, b) => count(b) - count(a))[0];
  if (!largest) throw new Error('Nenhum descritor editável com formulário');
  return largest;
}
