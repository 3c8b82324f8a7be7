import {
  detectRequestSchema,
  detectResponseSchema,
  type ReportFormat,
  reportFileName,
  reportRequestSchema,
} from '@common/detection';
import type { AppContext, ZodApp } from '../../context';
import { abortOnDisconnect } from '../../lib/disconnect';
import { asBuffer, writerPool } from '../../lib/writer-pool';
import { callerPayer } from '../../plugins/caller';
import { detectionDocs } from './api-docs';
import { createLocalScorer, type LocalScorerPool } from './local-scorer';
import { buildReport, type ReportDocument } from './report/content';
import { REPORT_CONTENT_TYPES } from './report/content-types';
import { detectAi, revalidateResult } from './service';

/** A download name safe in a header: the client's name when it is plain, else the spec's. */
function safeFileName(requested: string | undefined, fallback: string, extension: string): string {
  const base = requested?.replace(/\.[a-z0-9]+$/i, '').trim();
  if (!base || !/^[\w .()-]{1,120}$/.test(base)) return fallback;
  return `${base}.${extension}`;
}

/** The embedded detector's scoring, shared with the humanizer's AI scores (one worker pool). */
export type ScoreLocally = LocalScorerPool['score'];

/** The report writer: loaded through tsx from source, a bundled sibling in dist/. */
const reportWorkerScript = import.meta.url.endsWith('.ts')
  ? new URL('./report/report-worker-source.mjs', import.meta.url)
  : new URL('./report-worker.js', import.meta.url);

export function detectionRoutes(
  app: ZodApp,
  ctx: AppContext,
): {
  scoreLocally: ScoreLocally;
  matchStyle: LocalScorerPool['matchStyle'];
  writeReport: (report: ReportDocument, format: ReportFormat) => Promise<Buffer>;
} {
  app.describeRoutes(detectionDocs);
  const scorer = createLocalScorer();
  // Reports are laid out in child processes: a long text is seconds of PDF layout.
  const reports = writerPool(reportWorkerScript, 'report');
  app.addHook('onClose', () => Promise.all([scorer.close(), reports.close()]));
  // The detection routes queue each request as its address's, so one address's burst takes
  // its turns beside everyone else's; the humanizer is lent the scorer without a caller.
  const scoreLocally: ScoreLocally = (text, caller) => scorer.score(text, caller);
  const scoreFor =
    (address: string): ScoreLocally =>
    (text) =>
      scorer.score(text, address);

  app.post(
    '/api/detect-ai',
    { schema: { body: detectRequestSchema, response: { 200: detectResponseSchema } } },
    async (request, reply) =>
      detectAi({
        ctx,
        scoreLocally: scoreFor(request.ip),
        text: request.body.text,
        provider: request.body.provider,
        payer: await callerPayer(request, ctx),
        signal: abortOnDisconnect(reply),
      }),
  );

  app.post(
    '/api/generate-assessment-report',
    { schema: { body: reportRequestSchema } },
    async (request, reply) => {
      const { text, format, fileName, provider, result } = request.body;
      const detection = result
        ? await revalidateResult(result, text, scoreFor(request.ip))
        : await detectAi({
            ctx,
            scoreLocally: scoreFor(request.ip),
            text,
            provider,
            payer: await callerPayer(request, ctx),
            signal: abortOnDisconnect(reply),
          });
      const report = buildReport(detection, text);
      const bytes = asBuffer(await reports.run<Uint8Array>({ report, format }));
      const name = safeFileName(fileName, reportFileName(format), format);
      return reply
        .header('content-type', REPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  return {
    scoreLocally,
    matchStyle: scorer.matchStyle,
    // The batches' class reports are laid out by the same writer processes.
    writeReport: async (report, format) =>
      asBuffer(await reports.run<Uint8Array>({ report, format })),
  };
}
