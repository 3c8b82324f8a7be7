import { TTS_ENGINE_LABELS, TTS_ENGINES } from '@common/speech';
import { DownloadIcon, LoaderIcon, PauseIcon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { memo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useNarration } from './use-narration';
import { useVoices } from './use-voices';

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2];

/**
 * Narration of the processed output: voice, speed, play / pause / reset, download as mp3.
 * It re-renders when the output changes, not with every render of the workspace around it.
 */
export const NarrationControls = memo(function NarrationControls({ text }: { text: string }) {
  const voices = useVoices();
  const [chosenVoice, setChosenVoice] = useState<string>();
  const [speed, setSpeed] = useState(1);
  const list = voices.data?.voices ?? [];
  const voiceId = list.some((voice) => voice.voice_id === chosenVoice)
    ? chosenVoice
    : list[0]?.voice_id;
  const narration = useNarration(text, voiceId, speed);
  const playing = narration.phase === 'playing';
  const loading = narration.phase === 'loading';

  return (
    <fieldset className="flex flex-wrap items-center gap-2" aria-label="Narration">
      <select
        aria-label="Voice"
        value={voiceId ?? ''}
        onChange={(event) => setChosenVoice(event.target.value)}
        disabled={list.length === 0}
        className="h-8 max-w-56 rounded-md border bg-background px-2 text-xs"
      >
        {list.length === 0 && (
          <option value="">{voices.isLoading ? 'Loading voices…' : 'No voices'}</option>
        )}
        {TTS_ENGINES.map((engine) => {
          const ofEngine = list.filter((voice) => voice.engine === engine);
          if (ofEngine.length === 0) return null;
          return (
            <optgroup key={engine} label={TTS_ENGINE_LABELS[engine]}>
              {ofEngine.map((voice) => (
                <option key={voice.voice_id} value={voice.voice_id}>
                  {voice.name}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
      <select
        aria-label="Narration speed"
        value={speed}
        onChange={(event) => setSpeed(Number(event.target.value))}
        className="h-8 rounded-md border bg-background px-2 text-xs"
      >
        {SPEEDS.map((value) => (
          <option key={value} value={value}>
            {value}×
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        size="sm"
        onClick={() => (playing ? narration.pause() : void narration.play())}
        disabled={loading || (!playing && !text.trim())}
      >
        {loading ? (
          <LoaderIcon aria-hidden="true" className="animate-spin" />
        ) : playing ? (
          <PauseIcon aria-hidden="true" />
        ) : (
          <PlayIcon aria-hidden="true" />
        )}
        {loading ? 'Generating speech...' : playing ? 'Pause narration' : 'Play narration'}
      </Button>
      <Button variant="ghost" size="sm" onClick={narration.reset} disabled={loading}>
        <RotateCcwIcon aria-hidden="true" />
        Reset<span className="sr-only"> narration</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void narration.download()}
        disabled={loading || narration.downloading || !text.trim()}
        aria-busy={narration.downloading}
      >
        {narration.downloading ? (
          <LoaderIcon aria-hidden="true" className="animate-spin" />
        ) : (
          <DownloadIcon aria-hidden="true" />
        )}
        Download<span className="sr-only"> narration as mp3</span>
      </Button>
      <audio ref={narration.audioRef} aria-label="Narration audio" {...narration.audioEvents} />
    </fieldset>
  );
});
