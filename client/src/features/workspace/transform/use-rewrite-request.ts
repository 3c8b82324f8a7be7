import type { TransformRequest } from '@common/transform';
import { useCallback } from 'react';
import { announceTextOrigin } from '@/lib/text-origin';
import { formatOutput } from '../output/output-format';
import { useWorkspace } from '../workspace-context';

/**
 * The workspace's side of every run mode: the request built from the settings, and the answer
 * shown in the output. The input and the instructions are read when a rewrite starts, not
 * followed: typing in either re-renders no runner.
 */
export function useRewriteRequest() {
  const { readInput, readInstructions, settings, setOutput, setGraphs } = useWorkspace();

  const request = useCallback(
    (text: string, overrides: Partial<TransformRequest> = {}): TransformRequest => ({
      text,
      instructions: readInstructions(),
      model: settings.model,
      preset: settings.preset,
      transformType: settings.transformType,
      retainFormatting: settings.retainFormatting,
      includeGraphs: settings.includeGraphs,
      useStyleReference: settings.useStyleReference,
      useContentReference: settings.useContentReference,
      ...overrides,
    }),
    [readInstructions, settings],
  );

  /** The output about to take a model's answer: its authorship record names model and preset. */
  const announceAnswer = useCallback(
    (preset: string = settings.preset) =>
      announceTextOrigin('workspace-output', {
        source: { kind: 'ai', detail: `${settings.model} · ${preset}` },
      }),
    [settings.model, settings.preset],
  );

  const showResult = useCallback(
    (raw: string, preset?: string) => {
      const formatted = formatOutput(raw);
      if (!formatted.text && formatted.graphs.length === 0) return;
      announceAnswer(preset);
      setOutput(formatted.text);
      setGraphs(formatted.graphs);
    },
    [setOutput, setGraphs, announceAnswer],
  );

  return { readInput, request, showResult, announceAnswer, setOutput, setGraphs };
}

export type RewriteRequest = ReturnType<typeof useRewriteRequest>;
