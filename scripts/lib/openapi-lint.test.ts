import { describe, expect, it } from 'vitest';
import { formatLintProblems, lintOpenApi } from './openapi-lint';
import { sampleOpenApiDocument as cleanDocument } from './sample-openapi';

const rulesOf = async (document: object) =>
  (await lintOpenApi(document)).map((problem) => `${problem.severity} ${problem.rule}`).sort();

describe('lintOpenApi (Redocly, recommended rules)', () => {
  it('passes a document that meets the rules', async () => {
    expect(formatLintProblems(await lintOpenApi(cleanDocument()))).toEqual([]);
  });

  it('fails on planted problems: no servers, no licence, a tag without description, an undefined required property', async () => {
    const document = cleanDocument();
    const { servers: _servers, ...withoutServers } = document;
    const { license: _license, ...info } = document.info;
    const planted = {
      ...withoutServers,
      info,
      tags: [{ name: 'Counting' }],
    };
    planted.paths['/api/count'].post.responses['200'].content[
      'application/json'
    ].schema.required.push('sentences');
    expect(await rulesOf(planted)).toEqual(
      [
        'error no-empty-servers',
        'warn info-license',
        'warn tag-description',
        'warn no-required-schema-properties-undefined',
      ].sort(),
    );
  });

  it('names where each problem is', async () => {
    const document = cleanDocument();
    document.paths['/api/count'].post.operationId = 'count words';
    const problems = await lintOpenApi(document);
    expect(formatLintProblems(problems)).toEqual([
      expect.stringMatching(
        /^error operation-operationId-url-safe at #\/paths\/~1api~1count\/post\/operationId: /,
      ),
    ]);
  });
});
