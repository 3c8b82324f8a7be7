import { LoaderIcon, MicIcon, MicOffIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { recognitionConstructor } from './device';
import { type InstructionsRecording, startInstructionsRecording } from './instructions-recorder';
import { type LiveRecognition, startLiveRecognition } from './live-recognition';

type Phase = 'idle' | 'listening' | 'recording' | 'transcribing';

/**
 * The instructions box's own dictation toggle (spec): browser speech recognition in en-US,
 * listening or stopped. Where live recognition is missing or cannot reach its service, it
 * records instead and has the server transcribe the recording on Stop, as the main dictation
 * does. Each final phrase (or transcript) is handed to `onText`; the box decides how to add it.
 */
export function InstructionsDictation({
  onText,
  subject = 'instructions',
}: {
  onText: (text: string) => void;
  /** What is dictated into, for the button's accessible name ('Dictate {subject}'). */
  subject?: string;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const live = useRef<LiveRecognition | null>(null);
  const recording = useRef<InstructionsRecording | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(
    () => () => {
      live.current?.stop();
      recording.current?.cancel();
    },
    [],
  );

  async function record() {
    try {
      recording.current = await startInstructionsRecording();
      setPhase('recording');
    } catch {
      setPhase('idle');
      toast.error('Voice input error', {
        description: 'Could not access microphone. Please check permissions.',
      });
    }
  }

  async function transcribe(current: InstructionsRecording) {
    setPhase('transcribing');
    try {
      const text = await current.finish();
      if (text.trim()) onTextRef.current(text.trim());
      else
        toast.error('No Speech Detected', {
          description: 'Try speaking more clearly or check your microphone.',
        });
    } catch (error) {
      toast.error('Transcription Error', {
        description:
          error instanceof ApiError && error.serverMessage
            ? error.serverMessage
            : 'Could not transcribe audio. Please check your connection and try again.',
      });
    } finally {
      setPhase('idle');
    }
  }

  function toggle() {
    if (phase === 'transcribing') return;
    if (live.current) {
      live.current.stop();
      live.current = null;
      setPhase('idle');
      return;
    }
    if (recording.current) {
      const current = recording.current;
      recording.current = null;
      void transcribe(current);
      return;
    }
    const Recognizer = recognitionConstructor(window as never);
    if (!Recognizer) {
      void record();
      return;
    }
    live.current = startLiveRecognition(
      Recognizer,
      { lang: 'en-US', continuous: true, interimResults: false },
      {
        onPhrase: (text) => onTextRef.current(text),
        // The recognition service cannot be reached: record for the server instead.
        onUnavailable: () => {
          live.current = null;
          void record();
        },
        // Refused to recognition (as headless or locked-down browsers do) is not refused to
        // the microphone: try recording, which asks for the microphone itself.
        onDenied: () => {
          live.current = null;
          void record();
        },
      },
    );
    setPhase('listening');
  }

  const active = phase === 'listening' || phase === 'recording';
  return (
    <Button
      type="button"
      variant={active ? 'destructive' : 'ghost'}
      size="sm"
      onClick={toggle}
      disabled={phase === 'transcribing'}
      aria-pressed={active}
      className="min-w-32"
      aria-label={active ? `Stop dictating ${subject}` : `Dictate ${subject}`}
    >
      {phase === 'transcribing' ? (
        <LoaderIcon aria-hidden="true" className="animate-spin" />
      ) : active ? (
        <MicOffIcon aria-hidden="true" />
      ) : (
        <MicIcon aria-hidden="true" />
      )}
      {phase === 'transcribing'
        ? 'Transcribing…'
        : phase === 'recording'
          ? 'Recording'
          : phase === 'listening'
            ? 'Listening'
            : 'Dictate'}
    </Button>
  );
}
