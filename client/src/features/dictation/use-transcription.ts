import { countWords } from '@common/chunking';
import { SPEECH_ENGINE_LABELS, type SpeechEngine } from '@common/dictation';
import { formatNumber } from '@common/format-number';
import { useCallback, useRef } from 'react';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useRefreshUser } from '@/lib/user-query';
import { transcribeRecording } from './transcribe-api';

const TRANSCRIPTION_ERROR =
  'Could not transcribe audio. Please check your connection and try again.';

/**
 * A recording sent for server transcription with the chosen engine; the text is appended to
 * the input. A failure keeps the recording, so the user can try again without dictating again.
 */
export function useTranscription(engine: SpeechEngine, appendToInput: (text: string) => void) {
  const engineRef = useRef(engine);
  engineRef.current = engine;
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
          description: `${formatNumber(words)} ${words === 1 ? 'word' : 'words'} transcribed${
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
  return transcribe;
}
