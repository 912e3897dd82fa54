import type { ClientDescriptor } from '../descriptors/Descriptor.js';

/**
 * The fields of a descriptor flagged `"personal": "cpf"`: the API masks them everywhere and
 * reveals them only through `POST {endpoint}/{id}/reveal`; the console offers the eye button.
 *
 * @example personalFields(person) // ['cpf']
 */
export function personalFields(d: Pick<ClientDescriptor, 'fields'>): string[] {
  return Object.entries(d.fields)
    .filter(([, f]) => f.personal === 'cpf')
    .map(([name]) => name);
}
