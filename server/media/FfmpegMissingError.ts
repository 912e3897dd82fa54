import * as apiMessages from '../../src/core/api/apiMessages.js';

/**
 * ffmpeg (or ffprobe) could not be started: the binary is not installed, or FFMPEG_PATH /
 * FFPROBE_PATH point at nothing. The message tells the operator how to fix the server.
 */
export class FfmpegMissingError extends Error {
  constructor(readonly binary: string) {
    super(apiMessages.ffmpegMissing);
    this.name = 'FfmpegMissingError';
  }
}
