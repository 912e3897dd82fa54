/**
 * The ffmpeg and ffprobe commands to spawn: FFMPEG_PATH / FFPROBE_PATH when set, else the plain
 * names, looked up on PATH by the system. Read at each call, so a test or a restarted worker
 * sees a changed environment.
 *
 * @example ffmpegBinary() // 'ffmpeg', or '/opt/ffmpeg/bin/ffmpeg' with FFMPEG_PATH set
 */
export function ffmpegBinary(): string {
  return process.env.FFMPEG_PATH || 'ffmpeg';
}

/** The ffprobe command: FFPROBE_PATH when set, else `ffprobe` on PATH. */
export function ffprobeBinary(): string {
  return process.env.FFPROBE_PATH || 'ffprobe';
}
