import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';

/** Plays the last recording; the same control toggles between playing and paused (spec). */
export function useRecordingPlayback(recording: Blob | null) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!recording) return;
    const url = URL.createObjectURL(recording);
    const element = new Audio(url);
    element.onended = () => setPlaying(false);
    element.onpause = () => setPlaying(false);
    element.onplay = () => setPlaying(true);
    audio.current = element;
    return () => {
      element.pause();
      audio.current = null;
      setPlaying(false);
      URL.revokeObjectURL(url);
    };
  }, [recording]);

  const toggle = useCallback(() => {
    const element = audio.current;
    if (!element) {
      toast.error('No recorded audio', { description: 'Record some dictation first.' });
      return;
    }
    if (!element.paused) {
      element.pause();
      return;
    }
    element.play().catch(() => toast.error('Could not play the audio.'));
  }, []);

  return { playing, toggle };
}
