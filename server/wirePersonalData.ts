import type { Kysely } from 'kysely';
import type { Database, ErasureChannel } from './db/schema.js';
import type { App } from './AppOptions.js';
import type { RecordEndpoints } from './erasure/commitPeopleErasure.js';
import { erasePeople, type ErasePeopleOptions } from './erasure/erasePeople.js';
import { eraseFingerprints } from './erasure/eraseFingerprints.js';
import type { Descriptor } from '../src/core/descriptors/Descriptor.js';

/** How the app erases people's data, and where it serves them (wirePersonalData). */
export interface PersonalDataWiring {
  /** The record endpoints serving people's data, by descriptor key. */
  endpoints: RecordEndpoints;
  /** Erases people by id with all their data, receipted for the `channel` (erasePeople). */
  erasePeopleBy: (channel: ErasureChannel) => (ids: readonly number[]) => Promise<number[]>;
  /** Deleting a person or a fingerprint through its CRUD routes: by descriptor key. */
  erasers: Record<string, (ids: number[], batch: boolean) => Promise<number[]>>;
}

/**
 * The endpoints serving people's data: their answers are stored without personal fields (the
 * routes registered from now on under them get `personalAnswer` in their config), and an erasure
 * finds the person's logged reads by them. Deleting a person or a fingerprint also deletes what
 * belongs to it, stored files included.
 */
export function wirePersonalData(
  app: App,
  db: Kysely<Database>,
  storage: string,
  descriptors: readonly Descriptor[],
): PersonalDataWiring {
  const endpointOf = (key: string) => descriptors.find((d) => d.key === key)?.api.endpoint;
  const endpoints = {
    person: endpointOf('person'),
    fingerprint: endpointOf('fingerprint'),
    liveness: endpointOf('liveness'),
    'liveness-log': endpointOf('liveness-log'),
    'finger-log': endpointOf('finger-log'),
  };
  const personalEndpoints = Object.values(endpoints).filter((e): e is string => !!e);
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
  const erasers: PersonalDataWiring['erasers'] = {
    person: (ids, batch) => erasePeopleBy(batch ? 'batch' : 'console')(ids),
    fingerprint: (ids) => eraseFingerprints(db, storage, ids),
  };
  return { endpoints, erasePeopleBy, erasers };
}
