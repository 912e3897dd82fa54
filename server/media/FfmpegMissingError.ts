/**
 * ffmpeg (or ffprobe) could not be started: the binary is not installed, or FFMPEG_PATH /
 * FFPROBE_PATH point at nothing. The message tells the operator how to fix the server.
 */
export class FfmpegMissingError extends Error {
  constructor(readonly binary: string) {
    super(
      'O ffmpeg não está instalado no servidor: instale o pacote ffmpeg (apt-get install ffmpeg) para gerar os arquivos.',
    );
    this.name = 'FfmpegMissingError';
  }
}
