import fc from 'fast-check';
import { hostileValue } from './hostileValues.js';
import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';
import type { ReplyLike } from './checkReply.js';
import { listQuery, objectBody, recordBody } from './descriptorRequests.js';
import { bodyIds, idSpec, object, requests, shape, ticketAuth, type FuzzTarget } from './targetParts.js';

/** The fuzz targets of a descriptor's generated API (crudRoutes), by the route's URL under its endpoint. */
export function crudTarget(d: Descriptor, method: string, url: string): Omit<FuzzTarget, 'route'> | undefined {
  const base = d.api.endpoint;
  const table = d.server!.table;
  const { items, total } = d.api.list;
  const rec = d.api.record;
  const sameId = (complaint: string) => (_r: ReplyLike, json: unknown, id: number | undefined) =>
    object(json) && object(json[rec]) && (json[rec] as { id?: unknown }).id === id
      ? undefined
      : `2xx fora do formato: ${complaint}`;
  const list = shape(`lista sem "${items}"/"${total}" ou maior que per_page`, (j) => {
    const rows = j[items];
    const perPage = j.per_page as number;
    return (
      Array.isArray(rows) &&
      typeof j[total] === 'number' &&
      perPage >= 1 &&
      perPage <= 1000 &&
      rows.length <= perPage &&
      (j.page as number) >= 1
    );
  });
  switch (`${method} ${url.slice(base.length)}`) {
    case 'GET ':
      return { requests: requests('GET', base, { query: listQuery(d) }), check2xx: list };
    case 'GET /export.csv':
      return {
        requests: requests('GET', url, { query: listQuery(d, { export: true }), auth: ticketAuth }),
        check2xx: (reply) =>
          String(reply.headers['content-type']).startsWith('text/csv') && reply.body.startsWith('\uFEFF')
            ? undefined
            : 'exportação sem CSV com BOM',
      };
    case 'GET /:id':
      return {
        table,
        requests: requests('GET', `${base}/{id}`, { id: idSpec }),
        check2xx: sameId(`sem "${rec}" com o id pedido`),
      };
    case 'POST ':
      return {
        requests: requests('POST', base, { body: recordBody(d, 'create') }),
        check2xx: (reply, json) =>
          reply.statusCode === 201 && object(json) && object(json[rec]) ? undefined : `criação sem 201 e "${rec}"`,
      };
    case 'PUT /:id':
      return {
        table,
        requests: requests('PUT', `${base}/{id}`, { id: idSpec, body: recordBody(d, 'update') }),
        check2xx: sameId(`sem "${rec}" com o id pedido`),
      };
    case 'DELETE /:id':
      return {
        table,
        destructive: true,
        requests: requests('DELETE', `${base}/{id}`, { id: idSpec }),
        check2xx: shape('sem success', (j) => j.success === true),
      };
    case 'POST /batch-delete':
      return {
        table,
        destructive: true,
        requests: requests('POST', url, { body: objectBody({ ids: bodyIds(table) }) }),
        check2xx: shape('sem success/count', (j) => j.success === true && typeof j.count === 'number'),
      };
    case 'POST /:id/reveal': {
      // The personal fields and the listed reasons often (the 2xx path), hostile values too.
      const personal = Object.keys(d.fields).filter((k) => d.fields[k]!.personal);
      const field = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...personal, 'name', 'email') },
        { weight: 1, arbitrary: hostileValue },
      );
      const reason = fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            'auditoria',
            'atendimento ao titular',
            'investigação de fraude',
            'outro: pedido do titular',
            'outro: x',
            'outro',
            'curiosidade',
          ),
        },
        { weight: 1, arbitrary: fc.string({ maxLength: 220 }).map((t) => `outro: ${t}`) },
        { weight: 1, arbitrary: hostileValue },
      );
      return {
        table,
        requests: requests('POST', `${base}/{id}/reveal`, { id: idSpec, body: objectBody({ field, reason }) }),
        check2xx: shape('sem "value"', (j) => typeof j.value === 'string' || j.value === null),
      };
    }
    default:
      return undefined;
  }
}
