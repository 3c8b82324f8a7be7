import type { Source } from '@common/authorship';
import { countWords } from '@common/chunking';
import { formatNumber } from '@common/format-number';
import { SendIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { describeError } from '@/lib/api';
import { sourceOfInput } from '@/lib/text-provenance';
import { toast } from '@/lib/toast';
import { useTextAreaChecks } from '@/lib/writing-slot';
import { ACCEPT, extractText } from './api';

export type DictationSlot = (onText: (text: string) => void, subject: string) => ReactNode;

/**
 * Document A or B: the text with upload (documents, and images through OCR), dictation,
 * clear, a live word count, and the hand-offs to the workspace and the humanizer.
 */
export function DocumentBox(props: {
  id: string;
  title: string;
  value: string;
  /**
   * The new text, where the change came from (typed when not said), and whether all of it came
   * from there (an upload replaces the document).
   */
  onChange: (value: string, source?: Source, whole?: boolean) => void;
  renderDictation?: DictationSlot;
  onSendToMain: (text: string) => void;
  onSendToBypass: (text: string) => void;
  disabled?: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const { value, onChange, title } = props;
  const { ref: checkedArea, checks } = useTextAreaChecks(value, onChange, title.toLowerCase());

  async function upload(file: File) {
    setUploading(true);
    try {
      const text = await extractText(file);
      if (!text.trim()) {
        toast.error('Upload failed', { description: 'Failed to extract text from the document.' });
        return;
      }
      onChange(text, { kind: 'uploaded', detail: file.name.slice(0, 200) }, true);
      toast.success(`${file.name} loaded into ${title}`);
    } catch (error) {
      toast.error('Upload failed', {
        description: describeError(error, 'Please try again with a different file.'),
      });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const appendDictated = (text: string) =>
    onChange(value.trim() ? `${value.replace(/\s+$/, '')} ${text}` : text, { kind: 'dictated' });

  return (
    // Relative: the writing checks lay their underlines over the text area.
    <div className="relative grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={props.id} className="text-base font-semibold">
          {title}
        </Label>
        <div className="flex flex-wrap items-center gap-1">
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={`Upload a file into ${title}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void upload(file);
            }}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={uploading || props.disabled}
            onClick={() => fileInput.current?.click()}
          >
            <UploadIcon aria-hidden="true" />
            {uploading ? 'Reading…' : 'Upload'}
            <span className="sr-only"> into {title}</span>
          </Button>
          {props.renderDictation?.(appendDictated, title)}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={!value || props.disabled}
            onClick={() => onChange('')}
          >
            <Trash2Icon aria-hidden="true" />
            Clear
            <span className="sr-only"> {title}</span>
          </Button>
        </div>
      </div>
      <Textarea
        ref={checkedArea}
        id={props.id}
        value={value}
        onChange={(event) => onChange(event.target.value, sourceOfInput(event.nativeEvent))}
        placeholder="Type, paste, dictate or upload a document (.docx, .pdf, .txt, or an image)"
        className="h-56 resize-y leading-relaxed"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {formatNumber(countWords(value))} words
        </p>
        <div className="flex flex-wrap gap-1">
          {[
            { label: 'Send to Main App', send: props.onSendToMain },
            { label: 'Send to GPT Bypass', send: props.onSendToBypass },
          ].map(({ label, send }) => (
            <Button
              key={label}
              type="button"
              variant="outline"
              size="sm"
              disabled={!value.trim()}
              onClick={() => send(value)}
            >
              <SendIcon aria-hidden="true" />
              {label}
              <span className="sr-only"> ({title})</span>
            </Button>
          ))}
        </div>
      </div>
      {checks}
    </div>
  );
}
