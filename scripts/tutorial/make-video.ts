// `npm run tutorial:video`: records Redraft's tutorial video from the built app (run
// `npm run build` first) and writes the WebM, its captions, its poster and the chapter list
// the tutorial page shows. See the README's "Tutorial video" section.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wavFile } from '../lib/wav';
import { startApp } from './app-server';
import { type Cue, sentenceCues, writeVtt } from './captions';
import { encodePoster, encodeVideo, hasFfmpeg, probeDuration } from './encode';
import { durationOf, mixNarration, speakSentences } from './narration';
import { record } from './record';
import { SCENES } from './scenes';
import { concatScript, narrationLength, placeSentences, thinFrames } from './timeline';
import { TUTORIAL_FILES, type TutorialVideo } from './video-files';

/** At most this many frames a second reach the encoder (scrolling and typing look smooth). */
const FRAME_SLOT = 1 / 12;

async function main() {
  if (!hasFfmpeg()) {
    throw new Error("ffmpeg is missing: install Debian's (apt-get install ffmpeg).");
  }
  const work = mkdtempSync(join(tmpdir(), 'redraft-tutorial-video-'));
  try {
    console.log('Speaking the narration…');
    const speech = await speakSentences(SCENES.map((scene) => scene.narration));
    const sampleRate = speech[0]![0]!.sampleRate;
    const durations = speech.map((scene) => scene.map(durationOf));

    console.log('Recording the app…');
    const app = await startApp();
    let recording: Awaited<ReturnType<typeof record>>;
    try {
      recording = await record({
        url: app.url,
        scenes: SCENES,
        minimumLengths: durations.map(narrationLength),
        frameDir: join(work, 'frames'),
      });
    } finally {
      await app.stop();
    }

    const { sceneStarts, end } = recording;
    const frames = thinFrames(recording.frames, FRAME_SLOT);
    // The first frame stands for the page as it was when recording started.
    frames[0] = { ...frames[0]!, time: 0 };
    writeFileSync(join(work, 'frames.ffconcat'), concatScript(frames, end));

    const placements = placeSentences(
      sceneStarts.map((start, index) => ({ start, sentenceDurations: durations[index]! })),
    );
    const track = mixNarration(speech, placements, end, sampleRate);
    writeFileSync(join(work, 'narration.wav'), wavFile(track, sampleRate));

    const cues: Cue[] = placements.flatMap((place) =>
      sentenceCues(SCENES[place.scene]!.narration[place.sentence]!, place.start, place.duration),
    );
    writeFileSync(TUTORIAL_FILES.captions, writeVtt(cues));

    console.log(`Encoding ${frames.length} frames over ${end.toFixed(1)} s…`);
    const { bytes, crf } = encodeVideo({
      concatFile: join(work, 'frames.ffconcat'),
      audioFile: join(work, 'narration.wav'),
      keyframes: sceneStarts,
      output: TUTORIAL_FILES.video,
    });
    const transformEnd = sceneStarts[SCENES.findIndex((scene) => scene.id === 'detection')]!;
    const posterFrame = frames.filter((frame) => frame.time < transformEnd).at(-1)!;
    encodePoster(posterFrame.file, TUTORIAL_FILES.poster);

    const chapters: TutorialVideo = {
      duration: Number(probeDuration(TUTORIAL_FILES.video).toFixed(3)),
      chapters: SCENES.map((scene, index) => ({
        id: scene.id,
        title: scene.chapter,
        start: Number(sceneStarts[index]!.toFixed(3)),
        transcript: scene.narration.join(' '),
      })),
    };
    writeFileSync(TUTORIAL_FILES.chapters, `${JSON.stringify(chapters, null, 2)}\n`);
    console.log(
      `Wrote ${TUTORIAL_FILES.video} (${(bytes / 1024 / 1024).toFixed(2)} MB, crf ${crf}, ` +
        `${chapters.duration.toFixed(1)} s), ${cues.length} captions, ${SCENES.length} chapters.`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
