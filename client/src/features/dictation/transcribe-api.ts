import { RECORDING_FILE_NAME, type SpeechEngine, type TranscribeResponse } from '@common/dictation';
import { apiJson } from '@/lib/api';

/** Uploads a recording as 'dictation.webm' (multipart field `audio`) for server transcription. */
export function transcribeRecording(
  recording: Blob,
  engine: SpeechEngine,
): Promise<TranscribeResponse> {
  const form = new FormData();
  form.append('engine', engine);
  form.append('audio', recording, RECORDING_FILE_NAME);
  return apiJson<TranscribeResponse>('POST', '/api/transcribe', form);
}
