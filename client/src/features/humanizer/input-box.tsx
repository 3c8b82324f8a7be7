import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Box, CopyButton, counts } from './box';
import { BoxAUploadButton } from './box-a-upload-button';
import { ScoreBadge } from './score-badge';
import type { Humanizer } from './use-humanizer';

/** Box A: the text to humanize, typed, pasted or uploaded, with its AI score. */
export function InputBox({ h }: { h: Pick<Humanizer, 'input' | 'setInput' | 'inputScore'> }) {
  return (
    <Box
      id="humanizer-box-a"
      checked
      title="Box A: Input"
      badge={<ScoreBadge label="Input" value={h.inputScore.value} pending={h.inputScore.pending} />}
      actions={
        <>
          <BoxAUploadButton
            onText={(result) => {
              if (result.aiScore !== null)
                h.inputScore.remember(result.document.content, result.aiScore);
              h.setInput(result.document.content);
            }}
          />
          <CopyButton text={h.input} what="Box A" />
          <Button variant="ghost" size="sm" disabled={!h.input} onClick={() => h.setInput('')}>
            <Trash2Icon aria-hidden="true" />
            Delete<span className="sr-only"> the text of Box A</span>
          </Button>
        </>
      }
      value={h.input}
      onChange={h.setInput}
      placeholder="Paste, type or upload the text to humanize…"
      textClass="h-64"
      footer={<p className="text-xs text-muted-foreground">{counts(h.input)}</p>}
    />
  );
}
