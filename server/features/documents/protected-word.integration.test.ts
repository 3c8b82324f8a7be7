import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith, sampleDoc } from '../../../tests/support/document-fixtures';
import { protectedDoc, protectedDocx } from '../../../tests/support/protected-word-fixtures';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { PROTECTED_WORD_MESSAGE } from './extract/word-protection';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function extract(bytes: Buffer, filename: string, type = '') {
  const response = await fetch(`${server.url}/api/extract-text`, {
    method: 'POST',
    body: formWith('document', bytes, filename, type),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('password-protected Word files', () => {
  it('says a protected .docx is protected, not damaged', async () => {
    const { status, body } = await extract(
      protectedDocx(),
      'secret.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(status).toBe(422);
    expect(body.message).toBe(PROTECTED_WORD_MESSAGE);
  });

  it('says a protected .doc is protected, and still reads the same file unprotected', async () => {
    const locked = await extract(protectedDoc(), 'secret.doc', 'application/msword');
    expect(locked.status).toBe(422);
    expect(locked.body.message).toBe(
      'The Word document is protected by a password: remove it and try again.',
    );
    const open = await extract(
      sampleDoc(['A secret paragraph.']),
      'open.doc',
      'application/msword',
    );
    expect(open.status).toBe(200);
    expect(open.body.text).toBe('A secret paragraph.');
  });
});
