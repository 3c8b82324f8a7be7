import { NARRATION_FILE_NAME } from '@common/speech';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api';
import { downloadBlob } from '@/lib/download';
import { useRefreshUser } from '@/lib/user-query';
import { speechErrorDescription } from './narration-errors';
import { type StreamedAudio, streamMp3 } from './stream-audio';

/** Text-to-speech states of the spec: loading, then an audio object, then playing, paused or reset. */
export type NarrationPhase = 'idle' | 'loading' | 'playing' | 'paused' | 'reset';

interface Generated {
  key: string;
  stream: StreamedAudio;
  /** The whole MP3 once downloaded; until then, null. */
  blob: Blob | null;
}

/**
 * Narration of a text: generated on the first Play (and again when the text, voice or speed
 * changed), then played, paused, reset to the start, or downloaded as an mp3.
 */
export function useNarration(text: string, voiceId: string | undefined, speed: number) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const generated = useRef<Generated | null>(null);
  const pending = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<NarrationPhase>('idle');
  const refreshBalance = useRefreshUser();

  useEffect(
    () => () => {
      pending.current?.abort();
      if (generated.current) URL.revokeObjectURL(generated.current.stream.url);
    },
    [],
  );

  const play = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio || !text.trim() || pending.current) return;
    const key = JSON.stringify([text, voiceId, speed]);
    const stale = generated.current?.stream.trimmed() && audio.currentTime === 0;
    if (generated.current?.key !== key || stale) {
      setPhase('loading');
      const controller = new AbortController();
      pending.current = controller;
      try {
        const response = await apiRequest(
          'POST',
          '/api/tts',
          { text, voiceId, speed },
          { signal: controller.signal },
        );
        if (generated.current) URL.revokeObjectURL(generated.current.stream.url);
        generated.current = null;
        const stream = await streamMp3(response, audio);
        const current: Generated = { key, stream, blob: null };
        generated.current = current;
        stream.blob.then(
          (blob) => {
            current.blob = blob;
            // A cloud voice is charged in credits once the narration is made.
            refreshBalance();
          },
          () => {
            refreshBalance();
            if (generated.current === current) generated.current = null;
            audio.pause();
            toast.error('Speech Generation Failed', {
              description: 'The narration was cut off. Please try again.',
            });
          },
        );
      } catch (error) {
        if (!controller.signal.aborted) {
          toast.error('Speech Generation Failed', { description: speechErrorDescription(error) });
        }
        setPhase('idle');
        return;
      } finally {
        pending.current = null;
      }
    }
    try {
      await audio.play();
    } catch {
      setPhase('paused');
      toast.error('Playback Error', { description: 'Failed to play the generated audio' });
    }
  }, [text, voiceId, speed, refreshBalance]);

  const pause = useCallback(() => audioRef.current?.pause(), []);

  const reset = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    if (generated.current) audio.currentTime = 0;
    setPhase('reset');
  }, []);

  const download = useCallback(async () => {
    const current = generated.current;
    const blob = current && (current.blob ?? (await current.stream.blob.catch(() => null)));
    if (!blob) {
      toast.error('Download Failed', { description: 'No audio available to download.' });
      return;
    }
    downloadBlob(blob, NARRATION_FILE_NAME);
  }, []);

  /** Wire these to the <audio> element the controls render. */
  const audioEvents = {
    onPlay: () => setPhase('playing'),
    onPause: () => setPhase((current) => (current === 'reset' ? 'reset' : 'paused')),
    onEnded: () => setPhase('reset'),
    onError: () => {
      if (generated.current) {
        setPhase('paused');
        toast.error('Playback Error', { description: 'Failed to play the generated audio' });
      }
    },
  };

  return { audioRef, audioEvents, phase, play, pause, reset, download };
}
