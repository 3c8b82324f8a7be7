// Encodes the tutorial with Debian's ffmpeg (`apt-get install ffmpeg`; .ci/run installs it):
// VP9 video at the screencast's own variable frame rate, Opus speech, in WebM.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';

/** The page must stay light: the video is fetched by everyone who opens the tutorial. */
export const MAX_BYTES = 5 * 1024 * 1024;
/** Starting quality (lower is better); raised step by step while the file is too large. */
const FIRST_CRF = 31;
const LAST_CRF = 55;

export function hasFfmpeg(): boolean {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function run(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
}

export function encodeVideo(options: {
  concatFile: string;
  audioFile: string;
  keyframes: number[];
  output: string;
}): { bytes: number; crf: number } {
  for (let crf = FIRST_CRF; ; crf += 4) {
    run(
      [
        ['-f', 'concat', '-safe', '0', '-i', options.concatFile],
        ['-i', options.audioFile],
        ['-map', '0:v', '-map', '1:a'],
        ['-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-crf', String(crf), '-b:v', '0'],
        ['-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-threads', '2'],
        // Frames only where the screen changed; a keyframe at each chapter so seeking is quick.
        ['-fps_mode', 'vfr', '-g', '240'],
        ['-force_key_frames', options.keyframes.map((time) => time.toFixed(3)).join(',')],
        ['-c:a', 'libopus', '-b:a', '32k', '-ac', '1', '-application', 'voip'],
        ['-f', 'webm', options.output],
      ].flat(),
    );
    const bytes = statSync(options.output).size;
    if (bytes <= MAX_BYTES) return { bytes, crf };
    if (crf >= LAST_CRF) throw new Error(`The video is ${bytes} bytes even at crf ${crf}`);
  }
}

/** A still for the player before it plays, from one recorded frame. */
export function encodePoster(frame: string, output: string): void {
  run(['-i', frame, '-frames:v', '1', '-q:v', '5', output]);
}

/** The encoded file's duration, as ffprobe reads it. */
export function probeDuration(file: string): number {
  const out = execFileSync(
    'ffprobe',
    [
      ['-v', 'error', '-show_entries', 'format=duration'],
      ['-of', 'default=noprint_wrappers=1:nokey=1', file],
    ].flat(),
  );
  return Number(out.toString().trim());
}
