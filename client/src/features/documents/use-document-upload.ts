import { countWords } from '@common/chunking';
import { DOCUMENT_LIMITS } from '@common/documents';
import { formatNumber } from '@common/format-number';
import { useCallback, useSyncExternalStore } from 'react';
import { describeError } from '@/lib/api';
import { useTextEditor } from '@/lib/text-handoff';
import { announceTextOrigin } from '@/lib/text-origin';
import { toast } from '@/lib/toast';
import { extractText, ocrExtract, transcribeAudio } from './api';
import { routeOf, type UploadRoute } from './file-kind';
import { errorCode, uploadErrorMessage } from './messages';

interface UploadSnapshot {
  /** The file being read, if any. */
  busy: { name: string; route: UploadRoute } | null;
  /** A PDF that turned out to be a scan: its pages can be read with OCR. */
  scannedPdf: File | null;
  lastUpload: { name: string; words: number } | null;
}

/**
 * One upload state for the whole page, shared by the Document Processing section and the
 * workspace's Upload button without a provider of its own.
 */
let snapshot: UploadSnapshot = {
  busy: null,
  scannedPdf: null,
  lastUpload: null,
};
const listeners = new Set<() => void>();
function update(patch: Partial<UploadSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const CALLS: Record<UploadRoute, (file: File) => Promise<{ text: string }>> = {
  document: extractText,
  image: ocrExtract,
  audio: transcribeAudio,
};

export interface DocumentUpload extends UploadSnapshot {
  upload(file: File): Promise<void>;
  readScannedPdf(): Promise<void>;
}

/**
 * Uploads into the workspace input: the file's first bytes pick the way (text extraction,
 * OCR or transcription); the text is added after what is there, and the input is never
 * touched on failure. `onAdded` gets each uploaded text once it is in the input: the home
 * route hands in detection's auto-detect, so this feature does not import detection.
 */
export function useDocumentUpload(onAdded?: (text: string) => void): DocumentUpload {
  // The workspace input, written through the app's hand-off store.
  const { append: appendToInput } = useTextEditor('workspace-input');
  const state = useSyncExternalStore(subscribe, () => snapshot);

  const run = useCallback(
    async (file: File, route: UploadRoute): Promise<void> => {
      // The line about an earlier upload goes: it must not read as this file's result.
      update({ busy: { name: file.name, route }, lastUpload: null });
      try {
        const { text } = await CALLS[route](file);
        if (!text.trim()) {
          toast.error(route === 'audio' ? 'No speech detected' : 'No text found', {
            description: `Nothing readable was found in ${file.name}.`,
          });
          return;
        }
        announceTextOrigin('workspace-input', {
          source: { kind: 'uploaded', detail: file.name.slice(0, 200) },
        });
        appendToInput(text);
        const words = countWords(text);
        update({ lastUpload: { name: file.name, words }, scannedPdf: null });
        toast.success(route === 'audio' ? 'Audio Transcribed' : 'Text added', {
          description:
            route === 'audio'
              ? `${formatNumber(words)} words transcribed.`
              : `${formatNumber(words)} words from ${file.name}.`,
          duration: 3000,
        });
        onAdded?.(text);
      } catch (error) {
        if (errorCode(error) === 'no_text_layer') {
          update({ scannedPdf: file });
          toast.error('Error processing document', {
            description: describeError(error, 'This PDF has no text layer.'),
            action: { label: 'Read with OCR', onClick: () => void run(file, 'image') },
          });
          return;
        }
        const message = uploadErrorMessage(route, error);
        toast.error(message.title, { description: message.description });
      } finally {
        update({ busy: null });
      }
    },
    [appendToInput, onAdded],
  );

  const upload = useCallback(
    async (file: File) => {
      if (file.size > DOCUMENT_LIMITS.maxUploadBytes) {
        toast.error('Error processing document', {
          description: `The file is larger than ${DOCUMENT_LIMITS.maxUploadBytes / 1024 / 1024} MB.`,
        });
        return;
      }
      await run(file, await routeOf(file));
    },
    [run],
  );

  const readScannedPdf = useCallback(async () => {
    if (snapshot.scannedPdf) await run(snapshot.scannedPdf, 'image');
  }, [run]);

  return { ...state, upload, readScannedPdf };
}
