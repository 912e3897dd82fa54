import type { ClientDescriptor } from '../descriptors/Descriptor.js';
import { DescriptorError } from '../descriptors/DescriptorError.js';

/**
 * What one descriptor says of another, checked once all are sanitised (a single file cannot
 * know its neighbours): each `related` entry names an entity that exists and one of its list
 * filters; each column `link` an entity with a form; each field `reference` an entity, its
 * fields (`label`, `detail`) and its list filters (`search`). Throws DescriptorError with the
 * file that must change, the JSON path and the reason.
 *
 * @example checkRelatedReferences(descriptors, (key) => `schemas/${key}.json`)
 *   // schemas/person.json: /related/0/filter: o filtro "person_id" não existe em list.filters de fingerprint
 */
export function checkRelatedReferences(
  descriptors: readonly ClientDescriptor[],
  fileOf: (key: string) => string,
): void {
  const byKey = new Map(descriptors.map((d) => [d.key, d]));
  for (const d of descriptors) {
    const fail = (path: string, reason: string): never => {
      throw new DescriptorError(fileOf(d.key), path, reason);
    };
    const entity = (key: string, at: string): ClientDescriptor =>
      byKey.get(key) ?? fail(at, `a entidade "${key}" não existe (nenhum schemas/${key}.json)`);
    const hasFilter = (other: ClientDescriptor, param: string) => other.list.filters.some((f) => f.param === param);

    d.related?.forEach((r, i) => {
      const other = entity(r.entity, `/related/${i}/entity`);
      if (!hasFilter(other, r.filter))
        fail(`/related/${i}/filter`, `o filtro "${r.filter}" não existe em list.filters de ${r.entity}`);
    });
    d.list.columns.forEach((c, i) => {
      if (!c.link) return;
      const other = entity(c.link.entity, `/list/columns/${i}/link/entity`);
      if (!other.routes.form)
        fail(`/list/columns/${i}/link/entity`, `a entidade "${c.link.entity}" não tem formulário (routes.form)`);
    });
    for (const [name, field] of Object.entries(d.fields)) {
      const ref = field.reference;
      if (!ref) continue;
      const at = `/fields/${name}/reference`;
      const other = entity(ref.entity, `${at}/entity`);
      for (const key of ['label', 'detail'] as const) {
        const shown = ref[key];
        if (shown !== undefined && !Object.hasOwn(other.fields, shown))
          fail(`${at}/${key}`, `campo "${shown}" não existe em fields de ${ref.entity}`);
      }
      ref.search.forEach((param, i) => {
        if (!hasFilter(other, param))
          fail(`${at}/search/${i}`, `o filtro "${param}" não existe em list.filters de ${ref.entity}`);
      });
    }
  }
}
