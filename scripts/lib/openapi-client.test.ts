import { describe, expect, it } from 'vitest';
import { compileGeneratedClient, generateClientTypes } from './openapi-client';
import { sampleOpenApiDocument } from './sample-openapi';

const client = (call: string) => `import createClient from 'openapi-fetch';
import type { paths } from './api';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1' });
export async function words(text: string): Promise<number | undefined> {
  ${call}
}
`;

// The first compilation parses TypeScript's DOM library: seconds on a busy machine.
describe('compileGeneratedClient (openapi-typescript + openapi-fetch, strict tsc)', {
  timeout: 60_000,
}, () => {
  it('generates the types of each path and compiles a client that uses them as documented', async () => {
    expect(await generateClientTypes(sampleOpenApiDocument())).toContain('"/api/count"');
    const usage = client(
      "const { data } = await api.POST('/api/count', { body: { text } });\n  return data?.words;",
    );
    expect(await compileGeneratedClient(sampleOpenApiDocument(), usage)).toEqual([]);
  });

  it('refuses a client that sends what the document does not describe, or reads what it does not answer', async () => {
    const wrongBody = client(
      "const { data } = await api.POST('/api/count', { body: { txt: text } });\n  return data?.words;",
    );
    expect(await compileGeneratedClient(sampleOpenApiDocument(), wrongBody)).toEqual([
      expect.stringMatching(/^usage\.ts:6: .*txt/),
    ]);
    const wrongAnswer = client(
      "const { data } = await api.POST('/api/count', { body: { text } });\n  return data?.sentences;",
    );
    expect(await compileGeneratedClient(sampleOpenApiDocument(), wrongAnswer)).toEqual([
      expect.stringMatching(/^usage\.ts:7: .*sentences/),
    ]);
  });
});
