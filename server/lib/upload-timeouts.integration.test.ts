import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  // Short limits, so that the test does not wait the production 30 s.
  server = await startTestServer({
    requestTimeouts: {
      headersMs: 5_000,
      requestMs: 60_000,
      bodyIdleMs: 1_000,
      bodyMinBytesPerSecond: 1_024,
    },
  });
});
afterAll(() => server?.close());

const BOUNDARY = 'redraft-slow-upload';

/** A multipart upload of `text` as note.txt in the `document` field. */
function multipart(text: string): { head: string; body: Buffer } {
  const body = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="note.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n${text}\r\n--${BOUNDARY}--\r\n`,
  );
  const { host } = new URL(server.url);
  const head =
    `POST /api/extract-text HTTP/1.1\r\nHost: ${host}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return { head, body };
}

/** Opens a raw connection and collects what the server says until it hangs up. */
function open(): Promise<{ socket: Socket; closed: Promise<{ answer: string; afterMs: number }> }> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      const started = performance.now();
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => {});
      const closed = new Promise<{ answer: string; afterMs: number }>((done) => {
        socket.on('close', () =>
          done({
            answer: Buffer.concat(chunks).toString('utf8'),
            afterMs: performance.now() - started,
          }),
        );
      });
      resolve({ socket, closed });
    });
  });
}

describe('requests that arrive too slowly', () => {
  it('hangs up on a body that trickles a byte at a time, with a 408 in JSON', async () => {
    const { head, body } = multipart('x'.repeat(10_000));
    const { socket, closed } = await open();
    socket.write(head);
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(body.subarray(sent, ++sent));
    }, 300);
    const { answer, afterMs } = await closed;
    clearInterval(trickle);
    // Before, such a connection stayed open for as long as the client liked.
    expect(afterMs).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(
      '{"message":"The request arrived too slowly, so the connection was closed. Please try again."}',
    );
    expect((await fetch(`${server.url}/api/status`)).status).toBe(200);
  });

  it('hangs up on a body that stops arriving', async () => {
    const { head, body } = multipart('x'.repeat(1_000));
    const { socket, closed } = await open();
    socket.write(head);
    socket.write(body.subarray(0, 100));
    const { answer, afterMs } = await closed;
    expect(afterMs).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('lets a steady slow upload through, however long it takes', async () => {
    // 4 KB/s for about 3 s: slow, but well above the minimum rate, so it is read.
    const text = 'slow but steady. '.repeat(700);
    const { head, body } = multipart(text);
    const { socket, closed } = await open();
    socket.write(head);
    let sent = 0;
    const steady = setInterval(() => {
      if (sent >= body.length) return clearInterval(steady);
      socket.write(body.subarray(sent, sent + 1024));
      sent += 1024;
    }, 250);
    const answer = await Promise.race([
      closed.then(({ answer }) => answer),
      new Promise<string>((resolve) => {
        let seen = '';
        socket.on('data', (chunk) => {
          seen += chunk.toString('utf8');
          if (seen.includes('"text"')) resolve(seen);
        });
      }),
    ]);
    clearInterval(steady);
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain(text.trim().slice(0, 100));
  });
});
