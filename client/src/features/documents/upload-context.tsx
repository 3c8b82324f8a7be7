import { DOCUMENT_LIMITS } from '@common/documents';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useWorkspace } from '@/features/workspace/workspace-context';
import { describeError } from '@/lib/api';
import { countWords } from '@/lib/text-stats';
import { detectAi, extractText, ocrExtract, transcribeAudio } from './api';
import { useAutoDetect } from './auto-detect';
import { routeOf, type UploadRoute } from './file-kind';
import { errorCode, uploadErrorMessage } from './messages';

export interface UploadState {
  /** The file being read, if any. */
  busy: { name: string; route: UploadRoute } | null;
  /** A PDF that turned out to be a scan: its pages can be read with OCR. */
  scannedPdf: File | null;
  lastUpload: { name: string; words: number } | null;
  autoDetect: boolean;
  setAutoDetect(on: boolean): void;
  /** What the detection API answered for the last upload (its display is the detection feature's). */
  detection: Record<string, unknown> | null;
  upload(file: File): Promise<void>;
  readScannedPdf(): Promise<void>;
}

const UploadContext = createContext<UploadState | null>(null);

const CALLS: Record<UploadRoute, (file: File) => Promise<{ text: string }>> = {
  document: extractText,
  image: ocrExtract,
  audio: transcribeAudio,
};

/**
 * Uploads into the workspace input: the file's bytes pick the way (text extraction, OCR or
 * transcription); the text is added after what is there, and the input is never touched on
 * failure.
 */
export function DocumentUploadProvider({ children }: { children: ReactNode }) {
  const { appendToInput } = useWorkspace();
  const [busy, setBusy] = useState<UploadState['busy']>(null);
  const [scannedPdf, setScannedPdf] = useState<File | null>(null);
  const [lastUpload, setLastUpload] = useState<UploadState['lastUpload']>(null);
  const [autoDetect, setAutoDetect] = useState(false);
  const [detection, setDetection] = useState<Record<string, unknown> | null>(null);

  const detect = useCallback((text: string) => {
    detectAi(text).then(setDetection, (error: unknown) =>
      toast.error('AI Detection Failed', {
        description: describeError(error, 'Failed to detect AI content'),
      }),
    );
  }, []);
  const afterUpload = useAutoDetect(autoDetect, detect);

  const run = useCallback(
    async (file: File, route: UploadRoute) => {
      setBusy({ name: file.name, route });
      setDetection(null);
      try {
        const { text } = await CALLS[route](file);
        if (!text.trim()) {
          toast.error(route === 'audio' ? 'No speech detected' : 'No text found', {
            description: `Nothing readable was found in ${file.name}.`,
          });
          return;
        }
        appendToInput(text);
        const words = countWords(text);
        setLastUpload({ name: file.name, words });
        setScannedPdf(null);
        if (route === 'audio') {
          toast.success('Audio Transcribed', {
            description: `${words.toLocaleString('en-US')} words transcribed.`,
            duration: 3000,
          });
        } else {
          toast.success('Text added', {
            description: `${words.toLocaleString('en-US')} words from ${file.name}.`,
            duration: 3000,
          });
        }
        afterUpload(text);
      } catch (error) {
        if (errorCode(error) === 'no_text_layer') {
          setScannedPdf(file);
          toast.error('Error processing document', {
            description: describeError(error, 'This PDF has no text layer.'),
            action: { label: 'Read with OCR', onClick: () => void run(file, 'image') },
          });
          return;
        }
        const message = uploadErrorMessage(route, error);
        toast.error(message.title, { description: message.description });
      } finally {
        setBusy(null);
      }
    },
    [appendToInput, afterUpload],
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
    if (scannedPdf) await run(scannedPdf, 'image');
  }, [run, scannedPdf]);

  const value = useMemo(
    () => ({
      busy,
      scannedPdf,
      lastUpload,
      autoDetect,
      setAutoDetect,
      detection,
      upload,
      readScannedPdf,
    }),
    [busy, scannedPdf, lastUpload, autoDetect, detection, upload, readScannedPdf],
  );
  return <UploadContext.Provider value={value}>{children}</UploadContext.Provider>;
}

export function useDocumentUpload(): UploadState {
  const context = useContext(UploadContext);
  if (!context) throw new Error('useDocumentUpload needs a DocumentUploadProvider');
  return context;
}
