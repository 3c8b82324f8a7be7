// Fake api.mathpix.com: `POST /v3/text` with `app_id` / `app_key` headers and a JSON body
// whose `src` is an image data URL; answers `{request_id, text, confidence, ...}` with math in
// the requested delimiters, and Mathpix's error shape (`error`, `error_info`) otherwise.
import {
  type FakeServer,
  type HttpError,
  headerValue,
  type StartOptions,
  startFakeServer,
} from './fake-server';

export const DEFAULT_MATHPIX_APP_ID = 'fake-mathpix-app';
export const DEFAULT_MATHPIX_APP_KEY = 'fake-mathpix-key-0000';
export const DEFAULT_MATHPIX_TEXT = '$$\nE=m c^{2}\n$$';

export function mathpixErrorBody(status: number, message?: string): unknown {
  const id =
    status === 401 ? 'http_unauthorized' : status === 429 ? 'http_max_requests' : 'sys_exception';
  const text = message ?? (status === 401 ? 'Invalid credentials' : `Error ${status}`);
  return { error: text, error_info: { id, message: text } };
}

export interface FakeMathpixOptions extends StartOptions {
  appId?: string;
  appKey?: string;
}

export type FakeMathpix = FakeServer & {
  readonly appId: string;
  readonly appKey: string;
  /** The text (with LaTeX) the next recognitions answer. */
  setText(text: string): void;
};

export async function startFakeMathpix(options: FakeMathpixOptions = {}): Promise<FakeMathpix> {
  const appId = options.appId ?? DEFAULT_MATHPIX_APP_ID;
  const appKey = options.appKey ?? DEFAULT_MATHPIX_APP_KEY;
  let text = DEFAULT_MATHPIX_TEXT;
  const authenticate = (headers: Parameters<typeof headerValue>[0]): HttpError | null =>
    headerValue(headers, 'app_id') === appId && headerValue(headers, 'app_key') === appKey
      ? null
      : { status: 401, body: mathpixErrorBody(401) };
  const server = await startFakeServer(
    {
      name: 'mathpix',
      errorBody: mathpixErrorBody,
      authenticate,
      routes: [
        {
          method: 'POST',
          path: '/v3/text',
          async handle(ctx) {
            const src = ctx.body.src;
            if (
              typeof src !== 'string' ||
              !/^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=]+$/.test(src)
            ) {
              await ctx.sendJson(
                {
                  error: 'Invalid image',
                  error_info: { id: 'image_decode_error', message: 'Invalid image' },
                },
                200,
              );
              return;
            }
            await ctx.sendJson({
              request_id: `fake_${ctx.request.receivedAt}`,
              version: 'fake',
              text,
              confidence: 0.99,
              confidence_rate: 0.99,
              is_printed: true,
              is_handwritten: false,
              image_width: 0,
              image_height: 0,
            });
          },
        },
      ],
    },
    options,
  );
  return Object.assign(server, {
    appId,
    appKey,
    setText(next: string) {
      text = next;
    },
  });
}
