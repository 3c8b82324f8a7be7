import { DEFAULT_SPEECH_ENGINE } from '@common/dictation';
import { audioConstraints, recorderMimeType } from './device';
import { transcribeRecording } from './transcribe-api';

/** A recording in progress for the instructions box; `finish` stops it and transcribes it. */
export interface InstructionsRecording {
  finish(): Promise<string>;
  cancel(): void;
}

/**
 * The instructions box's fallback where live recognition does not work, as the main dictation
 * does: record from the microphone, then have the server transcribe the recording (with the
 * first engine that has a key). Throws when the microphone is refused.
 */
export async function startInstructionsRecording(): Promise<InstructionsRecording> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: audioConstraints(navigator.userAgent),
  });
  const mimeType = recorderMimeType((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.start(1000);
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  return {
    async finish() {
      const stopped = new Promise<void>((resolve) => {
        recorder.onstop = () => resolve();
      });
      if (recorder.state !== 'inactive') recorder.stop();
      await stopped;
      release();
      const audio = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
      if (audio.size === 0) return '';
      return (await transcribeRecording(audio, DEFAULT_SPEECH_ENGINE)).text;
    },
    cancel() {
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}
