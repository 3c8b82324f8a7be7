import { RECORDER_TIMESLICE_MS } from '@common/dictation';
import { type DictationMode, recorderMimeType } from './device';
import type { LiveRecognition } from './live-recognition';

/** One dictation, from the microphone's grant to Stop: every session is also recorded. */
export interface Session {
  mode: DictationMode;
  stream: MediaStream;
  recorder: MediaRecorder;
  chunks: Blob[];
  live?: LiveRecognition;
  /** Live recognition turned out unusable here; the recording goes to the server instead. */
  liveFailed: boolean;
  phrases: number;
}

/** Starts recording the microphone's stream, in slices kept in the session. */
export function startSession(stream: MediaStream, mode: DictationMode): Session {
  const mimeType = recorderMimeType((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const session: Session = { mode, stream, recorder, chunks: [], liveFailed: false, phrases: 0 };
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) session.chunks.push(event.data);
  };
  recorder.start(RECORDER_TIMESLICE_MS);
  return session;
}

/** Stops recognition, the recorder and the microphone, keeping nothing. */
export function releaseSession(session: Session) {
  session.live?.stop();
  if (session.recorder.state !== 'inactive') session.recorder.stop();
  for (const track of session.stream.getTracks()) track.stop();
}

/** Stops the recorder and the microphone; resolves with the whole recording. */
export function finishRecording(session: Session): Promise<Blob> {
  return new Promise((resolve) => {
    const done = () => {
      for (const track of session.stream.getTracks()) track.stop();
      resolve(new Blob(session.chunks, { type: session.recorder.mimeType || 'audio/webm' }));
    };
    if (session.recorder.state === 'inactive') return done();
    session.recorder.addEventListener('stop', done, { once: true });
    session.recorder.stop();
  });
}

/** The recording goes to the server: no live recognition here, or it failed before any phrase. */
export const needsServerTranscription = (session: Session) =>
  session.mode === 'server' || (session.liveFailed && session.phrases === 0);
