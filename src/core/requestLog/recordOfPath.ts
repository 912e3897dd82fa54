import type { ClientDescriptor } from '../descriptors/Descriptor.js';

/** The record a logged request names, and where the console shows it. */
export interface PathRecord {
  /** Key of the record's descriptor. */
  entity: string;
  id: string;
  /** Its form: `/client/form/12`. */
  to: string;
  /** How the link reads: 'Cadastro 12' (the form's title and the id). */
  label: string;
}

/** The path's segments, decoded ('%31%32' is '12'); undefined when one cannot be decoded. */
function segmentsOf(path: string): string[] | undefined {
  try {
    return path
      .replace(/[?#].*$/, '')
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return undefined;
  }
}

/**
 * The record a request-log entry touched, when its path names one: the descriptor whose
 * `api.endpoint` the path starts with (the longest, compared segment by segment, case and
 * percent-encoding aside), followed by a numeric id (`PUT /admin/v1/client/12`, also
 * `/admin/v1/user/7/reset-link`), and that has a form to open. Undefined for a list, a batch
 * route, an endpoint the console does not know, or an entity without a form.
 *
 * @example recordOfPath('/client/v1/12', descriptors) // { entity: 'client', id: '12', to: '/client/form/12', label: 'Cadastro 12' }
 * @example recordOfPath('/client/v1?page=2', descriptors) // undefined
 */
export function recordOfPath(path: string, descriptors: readonly ClientDescriptor[]): PathRecord | undefined {
  const segments = segmentsOf(path);
  if (!segments) return undefined;
  let best: { d: ClientDescriptor; length: number } | undefined;
  for (const d of descriptors) {
    const endpoint = segmentsOf(d.api.endpoint) ?? [];
    const matches = endpoint.length > 0 && endpoint.every((s, i) => segments[i] === s);
    if (matches && endpoint.length > (best?.length ?? 0)) best = { d, length: endpoint.length };
  }
  const id = best && segments[best.length];
  if (!best || !id || !/^[0-9]{1,15}$/.test(id) || !best.d.routes.form) return undefined;
  const clean = String(Number(id));
  return {
    entity: best.d.key,
    id: clean,
    to: `${best.d.routes.form}/${clean}`,
    label: `${best.d.form?.title ?? best.d.title} ${clean}`,
  };
}
