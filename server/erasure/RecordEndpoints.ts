import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';

/**
 * The tables holding a person's data that an erasure deletes or unlinks, and a subject report
 * reads: their SQL is hand-written (commitPeopleErasure, collectSubjectData) and names them.
 */
const PERSONAL_TABLES = ['people', 'fingerprints', 'liveness_proofs', 'liveness_logs', 'finger_logs'] as const;

export type PersonalTable = (typeof PERSONAL_TABLES)[number];

/** The descriptor that serves one of those tables. */
export interface RecordEntity {
  /** Its key: the access log's subject for its records (`<key>`, id). */
  key: string;
  /** Its endpoint: a logged read of `<endpoint>/<id>` answered with that record. */
  endpoint: string;
}

/**
 * The entities serving a person's records, by table (e.g. `{ people: { key: 'person', endpoint:
 * '/person/v1' } }`): their logged reads are scrubbed by an erasure and listed by a subject report,
 * their access-log entries found under their keys. From the descriptors, never spelled in code.
 */
export type RecordEndpoints = Partial<Record<PersonalTable, RecordEntity>>;

/**
 * The descriptors whose `server.table` is one of the personal tables, by table (the first one
 * when two serve the same table).
 *
 * @example recordEndpoints(loadDescriptors(schemasDir())).people // { key: 'person', endpoint: '/person/v1' }
 */
export function recordEndpoints(descriptors: readonly Pick<Descriptor, 'key' | 'api' | 'server'>[]): RecordEndpoints {
  const byTable: RecordEndpoints = {};
  for (const d of descriptors) {
    const table = d.server?.table;
    if (isPersonalTable(table)) byTable[table] ??= { key: d.key, endpoint: d.api.endpoint };
  }
  return byTable;
}

function isPersonalTable(table: string | undefined): table is PersonalTable {
  return (PERSONAL_TABLES as readonly (string | undefined)[]).includes(table);
}
