import { AppError } from '../lib/errors';

export const MATHPIX_DEFAULT_BASE_URL = 'https://api.mathpix.com';
const TIMEOUT_MS = 60_000;

export interface MathpixCredentials {
  appId: string;
  appKey: string;
  baseUrl?: string;
}

interface MathpixTextResponse {
  text?: string;
  error?: string;
  error_info?: { id?: string; message?: string };
}

/**
 * Mathpix OCR (`POST /v3/text`): text with its mathematics as LaTeX, inline between `$…$`
 * and displayed between `$$…$$`.
 */
export async function mathpixRecognize(
  image: Uint8Array,
  mime: string,
  credentials: MathpixCredentials,
): Promise<string> {
  const url = `${(credentials.baseUrl ?? MATHPIX_DEFAULT_BASE_URL).replace(/\/$/, '')}/v3/text`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        app_id: credentials.appId,
        app_key: credentials.appKey,
      },
      body: JSON.stringify({
        src: `data:${mime};base64,${Buffer.from(image).toString('base64')}`,
        formats: ['text'],
        math_inline_delimiters: ['$', '$'],
        math_display_delimiters: ['$$', '$$'],
        rm_spaces: true,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = (error as Error)?.name === 'TimeoutError';
    throw new AppError(
      timedOut ? 504 : 502,
      timedOut ? 'Mathpix did not answer in time.' : 'Mathpix could not be reached.',
    );
  }
  let body: MathpixTextResponse = {};
  try {
    body = (await response.json()) as MathpixTextResponse;
  } catch {
    // Not JSON: the status alone tells what happened.
  }
  if (response.status === 401 || response.status === 403) {
    throw new AppError(
      502,
      'Mathpix refused the app ID or app key. Check MATHPIX_APP_ID and MATHPIX_APP_KEY in Settings.',
    );
  }
  if (response.status === 429)
    throw new AppError(429, 'Mathpix rate limit reached. Please wait a moment.');
  if (!response.ok || body.error) {
    const detail = body.error_info?.message ?? body.error ?? `HTTP ${response.status}`;
    throw new AppError(502, `Mathpix could not read the image: ${detail}`);
  }
  return body.text ?? '';
}
