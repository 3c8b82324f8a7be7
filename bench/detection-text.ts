import { readFileSync } from 'node:fs';
import { splitWords } from '../server/features/detection/detector/index';

/** The detection fixtures, AI-styled and human, joined to at least `words` words. */
export function detectionBenchText(words = 1000): string {
  const load = (name: string): string[] =>
    (
      JSON.parse(
        readFileSync(new URL(`../tests/fixtures/detection/${name}`, import.meta.url), 'utf8'),
      ) as { texts: Array<{ text: string }> }
    ).texts.map((t) => t.text);
  const pool = [...load('ai-styled.json'), ...load('simple-human.json')];
  const parts: string[] = [];
  for (let i = 0; splitWords(parts.join('\n\n')).length < words; i++)
    parts.push(pool[i % pool.length]!);
  return parts.join('\n\n');
}
