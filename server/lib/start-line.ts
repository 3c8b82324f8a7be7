/**
 * The one line a person reads when the server starts: the address to open in a browser.
 * A loopback or any-address listener is opened as localhost; a public URL wins when set.
 */
export function startLine(options: { host: string; port: number; publicUrl?: string }): string {
  const local = ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(options.host);
  const host = local
    ? 'localhost'
    : options.host.includes(':')
      ? `[${options.host}]`
      : options.host;
  const address = options.publicUrl ?? `http://${host}:${options.port}`;
  return `Redraft is running: open ${address} in your browser (Ctrl+C stops it).\n`;
}
