import type { SentenceScore } from '@common/detection';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { percent, SENTENCE_SCALE, scaleStep, textSegments } from './scale';

/**
 * The text with each sentence shaded by its score. Not colour alone: each sentence shows its
 * score on hover and keyboard focus (and in the readout), and the list below gives all scores.
 */
export function SentenceHighlight({
  text,
  sentences,
}: {
  text: string;
  sentences: SentenceScore[];
}) {
  const [focused, setFocused] = useState<number | null>(null);
  const current = focused === null ? null : sentences[focused];
  return (
    <div className="grid gap-2">
      <ul aria-label="Colour scale" className="flex flex-wrap items-center gap-2 text-xs">
        <li className="text-muted-foreground">AI probability per sentence:</li>
        {SENTENCE_SCALE.map((step) => (
          <li key={step.label} className={cn('rounded px-1.5 py-0.5', step.className)}>
            {step.label}
          </li>
        ))}
      </ul>
      <p className="min-h-5 text-xs text-muted-foreground" aria-live="polite">
        {current
          ? `Sentence ${(focused ?? 0) + 1}: ${percent(current.probability)} AI probability${
              current.reasons?.length ? `. ${current.reasons.join(' ')}` : ''
            }`
          : 'Hover over or focus a sentence to see its score and, where it reads as AI, why.'}
      </p>
      <div
        data-testid="highlighted-text"
        className="max-h-80 overflow-y-auto whitespace-pre-wrap rounded-md border p-3 text-sm leading-relaxed"
      >
        {textSegments(text, sentences).map((piece, i) =>
          piece.sentence === undefined ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are positional
            <span key={i}>{piece.text}</span>
          ) : (
            <mark
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are positional
              key={i}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the sentence's score
              tabIndex={0}
              title={`${percent(piece.probability ?? 0)} AI probability`}
              data-score={percent(piece.probability ?? 0)}
              className={cn(
                'rounded-sm text-foreground outline-offset-1 focus-visible:outline-2 focus-visible:outline-ring',
                scaleStep(piece.probability ?? 0).className,
              )}
              onMouseEnter={() => setFocused(piece.sentence!)}
              onFocus={() => setFocused(piece.sentence!)}
            >
              {piece.text}
            </mark>
          ),
        )}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer">Sentence scores as a list</summary>
        <ol className="mt-2 grid list-decimal gap-1 pl-6">
          {sentences.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sentences are positional
            <li key={i}>
              <span className="font-medium tabular-nums">{percent(s.probability)}</span> {s.text}
              {s.reasons && s.reasons.length > 0 && (
                <ul className="list-disc pl-5 text-xs text-muted-foreground" aria-label="Why">
                  {s.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
