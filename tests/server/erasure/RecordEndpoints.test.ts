import { describe, expect, it } from 'vitest';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { recordEndpoints } from '../../../server/erasure/RecordEndpoints.js';

describe("recordEndpoints: the entities serving a person's records, by table", () => {
  it('reads them from the descriptors: each personal table with the key and endpoint of its descriptor', () => {
    const descriptors = loadDescriptors('schemas');
    const byTable = recordEndpoints(descriptors);
    expect(Object.keys(byTable).sort()).toEqual([
      'finger_logs',
      'fingerprints',
      'liveness_logs',
      'liveness_proofs',
      'people',
    ]);
    for (const [table, entity] of Object.entries(byTable)) {
      const d = descriptors.find((x) => x.key === entity.key)!;
      expect(d.server?.table).toBe(table);
      expect(entity.endpoint).toBe(d.api.endpoint);
    }
  });

  it('follows a descriptor that moves or is renamed, and leaves out tables nobody serves', () => {
    const d = (key: string, endpoint: string, table?: string) => ({
      key,
      api: { endpoint },
      ...(table && { server: { table } }),
    });
    expect(
      recordEndpoints([
        d('titular', '/titulares/v2', 'people'),
        d('outro', '/outros/v1', 'people'),
        d('cliente', '/clientes/v1', 'clients'),
        d('recibo', '/recibos/v1'),
      ] as never),
    ).toEqual({ people: { key: 'titular', endpoint: '/titulares/v2' } });
  });
});
