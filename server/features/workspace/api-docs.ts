import { referenceUseSchema } from '@common/library';
import { type StreamLine, usageSchema } from '@common/transform';
import { z } from 'zod';
import { aiCallErrors, errorDoc, type FeatureDocs } from '../../openapi/route-docs';

/** One line of the rewrite stream, as a schema (common/transform.ts types it as StreamLine). */
const streamLineSchema = z.union([
  z.object({ chunk: z.string() }),
  z.object({ progress: z.number().min(0).max(100) }),
  z.object({ references: referenceUseSchema }),
  z.object({ done: z.literal(true), usage: usageSchema }),
  z.object({ error: z.string() }),
]);
// The schema and the type the server writes must stay one and the same.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameLine: Same<z.infer<typeof streamLineSchema>, StreamLine> = true;
void sameLine;

const rewriteErrors = {
  400: errorDoc('Validation.', 'Text is required'),
  ...aiCallErrors({
    missingKey: 'Anthropic API key is required for Claude models. Please add it in Settings.',
    provider: 'Anthropic',
    service: 'ZHI 1',
  }),
};

const bodyExamples = {
  'A short rewrite': {
    text: 'our product are good and peoples like it alot',
    preset: 'Professional',
    model: 'gpt-4o',
  },
  'Homework with a custom instruction': {
    text: 'Explain why the sky is blue in two paragraphs.',
    instructions: 'Write for a 12-year-old.',
    mode: 'homework',
    model: 'deepseek-chat',
  },
};

export const workspaceDocs: FeatureDocs = {
  tag: 'Rewriting',
  description:
    'A text rewritten by the chosen model in the chosen mode, whole or streamed as newline-delimited JSON.',
  routes: {
    'POST /api/transform': {
      summary: 'Rewrite a text (whole answer)',
      description:
        'The active references of the caller’s style and content libraries are read on the server (with `useStyleReference` / `useContentReference`); `styleReferences` and `contentReferences` of the request are accepted and ignored. `references` says what was used.',
      bodyExamples,
      responses: {
        200: {
          description: 'The rewritten text and the tokens used.',
          examples: {
            Rewritten: {
              text: 'Our product is good, and people like it a lot.',
              usage: { inputTokens: 412, outputTokens: 18 },
            },
            'With library references': {
              text: 'Our product is good, and people like it a lot.',
              usage: { inputTokens: 2311, outputTokens: 18 },
              references: { style: 1, content: 0, shortened: false },
            },
          },
        },
        ...rewriteErrors,
      },
    },
    'POST /api/transform-stream': {
      summary: 'Rewrite a text, streamed as it is written',
      description:
        'Newline-delimited JSON, one object a line: `{"references": …}` first when references were used, `{"chunk": "…"}` as text arrives, `{"progress": N}` after each chunk of a document over 8,000 characters, then `{"done": true, "usage": …}`, or a last `{"error": "…"}`. Refusals found before the stream starts (validation, key, credits) are plain JSON errors. The status and headers are sent as soon as the provider has the request, before its first words. Closing the connection stops the provider call.',
      bodyExamples,
      responses: {
        200: {
          description: 'The stream; the schema is that of one line.',
          contentType: 'application/x-ndjson',
          schema: streamLineSchema,
          examples: {
            'A chunk': { chunk: 'Our product is good, ' },
            Progress: { progress: 40 },
            'The last line': { done: true, usage: { inputTokens: 412, outputTokens: 18 } },
            'A failure mid-way': { error: 'Anthropic did not answer in time. Please try again.' },
          },
        },
        ...rewriteErrors,
      },
    },
  },
};
