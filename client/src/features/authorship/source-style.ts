import { SOURCE_COLORS, type SourceKind } from '@common/authorship';
import type { CSSProperties } from 'react';

/**
 * How text from each source looks in the panel: a tint of its colour and a line of its own
 * style, so that the kinds stay apart without colour (and in a grey print).
 */
const LINE: Record<SourceKind, CSSProperties> = {
  typed: {},
  dictated: { textDecorationLine: 'underline', textDecorationStyle: 'dotted' },
  pasted: { textDecorationLine: 'underline', textDecorationStyle: 'wavy' },
  uploaded: { textDecorationLine: 'underline', textDecorationStyle: 'double' },
  ai: { textDecorationLine: 'underline', textDecorationStyle: 'solid' },
  humanized: { textDecorationLine: 'underline', textDecorationStyle: 'dashed' },
  library: { textDecorationLine: 'overline', textDecorationStyle: 'solid' },
  unrecorded: { textDecorationLine: 'underline', textDecorationStyle: 'dotted', opacity: 0.75 },
};

export function sourceStyle(kind: SourceKind): CSSProperties {
  return {
    ...LINE[kind],
    textDecorationColor: SOURCE_COLORS[kind],
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
    backgroundColor: `${SOURCE_COLORS[kind]}22`,
  };
}

/** The words of each line style, for the legend read aloud. */
export const LINE_WORDS: Record<SourceKind, string> = {
  typed: 'no line',
  dictated: 'dotted underline',
  pasted: 'wavy underline',
  uploaded: 'double underline',
  ai: 'solid underline',
  humanized: 'dashed underline',
  library: 'line above',
  unrecorded: 'faint dotted underline',
};
