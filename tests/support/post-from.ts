import { type Agent, request as httpRequest } from 'node:http';

export interface AnswerFrom {
  status: number;
  /** The JSON answer's `message`, when it has one (errors). */
  message?: string;
  /** Milliseconds from sending to the answer's end. */
  ms: number;
}

/**
 * POSTs JSON from a given loopback address (node:http binds the client side; Linux routes all
 * of 127.0.0.0/8 to the loopback interface), as a different visitor would: per-address limits
 * and queues see each address apart.
 */
export function postJsonFrom(
  url: string,
  from: string,
  body: unknown,
  agent?: Agent,
): Promise<AnswerFrom> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = text ? (JSON.parse(text) as { message?: unknown }) : {};
          resolve({
            status: response.statusCode ?? 0,
            message: typeof json.message === 'string' ? json.message : undefined,
            ms: performance.now() - started,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
