import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectRoutes } from './collect';
import { buildDocument } from './document';
import type { FeatureDocs } from './route-docs';

const INFO = {
  title: 'Test',
  version: '1',
  description: 'A test API.',
  license: { name: 'Test licence', identifier: 'LicenseRef-Test' },
};
const body = z.object({ text: z.string().min(1) });
const answer = z.object({ length: z.number().int() });

async function appWithRoutes() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes = collectRoutes(app);
  app.post(
    '/api/count/:kind',
    { schema: { params: z.object({ kind: z.enum(['words']) }), body, response: { 200: answer } } },
    async (request) => ({ length: request.body.text.length }),
  );
  // Registered later, by another feature, without docs (a health check, say).
  app.get('/health', async () => ({ ok: true }));
  await app.ready();
  return { app, routes };
}

const docs: FeatureDocs = {
  tag: 'Counting',
  description: 'Counts things.',
  routes: {
    'POST /api/count/:kind': {
      summary: 'Count',
      bodyExamples: { Short: { text: 'abc' } },
      responses: { 200: { description: 'The count.', examples: { Three: { length: 3 } } } },
    },
  },
};

describe('buildDocument', () => {
  it('describes each route from its registration, and marks a route without docs', async () => {
    const { app, routes } = await appWithRoutes();
    // biome-ignore lint/suspicious/noExplicitAny: a JSON document, walked by path
    const document = buildDocument(routes, [docs], INFO) as any;
    const count = document.paths['/api/count/{kind}'].post;
    expect(count.summary).toBe('Count');
    expect(count.parameters).toEqual([
      { name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: ['words'] } },
    ]);
    expect(count.requestBody.content['application/json'].schema.required).toEqual(['text']);
    expect(count.requestBody.content['application/json'].examples).toEqual({
      short: { summary: 'Short', value: { text: 'abc' } },
    });
    expect(Object.keys(count.responses)).toEqual(['200', '403', '429', '500']);
    expect(document.paths['/health'].get['x-undocumented']).toBe(true);
    expect(document.paths['/health'].head).toBeUndefined();
    await app.close();
  });

  it('refuses an example its zod schema refuses, naming the route and the example', async () => {
    const { app, routes } = await appWithRoutes();
    const wrong = structuredClone(docs);
    wrong.routes['POST /api/count/:kind']!.bodyExamples = { Empty: { text: '' } };
    expect(() => buildDocument(routes, [wrong], INFO)).toThrow(
      /POST \/api\/count\/:kind, example "Empty": text/,
    );
    await app.close();
  });

  it('refuses docs of a route that is not registered', async () => {
    const { app, routes } = await appWithRoutes();
    const stale: FeatureDocs = {
      tag: 'Old',
      description: 'Gone.',
      routes: { 'GET /api/gone': { summary: 'Gone', responses: {} } },
    };
    expect(() => buildDocument(routes, [docs, stale], INFO)).toThrow(
      /GET \/api\/gone is documented but no such route is registered/,
    );
    await app.close();
  });
});
