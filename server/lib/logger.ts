/**
 * Structured JSON logs. Errors are logged by type and message only: a stack trace can carry
 * request data, and the spec's users should never meet one in a log they are shown. Headers
 * that carry secrets are never part of what is logged.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
  };
}

export function serializeError(error: Error) {
  const code = (error as { code?: unknown }).code;
  // pino's type asks for a stack; an empty one keeps it out of the log.
  return { type: error.name, message: error.message, stack: '', ...(code ? { code } : {}) };
}
