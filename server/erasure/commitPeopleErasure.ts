import { sql, type Kysely } from 'kysely';
import type { Database, ErasureChannel } from '../db/schema.js';
import { queueFileDeletions } from '../storage/queueFileDeletions.js';
import { scrubPersonalText } from './scrubPersonalText.js';
import { reportZipKey } from '../subjectReport/reportZipKey.js';
import type { PersonalTable, RecordEndpoints } from './RecordEndpoints.js';

export interface PeopleErasure {
  /** Ids of the people erased (those found). */
  erased: number[];
  /** The receipt's id; null when nobody was found (no receipt then). */
  receiptId: number | null;
  /** Rows removed (people, fingerprints, images, proofs), unlinked (capture logs) or scrubbed (logs), per table. */
  counts: Record<string, number>;
  /** Stored files listed for removal. */
  files: number;
}

/** The processed TIFF and its mask beside a finger-log image: …/log/x.jpeg → …/img/x.tiff, …/img/x-mask.tiff. */
export function fingerTiffPaths(image: string): string[] {
  const tiff = image.replace('/log/', '/img/').replace(/\.[^./]+$/, '.tiff');
  return tiff === image ? [] : [tiff, tiff.replace(/\.tiff$/, '-mask.tiff')];
}

/**
 * The database half of erasing people, in one transaction: deletes the people (their
 * fingerprints, images and liveness proofs by ON DELETE CASCADE); strips their capture logs of
 * everything that was theirs — the CPF link, the log text and every file link (liveness log,
 * video, csv, fft, filtred; finger log and images) — keeping the row's capture statistics
 * (device, exposure, zoom, BPM, date); lists every stored file of theirs in
 * pending_file_deletions (finger-log TIFFs derived from the image paths included); replaces
 * their CPF, name, e-mail and phone in the request and access logs (scrubPersonalText; the logged
 * reads of their records at `endpoints`, whatever their answers held); and writes a
 * receipt without personal data; deletes every export file made as a job (export_files: any may
 * hold them). Files are removed by workOffPendingDeletions after the commit.
 */
export async function commitPeopleErasure(
  db: Kysely<Database>,
  ids: readonly number[],
  channel: ErasureChannel,
  endpoints: RecordEndpoints = {},
): Promise<PeopleErasure> {
  return db.transaction().execute(async (trx) => {
    const people = await trx
      .selectFrom('people')
      .select(['id', 'cpf', 'name', 'email', 'phone'])
      .where('id', 'in', ids)
      .forUpdate()
      .execute();
    if (!people.length) return { erased: [], receiptId: null, counts: {}, files: 0 };
    const found = people.map((p) => p.id);
    const cpfs = people.map((p) => p.cpf);
    const paths: (string | null)[] = [];

    const images = await sql<{ path: string }>`
      select i.path from fingerprint_images i join fingerprints f on f.id = i.fingerprint_id where f.person_id = any(${found})`.execute(
      trx,
    );
    paths.push(...images.rows.map((r) => r.path));
    const proofs = await trx
      .selectFrom('liveness_proofs')
      .select('video_path')
      .where('person_id', 'in', found)
      .execute();
    paths.push(...proofs.map((p) => p.video_path));
    const fingerprints = await trx.selectFrom('fingerprints').select('id').where('person_id', 'in', found).execute();
    const proofIds = await trx.selectFrom('liveness_proofs').select('id').where('person_id', 'in', found).execute();

    // UPDATE … FROM a locked read returns the links as they were before being cleared.
    const livenessLogs = await sql<{
      id: number;
      arquivo_log: string | null;
      arquivo_video: string | null;
      arquivo_csv: string | null;
      arquivo_fft: string | null;
      arquivo_filtred: string | null;
    }>`
      update liveness_logs l set cpf = null, log_text = null, arquivo_log = null, arquivo_video = null, arquivo_csv = null, arquivo_fft = null, arquivo_filtred = null
      from (select id, arquivo_log, arquivo_video, arquivo_csv, arquivo_fft, arquivo_filtred from liveness_logs where cpf = any(${cpfs}) for update) old
      where l.id = old.id
      returning old.id, old.arquivo_log, old.arquivo_video, old.arquivo_csv, old.arquivo_fft, old.arquivo_filtred`.execute(
      trx,
    );
    for (const r of livenessLogs.rows)
      paths.push(r.arquivo_log, r.arquivo_video, r.arquivo_csv, r.arquivo_fft, r.arquivo_filtred);
    const fingerLogs = await sql<{ id: number; arquivo_log: string | null; imagens: string[] }>`
      update finger_logs l set cpf = null, log_text = null, arquivo_log = null, imagens = '{}'
      from (select id, arquivo_log, imagens from finger_logs where cpf = any(${cpfs}) for update) old
      where l.id = old.id
      returning old.id, old.arquivo_log, old.imagens`.execute(trx);
    for (const r of fingerLogs.rows)
      paths.push(r.arquivo_log, ...r.imagens.flatMap((image) => [image, ...fingerTiffPaths(image)]));

    const recordPaths = (table: PersonalTable, recordIds: readonly { id: number }[]) => {
      const endpoint = endpoints[table]?.endpoint;
      return endpoint === undefined ? [] : recordIds.map((r) => `${endpoint}/${r.id}`);
    };
    const scrubbed = await scrubPersonalText(
      trx,
      people,
      [
        ...recordPaths('people', people),
        ...recordPaths('fingerprints', fingerprints),
        ...recordPaths('liveness_proofs', proofIds),
        ...recordPaths('liveness_logs', livenessLogs.rows),
        ...recordPaths('finger_logs', fingerLogs.rows),
      ],
      paths.filter((p): p is string => !!p),
    );
    const counts = {
      people: found.length,
      fingerprints: fingerprints.length,
      fingerprint_images: images.rows.length,
      liveness_proofs: proofs.length,
      liveness_logs: livenessLogs.rows.length,
      finger_logs: fingerLogs.rows.length,
      ...scrubbed,
    };
    // Their data subject's reports: the rows cascade below, the zips are listed with the rest.
    const reports = await trx.selectFrom('subject_reports').select('id').where('person_id', 'in', found).execute();
    paths.push(...reports.map((r) => reportZipKey(r.id)));
    // fingerprints, their images and liveness proofs go by ON DELETE CASCADE.
    await trx.deleteFrom('people').where('id', 'in', found).execute();
    // Every export made as a job so far may hold them: its file goes too (a job still writing one
    // finds its row gone and discards it: exportJob). The lock makes a job starting now wait for
    // this commit before it inserts its row and reads (so it reads without them), instead of
    // slipping a row this DELETE cannot see while it still reads them.
    await sql`lock table export_files in share row exclusive mode`.execute(trx);
    const exportFiles = await trx.deleteFrom('export_files').returning('path').execute();
    paths.push(...exportFiles.map((e) => e.path));
    const unique = new Set(paths.filter((p): p is string => !!p));
    const receipt = await trx
      .insertInto('erasure_receipts')
      .values({ channel, people: found.length, counts: JSON.stringify(counts), files: unique.size })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueFileDeletions(trx, unique, receipt.id);
    return { erased: found, receiptId: receipt.id, counts, files: unique.size };
  });
}
