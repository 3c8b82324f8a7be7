export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Words with the spaces after them, so joining the parts gives the text back. */
const tokens = (text: string) => text.match(/\S+\s*|\s+/g) ?? [];

/** Above this many word pairs the table would be too big: the texts are compared by paragraph. */
const MAX_CELLS = 4_000_000;

/**
 * A word-level diff of two texts (longest common subsequence): what Box C kept of Box A,
 * what it removed and what it added. Very long texts are compared paragraph by paragraph.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MAX_CELLS) {
    return diffSequences(before.split(/(?<=\n\n)/), after.split(/(?<=\n\n)/));
  }
  return diffSequences(a, b);
}

function diffSequences(a: string[], b: string[]): DiffPart[] {
  const key = (token: string) => token.trim();
  const width = b.length + 1;
  // lengths[i * width + j]: LCS length of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        key(a[i]!) === key(b[j]!)
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (key(a[i]!) === key(b[j]!)) {
      push('same', b[j]!);
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      push('removed', a[i++]!);
    } else {
      push('added', b[j++]!);
    }
  }
  while (i < a.length) push('removed', a[i++]!);
  while (j < b.length) push('added', b[j++]!);
  return parts;
}
