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

/**
 * The free-text fields flagged `"personal": "text"` (a logged path or body): the API masks every
 * CPF found in them when it answers or exports, whatever was stored (rows from before masking
 * at storage included).
 *
 * @example personalTextFields(requestLog) // ['path', 'body_preview', 'body', 'response_body', 'headers', 'errors']
 */
export function personalTextFields(d: Pick<ClientDescriptor, 'fields'>): string[] {
  return Object.entries(d.fields)
    .filter(([, f]) => f.personal === 'text')
    .map(([name]) => name);
}
