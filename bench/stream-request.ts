/** The Messages API request the AI SDK sends for a streamed answer, in its smallest form. */
export function anthropicStreamBody(text: string): string {
  return JSON.stringify({
    model: 'claude-sonnet-4-5',
    max_tokens: 4096,
    stream: true,
    messages: [{ role: 'user', content: [{ type: 'text', text }] }],
  });
}
