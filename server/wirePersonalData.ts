import type { Kysely } from 'kysely';
import type { Database, ErasureChannel } from './db/schema.js';
import type { App } from './AppOptions.js';
import { recordEndpoints, type RecordEndpoints } from './erasure/RecordEndpoints.js';
import { erasePeople, type ErasePeopleOptions } from './erasure/erasePeople.js';
import { eraseFingerprints } from './erasure/eraseFingerprints.js';
import type { Descriptor } from '../src/core/descriptors/Descriptor.js';

/** How the app erases people's data, and where it serves them (wirePersonalData). */
export interface PersonalDataWiring {
  /** The entities serving people's data, by table (recordEndpoints). */
  endpoints: RecordEndpoints;
  /** Erases people by id with all their data, receipted for the `channel` (erasePeople). */
  erasePeopleBy: (channel: ErasureChannel) => (ids: readonly number[]) => Promise<number[]>;
  /** Deleting a person or a fingerprint through its CRUD routes: by the key of the descriptor serving its table. */
  erasers: Record<string, (ids: number[], batch: boolean) => Promise<number[]>>;
}

/**
 * The endpoints serving people's data — the descriptors of the tables an erasure empties
 * (recordEndpoints: people, fingerprints, liveness proofs, capture logs) — : their answers are
 * stored without personal fields (the routes registered from now on under them get
 * `personalAnswer` in their config), and an erasure finds the person's logged reads by them.
 * Deleting a person or a fingerprint also deletes what belongs to it, stored files included.
 */
export function wirePersonalData(
  app: App,
  db: Kysely<Database>,
  storage: string,
  descriptors: readonly Descriptor[],
): PersonalDataWiring {
  const endpoints = recordEndpoints(descriptors);
  const personalEndpoints = Object.values(endpoints).map((e) => e.endpoint);
  app.addHook('onRoute', (route) => {
    if (personalEndpoints.some((e) => route.url === e || route.url.startsWith(`${e}/`)))
      (route.config ??= {}).personalAnswer = true;
  });
  // Queued request-log rows are written before an erasure, so that its scrub covers them.
  const eraseOptions: ErasePeopleOptions = {
    flushRequestLog: async () => app.requestLog?.flush(),
    endpoints,
  };
  const erasePeopleBy = (channel: ErasureChannel) => (ids: readonly number[]) =>
    erasePeople(db, storage, ids, channel, eraseOptions);
  const erasers: PersonalDataWiring['erasers'] = {};
  if (endpoints.people) erasers[endpoints.people.key] = (ids, batch) => erasePeopleBy(batch ? 'batch' : 'console')(ids);
  if (endpoints.fingerprints) erasers[endpoints.fingerprints.key] = (ids) => eraseFingerprints(db, storage, ids);
  return { endpoints, erasePeopleBy, erasers };
}
