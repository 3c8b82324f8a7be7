/**
 * Reads a newline-delimited JSON body and hands over each line as it completes. The body's own
 * reader and one decoder: a TextDecoderStream in between costs a stream stage (and its promises)
 * for every piece, a thousand times in a long answer.
 */
export async function readNdjson(
  body: ReadableStream<Uint8Array>,
  onLine: (line: unknown) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const handle = (raw: string) => {
    if (raw.trim()) onLine(JSON.parse(raw));
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) handle(line);
  }
  handle(buffered + decoder.decode());
}
