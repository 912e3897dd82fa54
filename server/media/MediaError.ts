/**
 * A media file could not be used: missing, not a video, too short, or ffmpeg failed on it.
 * `message` is pt-BR and safe to show (no server paths); `detail` keeps ffmpeg's own words for
 * the logs.
 */
export class MediaError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'MediaError';
  }
}
