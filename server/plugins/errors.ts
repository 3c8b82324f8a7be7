import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TryAgainLater } from '../lib/errors';
import { recordFailure } from './request-log';

/** zod's own wording ("Invalid input: ...") says nothing of where: name the field then. */
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized)/;

function validationMessage(issue: { instancePath: string; message?: string }): string {
  const message = issue.message ?? 'Invalid request';
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field && GENERIC_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

/** Fastify's own client errors, reworded for people. */
const FASTIFY_CLIENT_ERRORS: Record<string, (error: FastifyError, limit: number) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: (_e, limit) =>
    `Request body is too large (limit ${Math.round(limit / 1024 / 1024)} MB)`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => 'Invalid content length',
};

/**
 * Every error leaves as JSON `{message}`. Messages of client errors are kept; anything
 * unexpected becomes a generic 500. A 5xx is logged once, on its request's line
 * (plugins/request-log.ts), with its cause and without a stack (see the logger's serializer).
 */
export function registerErrorHandling(app: FastifyInstance, bodyLimit: number) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: validationMessage(error.validation[0]!) });
    }
    if (error instanceof AppError) {
      // A 5xx is our fault or a provider's: its request's log line names the cause.
      if (error.statusCode >= 500) recordFailure(request, error);
      if (error instanceof TryAgainLater)
        reply.header('retry-after', String(error.retryAfterSeconds));
      const body = error.code
        ? { message: error.message, code: error.code }
        : { message: error.message };
      return reply.status(error.statusCode).send(body);
    }
    const reword = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (reword) {
      return reply
        .status(error.statusCode ?? 400)
        .send({ message: reword(error, request.routeOptions.bodyLimit ?? bodyLimit) });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: 'Too many requests. Please wait a moment.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    recordFailure(request, error);
    return reply.status(500).send({ message: 'Internal server error' });
  });
}
