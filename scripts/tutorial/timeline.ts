// The tutorial's timeline: where each narrated sentence sits, which captured frames the video
// keeps, and the list ffmpeg's concat demuxer reads to show each frame for as long as it lasted.

/** Silence before a scene's first sentence, and between its sentences. */
export const LEAD_IN = 0.4;
export const SENTENCE_GAP = 0.35;
/** Time left after a scene's last sentence before the next one starts. */
export const TAIL = 0.8;

export interface Placement {
  scene: number;
  sentence: number;
  start: number;
  duration: number;
}

/** How long a scene must last for its narration: lead-in, sentences with gaps, and a tail. */
export function narrationLength(sentenceDurations: number[]): number {
  const spoken = sentenceDurations.reduce((sum, value) => sum + value, 0);
  const gaps = Math.max(0, sentenceDurations.length - 1) * SENTENCE_GAP;
  return LEAD_IN + spoken + gaps + TAIL;
}

/** Places each scene's sentences one after another from the moment the scene started. */
export function placeSentences(
  scenes: { start: number; sentenceDurations: number[] }[],
): Placement[] {
  const placements: Placement[] = [];
  scenes.forEach((scene, sceneIndex) => {
    let at = scene.start + LEAD_IN;
    scene.sentenceDurations.forEach((duration, sentence) => {
      placements.push({ scene: sceneIndex, sentence, start: at, duration });
      at += duration + SENTENCE_GAP;
    });
  });
  return placements;
}

export interface Frame {
  /** Seconds from the start of the recording. */
  time: number;
  file: string;
}

/**
 * Keeps at most one frame in each `slot` of time, the last one (the state the page settled
 * in), so an animation costs a few frames a second while a still screen costs none: a
 * screencast only sends a frame when the page changed.
 */
export function thinFrames(frames: Frame[], slot: number): Frame[] {
  const bySlot = new Map<number, Frame>();
  for (const frame of [...frames].sort((a, b) => a.time - b.time)) {
    bySlot.set(Math.floor(frame.time / slot), frame);
  }
  return [...bySlot.values()];
}

/**
 * The concat demuxer's script: each frame shown until the next one, the last until `end`.
 * The last file is listed twice because the demuxer ignores the final entry's duration.
 */
export function concatScript(frames: Frame[], end: number): string {
  if (frames.length === 0) throw new Error('No frames were captured');
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, index) => {
    const next = frames[index + 1]?.time ?? end;
    const duration = Math.max(0.001, next - frame.time);
    lines.push(`file '${frame.file.replace(/'/g, "'\\''")}'`, `duration ${duration.toFixed(3)}`);
  });
  lines.push(`file '${frames.at(-1)!.file.replace(/'/g, "'\\''")}'`);
  return `${lines.join('\n')}\n`;
}
