import { type SpeechEngine, STOP_TO_READY_MS } from '@common/dictation';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { type TextEditor, useTextEditor } from '@/lib/text-handoff';
import { announceTextOrigin } from '@/lib/text-origin';
import { toast } from '@/lib/toast';
import { dictationMode, recognitionConstructor, recognitionSettings } from './device';
import {
  finishRecording,
  needsServerTranscription,
  releaseSession,
  type Session,
  startSession,
} from './dictation-session';
import { appendPhrase, dictationReducer, isActive, READY } from './dictation-status';
import { startLiveRecognition } from './live-recognition';
import { openMicrophone } from './microphone';
import type { RecognizerConstructor } from './speech-recognition';
import { useTranscription } from './use-transcription';

/** Neither live recognition nor server transcription: what to configure, before recording. */
export const NO_TRANSCRIPTION_MESSAGE =
  'This browser has no live speech recognition, and no speech-to-text service is configured. Add a Gladia, OpenAI (Whisper), Deepgram or AssemblyAI API key in Settings, or use a browser with speech recognition.';

/**
 * Dictation into the workspace input: live browser recognition where it works (final phrases
 * appended as they come), otherwise a recording sent for server transcription after stop.
 * Every session is also recorded, so the last dictation can be played back.
 */
export function useDictation(engine: SpeechEngine, canTranscribe?: boolean) {
  // The workspace input, written through the app's hand-off store.
  const workspaceInput = useDictatedEditor(useTextEditor('workspace-input'));
  const setInput = workspaceInput.update;
  const [state, dispatch] = useReducer(dictationReducer, READY);
  const [recording, setRecording] = useState<Blob | null>(null);
  const session = useRef<Session | null>(null);
  const canTranscribeRef = useRef(canTranscribe);
  canTranscribeRef.current = canTranscribe;
  const transcribe = useTranscription(engine, workspaceInput.append);

  /** Dictation cannot go on: the reason in a toast, and the button ready again shortly. */
  const refuse = useCallback((description: string) => {
    dispatch({ type: 'stop' });
    toast.error('Speech recognition not supported', { description });
    setTimeout(() => dispatch({ type: 'settled' }), STOP_TO_READY_MS);
  }, []);

  /** Live recognition in the session, its final phrases appended to the input. */
  const listen = useCallback(
    (current: Session, Recognizer: RecognizerConstructor, userAgent: string) => {
      // Live recognition failed and no service could transcribe the recording: say so now and
      // stop, rather than let the user speak until Stop for nothing.
      const abandonWithoutTranscription = () => {
        if (canTranscribeRef.current !== false || current.phrases > 0) return;
        if (session.current !== current) return;
        session.current = null;
        releaseSession(current);
        refuse(NO_TRANSCRIPTION_MESSAGE);
      };
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
          abandonWithoutTranscription();
        },
        onDenied: () => {
          current.liveFailed = true;
          abandonWithoutTranscription();
        },
      });
    },
    [setInput, refuse],
  );

  const start = useCallback(async () => {
    dispatch({ type: 'start' });
    const userAgent = navigator.userAgent;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      refuse('This browser can neither recognize speech nor record audio.');
      return;
    }
    // Where only a recording can be dictated, and no service can transcribe it, say so now
    // rather than after the user has spoken.
    if (
      dictationMode(userAgent, Boolean(recognitionConstructor(window as never))) === 'server' &&
      canTranscribeRef.current === false
    ) {
      refuse(NO_TRANSCRIPTION_MESSAGE);
      return;
    }
    const stream = await openMicrophone(userAgent);
    if (!stream) {
      dispatch({ type: 'microphone-denied' });
      return;
    }
    dispatch({ type: 'microphone-granted' });
    const Recognizer = recognitionConstructor(window as never);
    const current = startSession(stream, dictationMode(userAgent, Boolean(Recognizer)));
    session.current = current;
    if (current.mode === 'live' && Recognizer) listen(current, Recognizer, userAgent);
    dispatch({ type: 'recording-started' });
  }, [refuse, listen]);

  const stop = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    dispatch({ type: 'stop' });
    current.live?.stop();
    const audio = await finishRecording(current);
    if (audio.size > 0) setRecording(audio);
    if (needsServerTranscription(current)) {
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
      if (session.current) releaseSession(session.current);
    },
    [],
  );

  return { state, active, toggle, recording };
}

/** The workspace input's editor, each change announced as dictated (the authorship record). */
function useDictatedEditor(editor: TextEditor): TextEditor {
  return useMemo(() => {
    const dictated = () => announceTextOrigin('workspace-input', { source: { kind: 'dictated' } });
    return {
      append: (text) => {
        dictated();
        editor.append(text);
      },
      update: (change) => {
        dictated();
        editor.update(change);
      },
    };
  }, [editor]);
}
