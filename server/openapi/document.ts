import { errorResponseSchema } from '@common/errors';
import { z } from 'zod';
import { SESSION_COOKIE } from '../plugins/session';
import type { RegisteredRoute } from './collect';
import type { Examples, FeatureDocs, ResponseDoc, RouteDoc } from './route-docs';

type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
  /** OpenAPI 3.1 asks for a name and an SPDX `identifier` (or a `url`) the linters check. */
  license: { name: string; identifier: string };
}

/** The key a route's docs are filed under: `POST /api/library/:kind`. */
export const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * zod's own JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). Requests are described
 * as the client sends them (`input`: defaults optional), answers as the server sends them.
 */
function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  const result = z.toJSONSchema(schema as z.ZodType, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  delete result.$schema;
  defineRequiredKeys(result);
  // A recursive schema would put its parts under $defs, which a reference cannot reach from
  // inside an OpenAPI document: none of ours is, so this says so loudly if one becomes so.
  if ('$defs' in result) throw new Error('A recursive schema cannot be described inline');
  return result;
}

/**
 * A record keyed by an enum (`/api/status`'s services) comes out of zod as an object that
 * requires every key but defines none (`propertyNames` and `additionalProperties` only), which
 * linters reject and generated clients type loosely: each required key gets the record's value
 * schema as a property of its own. Nothing else changes.
 */
function defineRequiredKeys(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) defineRequiredKeys(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const required = schema.required;
  const values = schema.additionalProperties;
  if (Array.isArray(required) && values && typeof values === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    for (const key of required as string[]) properties[key] ??= values;
    schema.properties = properties;
  }
  for (const value of Object.values(schema)) defineRequiredKeys(value);
}

/**
 * Every example is checked with the zod schema it illustrates, the one the server itself
 * validates with (refinements included, which JSON Schema cannot express); a misfit is added
 * to `problems`, which fail the build of the document.
 */
function examplesObject(
  examples: Examples | undefined,
  schema: unknown,
  where: string,
  problems: string[],
): Json | undefined {
  if (!examples) return undefined;
  for (const [name, value] of Object.entries(examples)) {
    const result = (schema as z.ZodType).safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      problems.push(`${where}, example "${name}": ${issue?.path.join('.')} ${issue?.message}`);
    }
  }
  return Object.fromEntries(
    Object.entries(examples).map(([summary, value]) => [slug(summary), { summary, value }]),
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'example';

/** `/api/library/:kind/:id` → `/api/library/{kind}/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/:\-_.]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function parameters(schema: unknown, location: 'path' | 'query' | 'header'): Json[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

/** Answers every /api route can give, whatever the route: the app's hooks send them. */
function commonResponses(method: string, url: string): Record<number, ResponseDoc> {
  const common: Record<number, ResponseDoc> = {};
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) {
    common[403] = {
      description: 'A write from another origin than the app’s own is refused.',
      schema: errorResponseSchema,
      examples: { 'Cross-origin write': { message: 'Cross-origin request refused' } },
    };
  }
  if (url.startsWith('/api/')) {
    common[429] = {
      description: 'More API requests from this address than the rate limit allows in a minute.',
      schema: errorResponseSchema,
      examples: { 'Rate limit': { message: 'Too many requests. Please wait a moment.' } },
    };
  }
  common[500] = {
    description: 'An unexpected fault; the details stay in the server’s log.',
    schema: errorResponseSchema,
    examples: { 'Unexpected fault': { message: 'Internal server error' } },
  };
  return common;
}

function response(
  doc: ResponseDoc | undefined,
  routeSchema: unknown,
  where: string,
  problems: string[],
): Json {
  const description = doc?.description ?? 'Not documented yet.';
  const headers = doc?.headers
    ? Object.fromEntries(
        Object.entries(doc.headers).map(([name, text]) => [
          name,
          { description: text, schema: { type: 'string' } },
        ]),
      )
    : undefined;
  const contentType = doc?.contentType ?? 'application/json';
  // The route's own response schema is the one its answers are serialized with: it wins.
  const zodSchema = routeSchema ?? doc?.schema;
  const content: Json = {};
  if (zodSchema) {
    content[contentType] = {
      schema: jsonSchema(zodSchema, 'output'),
      ...optional('examples', examplesObject(doc?.examples, zodSchema, where, problems)),
    };
  } else if (doc?.contentType) {
    content[contentType] = { schema: { type: 'string', contentMediaType: contentType } };
  }
  for (const alternative of doc?.alternatives ?? []) {
    content[alternative.contentType] = {
      schema: jsonSchema(alternative.schema, 'output'),
      ...optional(
        'examples',
        examplesObject(alternative.examples, alternative.schema, where, problems),
      ),
    };
  }
  return {
    description,
    ...optional('headers', headers),
    ...optional('content', Object.keys(content).length ? content : undefined),
  };
}

const optional = <T>(key: string, value: T | undefined) =>
  value === undefined ? {} : { [key]: value };

function operation(
  route: RegisteredRoute,
  doc: RouteDoc | undefined,
  tag: string | undefined,
  problems: string[],
) {
  const where = routeKey(route.method, route.url);
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const routeResponses = (schema.response ?? {}) as Record<string, unknown>;
  const op: Json = {
    operationId: operationId(route.method, route.url),
    summary: doc?.summary ?? `${route.method} ${route.url}`,
    ...optional('description', doc?.description),
    ...optional('tags', tag ? [tag] : undefined),
  };
  // An undocumented route is still in the document (it is derived from the registrations),
  // marked so that the OpenAPI test names it until someone writes its docs.
  if (!doc) op['x-undocumented'] = true;

  const params = [
    ...parameters(schema.params, 'path'),
    ...parameters(schema.querystring, 'query'),
    ...parameters(schema.headers, 'header'),
  ];
  if (params.length) op.parameters = params;

  const bodies: Json = {};
  if (schema.body) {
    bodies['application/json'] = {
      schema: jsonSchema(schema.body, 'input'),
      ...optional('examples', examplesObject(doc?.bodyExamples, schema.body, where, problems)),
    };
  }
  for (const body of doc?.bodies ?? []) {
    bodies[body.contentType] = {
      schema: jsonSchema(body.schema, 'input'),
      ...optional('examples', examplesObject(body.examples, body.schema, where, problems)),
    };
  }
  if (Object.keys(bodies).length) op.requestBody = { required: true, content: bodies };

  const documented = { ...commonResponses(route.method, route.url), ...doc?.responses };
  const statuses = new Set([...Object.keys(routeResponses), ...Object.keys(documented)]);
  op.responses = Object.fromEntries(
    [...statuses]
      .sort()
      .map((status) => [
        status,
        response(
          documented[Number(status)],
          routeResponses[status],
          `${where} ${status}`,
          problems,
        ),
      ]),
  );
  return op;
}

/**
 * The OpenAPI 3.1 document of every route registered (collect.ts), their request and
 * response schemas from zod, completed by the features' docs (api-docs.ts).
 */
export function buildDocument(
  routes: readonly RegisteredRoute[],
  features: readonly FeatureDocs[],
  info: DocumentInfo,
): Json {
  const docs = new Map<string, { doc: RouteDoc; tag: string }>();
  for (const feature of features) {
    for (const [key, doc] of Object.entries(feature.routes)) {
      docs.set(key, { doc, tag: feature.tag });
    }
  }
  const paths: Record<string, Json> = {};
  const problems: string[] = [];
  for (const route of routes) {
    const found = docs.get(routeKey(route.method, route.url));
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, found?.doc, found?.tag, problems);
  }
  const registered = new Set(routes.map((route) => routeKey(route.method, route.url)));
  for (const key of docs.keys()) {
    if (!registered.has(key)) problems.push(`${key} is documented but no such route is registered`);
  }
  if (problems.length) {
    throw new Error(`The OpenAPI document has problems:\n${problems.join('\n')}`);
  }
  return {
    openapi: '3.1.0',
    info,
    // Relative: the API is served by the same origin as the document, wherever it is deployed.
    servers: [{ url: '/' }],
    tags: features.map((feature) => ({ name: feature.tag, description: feature.description })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The browser session: set by the server on the first request that needs one, and at sign-in.',
        },
      },
    },
    security: [{}, { session: [] }],
  };
}
