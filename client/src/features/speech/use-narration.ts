import { NARRATION_FILE_NAME } from '@common/speech';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '@/lib/api';
import { downloadBlob } from '@/lib/download';
import { toast } from '@/lib/toast';
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
 * changed), then played, paused, reset to the start, or downloaded as an mp3 (generated for
 * the download when what was played is not of the current text, voice and speed).
 */
export function useNarration(text: string, voiceId: string | undefined, speed: number) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const generated = useRef<Generated | null>(null);
  const pending = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<NarrationPhase>('idle');
  const [downloading, setDownloading] = useState(false);
  const refreshBalance = useRefreshUser();
  const keyOf = useCallback(() => JSON.stringify([text, voiceId, speed]), [text, voiceId, speed]);

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
    const key = keyOf();
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
  }, [text, voiceId, speed, keyOf, refreshBalance]);

  const pause = useCallback(() => audioRef.current?.pause(), []);

  const reset = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.pause();
    if (generated.current) audio.currentTime = 0;
    setPhase('reset');
  }, []);

  /**
   * Downloads the narration of the text, voice and speed shown now: the one already played
   * when it is of exactly these, else a new one made for the download (never the audio of an
   * earlier text or voice).
   */
  const download = useCallback(async () => {
    if (!text.trim()) {
      toast.error('Download Failed', { description: 'No audio available to download.' });
      return;
    }
    const current = generated.current;
    const played =
      current?.key === keyOf()
        ? (current.blob ?? (await current.stream.blob.catch(() => null)))
        : null;
    if (played) {
      downloadBlob(played, NARRATION_FILE_NAME);
      return;
    }
    setDownloading(true);
    try {
      const response = await apiRequest('POST', '/api/tts', { text, voiceId, speed });
      downloadBlob(await response.blob(), NARRATION_FILE_NAME);
    } catch (error) {
      toast.error('Speech Generation Failed', { description: speechErrorDescription(error) });
    } finally {
      setDownloading(false);
      refreshBalance();
    }
  }, [text, voiceId, speed, keyOf, refreshBalance]);

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

  return { audioRef, audioEvents, phase, downloading, play, pause, reset, download };
}
