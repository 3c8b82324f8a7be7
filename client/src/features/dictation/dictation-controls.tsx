import {
  DEFAULT_SPEECH_ENGINE,
  SPEECH_ENGINE_FALLBACKS,
  SPEECH_ENGINE_LABELS,
  SPEECH_ENGINES,
  type SpeechEngine,
} from '@common/dictation';
import type { ServiceId } from '@common/status';
import { MicIcon, PauseIcon, PlayIcon, SquareIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useStatus } from '@/lib/use-status';
import { statusText } from './dictation-status';
import { useDictation } from './use-dictation';
import { useRecordingPlayback } from './use-recording-playback';

/** The service whose key each engine needs, as /api/status names it. */
const ENGINE_SERVICE: Record<SpeechEngine, ServiceId> = {
  gladia: 'gladia',
  whisper: 'openai',
  deepgram: 'deepgram',
  assemblyai: 'assemblyai',
};

/**
 * Dictate (or Alt+D anywhere on the page), the status text beside it, playback of the last
 * recording, and the speech engine used for server transcription.
 */
export function DictationControls() {
  const [chosen, setChosen] = useState<SpeechEngine>(DEFAULT_SPEECH_ENGINE);
  const { data: status } = useStatus();
  const hasKey = (id: SpeechEngine) => status?.services[ENGINE_SERVICE[id]] === true;
  // The select shows the engine that will be used: the chosen one, or the first with a key in
  // the spec's fallback order, as the server itself falls back. It follows the status, so a
  // key added in Settings moves it at once.
  const engine = SPEECH_ENGINE_FALLBACKS[chosen].find(hasKey) ?? chosen;
  const anyKey = SPEECH_ENGINES.some(hasKey);
  // Unknown until the status answers: then dictation is tried and the server says what is wrong.
  const canTranscribe = status
    ? Object.values(ENGINE_SERVICE).some((service) => status.services[service])
    : undefined;
  const dictation = useDictation(engine, canTranscribe);
  const playback = useRecordingPlayback(dictation.recording);
  const { toggle } = dictation;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // event.code: Alt+D types '∂' on a Mac keyboard, but the key is still KeyD.
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyD') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return (
    <>
      <select
        aria-label="Speech engine"
        value={engine}
        onChange={(event) => setChosen(event.target.value as SpeechEngine)}
        className="h-8 max-w-36 rounded-md border bg-background px-2 text-xs"
      >
        {SPEECH_ENGINES.map((id) => (
          // An engine without a key cannot be chosen while another one has a key.
          <option key={id} value={id} disabled={anyKey && !hasKey(id)}>
            {SPEECH_ENGINE_LABELS[id]}
            {status && !hasKey(id) ? ' (no key)' : ''}
          </option>
        ))}
      </select>
      <Button
        variant={dictation.active ? 'destructive' : 'outline'}
        size="sm"
        onClick={toggle}
        aria-keyshortcuts="Alt+D"
        title="Dictate (Alt+D)"
        // Dictate and Stop take the same width, so nothing after them moves.
        className="min-w-24"
      >
        {dictation.active ? <SquareIcon aria-hidden="true" /> : <MicIcon aria-hidden="true" />}
        {dictation.active ? 'Stop' : 'Dictate'}
      </Button>
      <span
        role="status"
        aria-live="polite"
        aria-label="Dictation status"
        title={statusText(dictation.state)}
        // A fixed width: a status that grows ('Listening: …') must not push the buttons after
        // it onto another row. The full text is in the title and read by screen readers.
        className="inline-block w-40 truncate text-xs text-muted-foreground"
      >
        {statusText(dictation.state)}
      </span>
      <Button variant="ghost" size="sm" onClick={playback.toggle} className="min-w-36">
        {playback.playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
        {playback.playing ? 'Pause recording' : 'Play recording'}
      </Button>
    </>
  );
}
