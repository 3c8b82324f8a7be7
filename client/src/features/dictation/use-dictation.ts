import { countWords } from '@common/chunking';
import {
  RECORDER_TIMESLICE_MS,
  SPEECH_ENGINE_LABELS,
  type SpeechEngine,
  STOP_TO_READY_MS,
} from '@common/dictation';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api';
import { useTextEditor } from '@/lib/text-handoff';
import { useRefreshUser } from '@/lib/user-query';
import {
  audioConstraints,
  type DictationMode,
  dictationMode,
  isAndroid,
  recognitionConstructor,
  recognitionSettings,
  recorderMimeType,
} from './device';
import { appendPhrase, dictationReducer, isActive, READY } from './dictation-status';
import { type LiveRecognition, startLiveRecognition } from './live-recognition';
import { transcribeRecording } from './transcribe-api';

interface Session {
  mode: DictationMode;
  stream: MediaStream;
  recorder: MediaRecorder;
  chunks: Blob[];
  live?: LiveRecognition;
  /** Live recognition turned out unusable here; the recording goes to the server instead. */
  liveFailed: boolean;
  phrases: number;
}

/** Neither live recognition nor server transcription: what to configure, before recording. */
export const NO_TRANSCRIPTION_MESSAGE =
  'This browser has no live speech recognition, and no speech-to-text service is configured. Add a Gladia, OpenAI (Whisper), Deepgram or AssemblyAI API key in Settings, or use a browser with speech recognition.';

const TRANSCRIPTION_ERROR =
  'Could not transcribe audio. Please check your connection and try again.';

/**
 * Dictation into the workspace input: live browser recognition where it works (final phrases
 * appended as they come), otherwise a recording sent for server transcription after stop.
 * Every session is also recorded, so the last dictation can be played back.
 */
export function useDictation(engine: SpeechEngine, canTranscribe?: boolean) {
  // The workspace input, written through the app's hand-off store.
  const workspaceInput = useTextEditor('workspace-input');
  const appendToInput = workspaceInput.append;
  const setInput = workspaceInput.update;
  const [state, dispatch] = useReducer(dictationReducer, READY);
  const [recording, setRecording] = useState<Blob | null>(null);
  const session = useRef<Session | null>(null);
  const engineRef = useRef(engine);
  engineRef.current = engine;
  const canTranscribeRef = useRef(canTranscribe);
  canTranscribeRef.current = canTranscribe;
  const refreshBalance = useRefreshUser();

  const transcribe = useCallback(
    async (audio: Blob): Promise<void> => {
      try {
        const requested = engineRef.current;
        const { text, engine: used } = await transcribeRecording(audio, requested);
        // Transcription with the operator's key is charged in credits.
        refreshBalance();
        if (!text.trim()) {
          toast.error('No Speech Detected', {
            description: 'Try speaking more clearly or check your microphone.',
          });
          return;
        }
        appendToInput(text);
        const words = countWords(text);
        toast.success('Audio Transcribed', {
          // When the chosen engine had no key, say which one stood in for it.
          description: `${words.toLocaleString('en-US')} ${words === 1 ? 'word' : 'words'} transcribed${
            used === requested ? '' : ` with ${SPEECH_ENGINE_LABELS[used]}`
          }`,
          duration: 3000,
        });
      } catch (error) {
        toast.error('Transcription Error', {
          description:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : TRANSCRIPTION_ERROR,
          // The recording is kept: the user can try again without dictating again.
          action: { label: 'Try again', onClick: () => void transcribe(audio) },
        });
      }
    },
    [appendToInput, refreshBalance],
  );

  const start = useCallback(async () => {
    dispatch({ type: 'start' });
    const userAgent = navigator.userAgent;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      dispatch({ type: 'stop' });
      toast.error('Speech recognition not supported', {
        description: 'This browser can neither recognize speech nor record audio.',
      });
      setTimeout(() => dispatch({ type: 'settled' }), STOP_TO_READY_MS);
      return;
    }
    // Where only a recording can be dictated, and no service can transcribe it, say so now
    // rather than after the user has spoken.
    if (
      dictationMode(userAgent, Boolean(recognitionConstructor(window as never))) === 'server' &&
      canTranscribeRef.current === false
    ) {
      dispatch({ type: 'stop' });
      toast.error('Speech recognition not supported', {
        description: NO_TRANSCRIPTION_MESSAGE,
      });
      setTimeout(() => dispatch({ type: 'settled' }), STOP_TO_READY_MS);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: audioConstraints(userAgent) });
    } catch {
      dispatch({ type: 'microphone-denied' });
      toast.error('Voice input error', {
        description: isAndroid(userAgent)
          ? 'Please allow microphone access for this site in your browser settings, then try again.'
          : 'Could not access microphone. Please check permissions.',
        duration: isAndroid(userAgent) ? 4000 : undefined,
      });
      return;
    }
    dispatch({ type: 'microphone-granted' });
    const mimeType = recorderMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const Recognizer = recognitionConstructor(window as never);
    // Live recognition failed and no service could transcribe the recording: say so now and
    // stop, rather than let the user speak until Stop for nothing.
    const abandonWithoutTranscription = (failed: Session) => {
      if (canTranscribeRef.current !== false || failed.phrases > 0) return;
      if (session.current !== failed) return;
      session.current = null;
      failed.live?.stop();
      if (failed.recorder.state !== 'inactive') failed.recorder.stop();
      for (const track of failed.stream.getTracks()) track.stop();
      dispatch({ type: 'stop' });
      toast.error('Speech recognition not supported', { description: NO_TRANSCRIPTION_MESSAGE });
      setTimeout(() => dispatch({ type: 'settled' }), STOP_TO_READY_MS);
    };
    const current: Session = {
      mode: dictationMode(userAgent, Boolean(Recognizer)),
      stream,
      recorder,
      chunks: [],
      liveFailed: false,
      phrases: 0,
    };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) current.chunks.push(event.data);
    };
    recorder.start(RECORDER_TIMESLICE_MS);
    session.current = current;
    if (current.mode === 'live' && Recognizer) {
      current.live = startLiveRecognition(Recognizer, recognitionSettings(userAgent), {
        onPhrase: (phrase) => {
          const newParagraph = current.phrases === 0;
          current.phrases += 1;
          setInput((text) => appendPhrase(text, phrase, newParagraph));
          dispatch({ type: 'phrase-final' });
        },
        onInterim: (text) => dispatch({ type: 'interim', text }),
        onUnavailable: () => {
          current.liveFailed = true;
          dispatch({ type: 'phrase-final' });
          abandonWithoutTranscription(current);
        },
        onDenied: () => {
          current.liveFailed = true;
          abandonWithoutTranscription(current);
        },
      });
    }
    dispatch({ type: 'recording-started' });
  }, [setInput]);

  const stop = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    dispatch({ type: 'stop' });
    current.live?.stop();
    const audio = await finishRecording(current);
    if (audio.size > 0) setRecording(audio);
    const needsServer = current.mode === 'server' || (current.liveFailed && current.phrases === 0);
    if (needsServer) {
      if (audio.size === 0)
        toast.error('No speech detected', { description: 'Nothing was recorded.' });
      else await transcribe(audio);
    }
    setTimeout(() => dispatch({ type: 'settled' }), STOP_TO_READY_MS);
  }, [transcribe]);

  const active = isActive(state);
  const toggle = useCallback(() => {
    if (session.current) void stop();
    else if (state.phase === 'ready' || state.phase === 'denied') void start();
  }, [start, stop, state.phase]);

  // Leaving the page mid-dictation releases the microphone.
  useEffect(
    () => () => {
      const current = session.current;
      if (!current) return;
      current.live?.stop();
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      for (const track of current.stream.getTracks()) track.stop();
    },
    [],
  );

  return { state, active, toggle, recording };
}

/** Stops the recorder and the microphone; resolves with the whole recording. */
function finishRecording(current: Session): Promise<Blob> {
  return new Promise((resolve) => {
    const done = () => {
      for (const track of current.stream.getTracks()) track.stop();
      resolve(new Blob(current.chunks, { type: current.recorder.mimeType || 'audio/webm' }));
    };
    if (current.recorder.state === 'inactive') return done();
    current.recorder.addEventListener('stop', done, { once: true });
    current.recorder.stop();
  });
}
