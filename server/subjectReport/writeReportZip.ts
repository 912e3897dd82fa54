import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { openStoredFile } from '../storage/openStoredFile.js';
import { writeStoredFile } from '../storage/writeStoredFile.js';
import type { ReportFile } from './buildReportDocument.js';

/** Already compressed: stored as they are (deflating a video or a JPEG costs time for nothing). */
const COMPRESSED = /\.(jpe?g|png|mp4|mov|webm|zip|gz)$/i;

export interface WriteReportZipInput {
  /** The stored key the zip is written to (reportZipKey): encrypted like every stored file, whole or not at all. */
  target: string;
  /** The storage folder: its store holds the files read and the zip written. */
  storage: string;
  /** LEIA-ME.txt. */
  readme: string;
  files: readonly ReportFile[];
  /** The document, completed with `files_missing` once the files are written (it goes last). */
  document: Record<string, unknown>;
  /** Called after each file, with how many are done. */
  onFile?: (done: number) => void | Promise<void>;
  mtime?: Date;
}

/**
 * Streams a report's zip to the stored key `target` (yazl: one entry at a time, nothing held whole
 * in memory), encrypted on the way (writeStoredFile, as every stored file): LEIA-ME.txt, then every stored file read through openStoredFile (never from disk directly, so
 * that how files are kept — encrypted or not — is decided there), then relatorio.json with the
 * list of files that were not found (`files_missing`). Returns the zip paths missing.
 */
export async function writeReportZip(input: WriteReportZipInput): Promise<string[]> {
  const mtime = input.mtime ?? new Date();
  const zip = new ZipFile();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
  };
  zip.on('error', fail);
  const written = writeStoredFile(input.storage, input.target, zip.outputStream as Readable).catch(fail);

  zip.addBuffer(Buffer.from(input.readme, 'utf8'), 'LEIA-ME.txt', { mtime });
  const missing: string[] = [];
  let done = 0;
  for (const file of input.files) {
    if (failure) break;
    const stream = await openStoredFile(input.storage, file.stored);
    if (!stream) missing.push(file.zipPath);
    else {
      zip.addReadStream(stream, file.zipPath, { mtime, compress: !COMPRESSED.test(file.zipPath) });
      await finished(stream).catch(fail);
    }
    done++;
    await input.onFile?.(done);
  }
  if (!failure) {
    const document = { ...input.document, files_missing: missing };
    zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2), 'utf8'), 'relatorio.json', { mtime });
  }
  zip.end();
  await written;
  if (failure) throw failure;
  return missing;
}
