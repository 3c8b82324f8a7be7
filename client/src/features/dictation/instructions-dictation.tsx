import { MicIcon, MicOffIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { recognitionConstructor } from './device';
import { type LiveRecognition, startLiveRecognition } from './live-recognition';

/**
 * The instructions box's own dictation toggle (spec): browser speech recognition in en-US,
 * listening or stopped. Each final phrase is handed to `onText`; the box decides how to add it.
 */
export function InstructionsDictation({
  onText,
  subject = 'instructions',
}: {
  onText: (text: string) => void;
  /** What is dictated into, for the button's accessible name ('Dictate {subject}'). */
  subject?: string;
}) {
  const [listening, setListening] = useState(false);
  const live = useRef<LiveRecognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => live.current?.stop(), []);

  function toggle() {
    if (live.current) {
      live.current.stop();
      live.current = null;
      setListening(false);
      return;
    }
    const Recognizer = recognitionConstructor(window as never);
    if (!Recognizer) {
      toast.error('Speech recognition not supported', {
        description: 'This browser cannot dictate instructions. Please type them instead.',
      });
      return;
    }
    const stopWith = (title: string, description: string) => {
      live.current = null;
      setListening(false);
      toast.error(title, { description });
    };
    live.current = startLiveRecognition(
      Recognizer,
      { lang: 'en-US', continuous: true, interimResults: false },
      {
        onPhrase: (text) => onTextRef.current(text),
        onUnavailable: () =>
          stopWith(
            'Speech recognition not supported',
            'The speech recognition service cannot be reached from this browser. Please type the instructions.',
          ),
        onDenied: () =>
          stopWith('Voice input error', 'Could not access microphone. Please check permissions.'),
      },
    );
    setListening(true);
  }

  return (
    <Button
      type="button"
      variant={listening ? 'destructive' : 'ghost'}
      size="sm"
      onClick={toggle}
      aria-pressed={listening}
      className="min-w-24"
      aria-label={listening ? `Stop dictating ${subject}` : `Dictate ${subject}`}
    >
      {listening ? <MicOffIcon aria-hidden="true" /> : <MicIcon aria-hidden="true" />}
      {listening ? 'Listening' : 'Dictate'}
    </Button>
  );
}
