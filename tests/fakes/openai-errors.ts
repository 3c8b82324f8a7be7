// Error bodies in the OpenAI shape `{ error: { message, type, param, code } }`, which
// DeepSeek and OpenAI-compatible local servers (Ollama, llama.cpp, vLLM) copy.
import type { HttpError } from './fake-server';

interface OpenAIErrorFields {
  message: string;
  type: string;
  param: string | null;
  code: string | null;
}

const DEFAULTS: Record<number, Omit<OpenAIErrorFields, 'param'>> = {
  400: { message: 'Invalid request.', type: 'invalid_request_error', code: null },
  401: {
    message: 'Incorrect API key provided.',
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
  403: {
    message: 'You are not allowed to sample from this model',
    type: 'invalid_request_error',
    code: null,
  },
  404: {
    message: 'The model does not exist or you do not have access to it.',
    type: 'invalid_request_error',
    code: null,
  },
  429: {
    message: 'Rate limit reached for requests. Please try again in 1s.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
  500: {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
  },
  503: {
    message: 'The engine is currently overloaded, please try again later.',
    type: 'server_error',
    code: null,
  },
};

export function openAIErrorBody(status: number, message?: string): { error: OpenAIErrorFields } {
  const base = DEFAULTS[status] ?? {
    message: `Request failed with status ${status}.`,
    type: status >= 500 ? 'server_error' : 'invalid_request_error',
    code: null,
  };
  return {
    error: { message: message ?? base.message, type: base.type, param: null, code: base.code },
  };
}

/** Masks a key the way OpenAI echoes it back: first 3 and last 4 characters. */
function maskKey(key: string): string {
  return key.length <= 8
    ? '****'
    : `${key.slice(0, 3)}${'*'.repeat(Math.min(key.length - 7, 20))}${key.slice(-4)}`;
}

/** The two 401 bodies api.openai.com sends for a missing and for a wrong key. */
export const openAIAuthErrors = {
  missing: (): HttpError => ({
    status: 401,
    body: {
      error: {
        message:
          "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://platform.openai.com/account/api-keys.",
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    },
  }),
  wrong: (presented: string): HttpError => ({
    status: 401,
    body: {
      error: {
        message: `Incorrect API key provided: ${maskKey(presented)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_api_key',
      },
    },
  }),
};
