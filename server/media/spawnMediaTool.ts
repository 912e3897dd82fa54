import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { basename } from 'node:path';
import { FfmpegMissingError } from './FfmpegMissingError.js';
import { MediaError } from './MediaError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

export interface MediaTool {
  child: ChildProcessWithoutNullStreams;
  /**
   * Settles when the tool has exited: resolves on exit code 0; rejects with FfmpegMissingError
   * when it could not be started (ENOENT), or with a MediaError carrying the last stderr line.
   */
  done: Promise<void>;
}

export interface SpawnMediaToolOptions {
  /** The pt-BR start of the error message when the tool fails, e.g. 'Não foi possível ler o vídeo'. */
  failure: string;
  /** Paths replaced by their base name in the message, so an error never shows server folders. */
  hidePaths?: string[];
  /** The tool is killed after this long (a stuck read must not hold a worker forever); default 5 min. */
  timeoutMs?: number;
}

/** Keep this much of the end of stderr: enough for the last lines, bounded for a chatty tool. */
const STDERR_TAIL = 8192;

/**
 * Spawns ffmpeg or ffprobe with all three pipes and watches it to the end. The caller reads
 * stdout and writes stdin (ending it when done) and awaits `done` last: that error is the one
 * to report, since a dead tool also breaks the pipes.
 *
 * @example
 * const { child, done } = spawnMediaTool(ffprobeBinary(), ['-i', path], { failure: 'Não foi possível ler o vídeo' });
 */
export function spawnMediaTool(
  command: string,
  args: string[],
  { failure, hidePaths = [], timeoutMs = 300_000 }: SpawnMediaToolOptions,
): MediaTool {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_TAIL);
  });
  // A tool that dies breaks stdin; `done` reports why, so the pipe's own error is not the news.
  child.stdin.on('error', () => {});
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new FfmpegMissingError(command)
          : new MediaError(`${failure}: ${error.message}`, error.message),
      );
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      if (timedOut) return reject(new MediaError(apiMessages.mediaToolTimedOut(failure), stderr.trim()));
      const last = stderr.trim().split(/\r?\n/).pop()?.trim() ?? '';
      const shown = hidePaths.reduce((text, path) => text.split(path).join(basename(path)), last);
      const why = shown || (signal ? `interrompido (${signal})` : `código de saída ${code}`);
      reject(new MediaError(`${failure}: ${why}`, stderr.trim()));
    });
  });
  done.catch(() => {}); // handled by the caller's await; never an unhandled rejection meanwhile
  return { child, done };
}
