import diagnostics from 'node:diagnostics_channel';
import { type AppConfig, KEYED_PROVIDERS } from '../config';

/** Where each provider answers when no X_BASE_URL overrides it. */
const DEFAULT_ORIGINS: Record<string, string> = {
  'https://api.openai.com': 'openai',
  'https://api.anthropic.com': 'anthropic',
  'https://api.deepseek.com': 'deepseek',
  'https://api.perplexity.ai': 'perplexity',
  'https://api.gladia.io': 'gladia',
  'https://api.deepgram.com': 'deepgram',
  'https://api.assemblyai.com': 'assemblyai',
  'https://api.elevenlabs.io': 'elevenlabs',
  'https://api.gptzero.me': 'gptzero',
  'https://api.mathpix.com': 'mathpix',
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** The provider each outgoing origin belongs to, configured base URLs first. */
export function providerOrigins(config: AppConfig): Map<string, string> {
  const origins = new Map(Object.entries(DEFAULT_ORIGINS));
  const configured: Array<[string | undefined, string]> = [
    ...KEYED_PROVIDERS.map(
      (name) =>
        [config.providers[name].baseUrl, name.toLowerCase()] as [string | undefined, string],
    ),
    [config.localLlm.baseUrl, 'local-llm'],
    [config.mathpix.baseUrl, 'mathpix'],
  ];
  for (const [url, provider] of configured) {
    const origin = url && originOf(url);
    if (origin) origins.set(origin, provider);
  }
  return origins;
}

/**
 * How a call ended: its status class; `failed` when no answer came (network, timeout,
 * cancelled before the headers); `interrupted` when an answer began and was cut short (the
 * provider dropped it, or the browser left and the call was stopped).
 */
export type CallOutcome = '1xx' | '2xx' | '3xx' | '4xx' | '5xx' | 'failed' | 'interrupted';

export interface ProviderCall {
  provider: string;
  outcome: CallOutcome;
  seconds: number;
}

const outcomeOf = (status: number, failed: boolean): CallOutcome => {
  if (status === 0) return 'failed';
  if (failed) return 'interrupted';
  return `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx` as CallOutcome;
};

interface UndiciRequest {
  origin?: string | URL;
}

interface Pending {
  provider: string;
  started: number;
  status: number;
}

/** What node:http's diagnostics channels pass: the request and, once it came, the response. */
interface NodeHttpMessage {
  request: { protocol?: string; getHeader(name: string): unknown };
  response?: {
    statusCode?: number;
    complete: boolean;
    once(event: 'close', listener: () => void): unknown;
  };
}

/**
 * Watches every HTTP call the process makes, through fetch (GPTZero, Mathpix, the voices) on
 * undici's diagnostics channels and through node:http (the text providers' calls,
 * server/providers/provider-fetch.ts) on its own, and reports the ones addressed to a provider
 * when they end: with their status, and their whole duration (a stream's included). Nothing
 * is wrapped and nothing is subscribed unless metrics are on. Returns the unsubscribe.
 */
export function watchProviderCalls(
  origins: Map<string, string>,
  report: (call: ProviderCall) => void,
): () => void {
  const pending = new WeakMap<object, Pending>();
  const begin = (request: object, origin: string | undefined) => {
    const provider = origin && origins.get(origin.replace(/\/$/, ''));
    if (provider) pending.set(request, { provider, started: performance.now(), status: 0 });
  };
  const finish = (request: object, failed: boolean) => {
    const call = pending.get(request);
    if (!call) return;
    pending.delete(request);
    const seconds = (performance.now() - call.started) / 1000;
    report({ provider: call.provider, outcome: outcomeOf(call.status, failed), seconds });
  };
  const handlers: Record<string, (message: unknown) => void> = {
    'undici:request:create': (message) => {
      const { request } = message as { request: UndiciRequest };
      begin(request, request.origin && String(request.origin));
    },
    'undici:request:headers': (message) => {
      const { request, response } = message as {
        request: object;
        response: { statusCode: number };
      };
      const call = pending.get(request);
      if (call) call.status = response.statusCode;
    },
    'undici:request:trailers': (message) => finish((message as { request: object }).request, false),
    'undici:request:error': (message) => finish((message as { request: object }).request, true),
    'http.client.request.start': (message) => {
      const { request } = message as NodeHttpMessage;
      begin(request, `${request.protocol}//${String(request.getHeader('host'))}`);
    },
    'http.client.response.finish': (message) => {
      // The headers are in; the call ends when the body does, or is cut short.
      const { request, response } = message as Required<NodeHttpMessage>;
      const call = pending.get(request);
      if (!call) return;
      call.status = response.statusCode ?? 0;
      response.once('close', () => finish(request, !response.complete));
    },
    'http.client.request.error': (message) => finish((message as NodeHttpMessage).request, true),
  };
  for (const [name, handler] of Object.entries(handlers)) diagnostics.subscribe(name, handler);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) diagnostics.unsubscribe(name, handler);
  };
}
