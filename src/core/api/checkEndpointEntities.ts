import type { Descriptor } from '../descriptors/Descriptor.js';
import { DescriptorError } from '../descriptors/DescriptorError.js';
import type { EndpointsConfig, EntityPathName } from './EndpointsConfig.js';

/** Entity routes that read their entity's server part (its list filters, its columns). */
const SERVED: readonly EntityPathName[] = ['requestLogStats', 'livenessFiles', 'relatedCounts'];

/**
 * Checks the entities schemas/api/endpoints.json names against the descriptors: each one exists; the
 * users' one and those whose route reads its server part (request-log counts, liveness files) are
 * served by the API (have `server`); a route at the entity's endpoint itself (`"path": ""`) serves
 * an entity that has no generated routes, or the two would claim the same path; a descriptor
 * without `server` has such a route (else nothing would serve it); and only the entity of
 * `entityPaths.relatedCounts` declares `related` (its counts are the one route that serves them:
 * another entity's form would ask for the wrong record's). Throws
 * DescriptorError naming the file, the JSON path and the reason.
 *
 * @example checkEndpointEntities(config, loadDescriptors(schemasDir()), 'schemas/api/endpoints.json')
 */
export function checkEndpointEntities(
  config: EndpointsConfig,
  descriptors: readonly (Pick<Descriptor, 'key' | 'server'> &
    Partial<Pick<Descriptor, 'related'>> & { api?: Pick<Descriptor['api'], 'endpoint'> })[],
  file: string,
): void {
  const byKey = new Map(descriptors.map((d) => [d.key, d]));
  const known = [...byKey.keys()].sort().join(', ');
  const entity = (at: string, key: string, served: boolean) => {
    const d = byKey.get(key);
    if (!d) throw new DescriptorError(file, at, `descritor "${key}" não existe em schemas/ (existentes: ${known})`);
    if (served && !d.server) throw new DescriptorError(file, at, `o descritor "${key}" não tem a parte server`);
    return d;
  };
  entity('/users/entity', config.users.entity, true);
  for (const [name, route] of Object.entries(config.entityPaths) as [
    EntityPathName,
    { entity: string; path: string },
  ][]) {
    const d = entity(`/entityPaths/${name}/entity`, route.entity, SERVED.includes(name));
    if (route.path === '' && d.server)
      throw new DescriptorError(
        file,
        `/entityPaths/${name}/path`,
        `"" é o próprio endpoint de "${route.entity}", cujas rotas já são geradas: use um sufixo`,
      );
  }
  // The other way round, per descriptor: only the counted entity declares `related`; and one
  // without `server` gets no generated routes, so a route of this file must serve its endpoint,
  // or its list would answer 404 (a new entity whose author left `server` out).
  const handWritten = new Set(
    Object.values(config.entityPaths)
      .filter((r) => r.path === '')
      .map((r) => r.entity),
  );
  const counted = config.entityPaths.relatedCounts.entity;
  for (const d of descriptors) {
    if (d.related?.length && d.key !== counted)
      throw new DescriptorError(
        `schemas/${d.key}.json`,
        '/related',
        `os registros ligados só são contados para "${counted}" (entityPaths.relatedCounts em ${file}): mude a entidade lá ou remova "related" daqui`,
      );
    if (d.server || handWritten.has(d.key)) continue;
    throw new DescriptorError(
      `schemas/${d.key}.json`,
      '',
      `sem a parte "server", nenhuma rota serve ${d.api ? `"${d.api.endpoint}"` : 'o endpoint'}: declare "server": {} para guardar os registros como JSON, sem tabela a escrever (ou uma rota própria com "path": "" em ${file})`,
    );
  }
}
