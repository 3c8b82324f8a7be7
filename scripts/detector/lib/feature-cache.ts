/**
 * Style features of every training text, cached on disk by a hash of the texts and of the
 * feature code's inputs, so exploring and retraining do not recompute them (they are the slow part).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  extractFeatures,
  type FeatureValues,
} from '../../../server/features/detection/detector/features';

export function cachedFeatures(texts: readonly string[]): FeatureValues[] {
  const featureSource = readFileSync('server/features/detection/detector/features.ts', 'utf8');
  const key = createHash('sha256')
    .update(featureSource)
    .update(readFileSync('server/features/detection/detector/habit-features.ts', 'utf8'))
    .update(readFileSync('server/features/detection/detector/lexicons.ts', 'utf8'))
    .update(JSON.stringify(texts))
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), 'redraft-detector-cache');
  const path = join(dir, `features-${key}.json`);
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as FeatureValues[];
  const started = Date.now();
  const features = texts.map((t) => extractFeatures(t));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path, JSON.stringify(features));
  console.log(
    `style features of ${texts.length} texts in ${((Date.now() - started) / 1000).toFixed(0)} s (cached)`,
  );
  return features;
}

/**
 * Left-out splits' part scores, cached by everything they depend on (rows, configurations,
 * the fitting code): changing only the combination or the calibration re-reads them.
 */
export function cachedSplits<T>(key: unknown, compute: () => T): T {
  const sources = [
    'scripts/detector/lib/lexical-fit.ts',
    'scripts/detector/lib/ensemble.ts',
    'scripts/detector/lib/fit.ts',
    'scripts/detector/lib/transfer.ts',
    'server/features/detection/detector/lexical.ts',
  ].map((p) => readFileSync(p, 'utf8'));
  const hash = createHash('sha256')
    .update(JSON.stringify(key))
    .update(sources.join('\n'))
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), 'redraft-detector-cache');
  const path = join(dir, `splits-${hash}.json`);
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as T;
  const value = compute();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path, JSON.stringify(value));
  return value;
}
