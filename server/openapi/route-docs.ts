import { errorResponseSchema } from '@common/errors';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Adds a feature's route docs to the OpenAPI document (decorated by registerOpenApi).
     * Each feature calls it beside its own routes, so the document's layer imports no feature.
     */
    describeRoutes(docs: FeatureDocs): void;
  }
}

/**
 * What a route's registration cannot say about itself: its purpose, the answers it gives
 * besides the one its response schema describes (errors, files, streams), and examples.
 * Each feature keeps these in its own api-docs.ts, beside its routes and never inside a
 * handler, and hands them to `app.describeRoutes` where it registers its routes.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Bodies the route reads itself (multipart forms, raw bytes): the route has no body schema. */
  bodies?: BodyDoc[];
  /** Examples of the JSON body the route's own body schema validates. */
  bodyExamples?: Examples;
  responses: Record<number, ResponseDoc>;
}

export interface ResponseDoc {
  description: string;
  /** Defaults to application/json. */
  contentType?: string;
  /** Only where the route declares no response schema for this status (errors, streams, files). */
  schema?: z.ZodType;
  examples?: Examples;
  headers?: Record<string, string>;
  /** Other forms of the same answer, chosen by the request's Accept header. */
  alternatives?: BodyDoc[];
}

export interface BodyDoc {
  contentType: string;
  schema: z.ZodType;
  examples?: Examples;
}

/** Named examples: the name is a short title the reference shows. */
export type Examples = Record<string, unknown>;

/**
 * Route docs of one feature, keyed by `METHOD /path` exactly as the route is registered, under
 * a tag with a sentence that says what the feature is for (the reference's section heading).
 */
export type FeatureDocs = { tag: string; description: string; routes: Record<string, RouteDoc> };

/** An error answer `{message}` with the messages it carries, word for word. */
export function errorDoc(description: string, ...messages: string[]): ResponseDoc {
  return {
    description,
    schema: errorResponseSchema,
    examples: Object.fromEntries(messages.map((message) => [message, { message }])),
  };
}

/** A file or stream answer: its bytes are not JSON. */
export function fileDoc(
  description: string,
  contentType: string,
  headers?: Record<string, string>,
): ResponseDoc {
  return { description, contentType, headers };
}

/** 204 No Content. */
export const noContent: ResponseDoc = { description: 'Done; no body.' };

/**
 * The refusals of every route that calls a paid model: credits (when enforced), a missing
 * key, and the provider's faults. `example` names the provider the examples speak of.
 */
export function aiCallErrors(example: {
  missingKey: string;
  provider: string;
  service: string;
}): Record<number, ResponseDoc> {
  return {
    401: errorDoc(
      'With CREDITS_ENFORCED=true, an anonymous caller without a key of their own.',
      'Please log in to use the AI tools: they are paid for with credits.',
    ),
    402: errorDoc(
      'With CREDITS_ENFORCED=true, a balance that cannot cover the most the call can cost.',
      `Not enough credits: your balance cannot cover a ${example.service} request. Buy credits to continue.`,
    ),
    502: errorDoc(
      'The provider failed or answered in a form that cannot be used.',
      `Could not reach ${example.provider}. Please try again.`,
      `${example.provider} sent a malformed response. Please try again.`,
    ),
    503: errorDoc(
      'The provider has no key (Settings or the server’s environment).',
      example.missingKey,
    ),
    504: errorDoc(
      'The provider did not answer in time.',
      `${example.provider} did not answer in time. Please try again.`,
    ),
  };
}
