// The tutorial's committed files: small enough to serve to everyone, well formed, and made
// from the current scene plan (a changed narration without `npm run tutorial:video` fails).
import { execFileSync } from 'node:child_process';
import { openSync, readFileSync, readSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseVtt } from './captions';
import { MAX_BYTES } from './encode';
import { SCENES } from './scenes';
import { TUTORIAL_FILES, type TutorialVideo } from './video-files';

const chapters = JSON.parse(readFileSync(TUTORIAL_FILES.chapters, 'utf8')) as TutorialVideo;

function hasFfprobe(): boolean {
  try {
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the committed tutorial video', () => {
  it('is a WebM under 5 MB', () => {
    const { size } = statSync(TUTORIAL_FILES.video);
    expect(size).toBeGreaterThan(100_000);
    expect(size).toBeLessThanOrEqual(MAX_BYTES);
    const head = Buffer.alloc(64);
    readSync(openSync(TUTORIAL_FILES.video, 'r'), head, 0, 64, 0);
    // The EBML magic, then the document type Chromium checks.
    expect(head.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(head.includes(Buffer.from('webm'))).toBe(true);
  });

  it.runIf(hasFfprobe())('holds VP9 video and Opus speech as long as the chapter list says', () => {
    const out = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_name,width,height:format=duration'],
      ...['-of', 'json', TUTORIAL_FILES.video],
    ]);
    const probe = JSON.parse(out.toString()) as {
      streams: { codec_name: string; width?: number; height?: number }[];
      format: { duration: string };
    };
    expect(probe.streams.map((stream) => stream.codec_name).sort()).toEqual(['opus', 'vp9']);
    const video = probe.streams.find((stream) => stream.codec_name === 'vp9')!;
    expect([video.width, video.height]).toEqual([1280, 720]);
    expect(Number(probe.format.duration)).toBeCloseTo(chapters.duration, 1);
  });

  it('has captions that parse, in order, inside the video', () => {
    const cues = parseVtt(readFileSync(TUTORIAL_FILES.captions, 'utf8'));
    expect(cues.length).toBeGreaterThanOrEqual(SCENES.flatMap((scene) => scene.narration).length);
    for (const [index, cue] of cues.entries()) {
      expect(cue.text.trim()).not.toBe('');
      expect(cue.end).toBeLessThanOrEqual(chapters.duration + 0.05);
      if (index > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[index - 1]!.end - 0.001);
    }
    const spoken = cues.map((cue) => cue.text.replace(/\n/g, ' ')).join(' ');
    expect(spoken).toBe(SCENES.flatMap((scene) => scene.narration).join(' '));
  });

  it('has one chapter per scene of the current plan, in order, with its narration', () => {
    expect(chapters.chapters).toEqual(
      SCENES.map((scene, index) => ({
        id: scene.id,
        title: scene.chapter,
        start: chapters.chapters[index]?.start,
        transcript: scene.narration.join(' '),
      })),
    );
    const starts = chapters.chapters.map((chapter) => chapter.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.at(-1)!).toBeLessThan(chapters.duration);
  });

  it('has a poster image', () => {
    const poster = readFileSync(TUTORIAL_FILES.poster);
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(poster.length).toBeLessThan(300_000);
  });
});
