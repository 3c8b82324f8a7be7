import type { FastifyBaseLogger } from 'fastify';

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

/**
 * The AI SDK writes its warnings (a setting a model ignores, a deprecated option) to the
 * console as text; they go through the server's logger as JSON instead, at warn level.
 */
export function logAiSdkWarnings(log: FastifyBaseLogger) {
  (globalThis as { AI_SDK_LOG_WARNINGS?: unknown }).AI_SDK_LOG_WARNINGS = (options: {
    warnings: unknown[];
    provider: string;
    model: string;
  }) => {
    log.warn(
      { provider: options.provider, model: options.model, warnings: options.warnings },
      'AI SDK warning',
    );
  };
}

export function serializeError(error: Error) {
  return describeError(error, 2) as { type: string; message: string; stack: string };
}

/** An error and (to `depth` levels) its cause: kind, message with keys masked, status, code. */
function describeError(error: unknown, depth: number): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: maskSecrets(String(error)) };
  const query = failedQuery(error);
  if (query) return query;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const cause = (error as { cause?: unknown }).cause;
  // pino's type asks for a stack; an empty one keeps it out of the log.
  return {
    type: error.name,
    message: maskSecrets(error.message),
    stack: '',
    ...(code ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(cause !== undefined && depth > 0 ? { cause: describeError(cause, depth - 1) } : {}),
  };
}

/**
 * Providers quote the key they refused ('Incorrect API key provided: sk-proj-…'): anything
 * shaped like a key or a bearer token is masked before a message reaches the log.
 */
const SECRET_SHAPES = [
  /\b(?:sk|pk|rk|whsec|key|api|xai|gsk|ghp)[-_][\w\-*.]{6,}/gi,
  /\bBearer\s+\S+/gi,
  // A long unbroken run of letters and digits (most keys and tokens), not a word or a path.
  /\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{24,}\b/g,
];

export function maskSecrets(text: string): string {
  let masked = text;
  for (const shape of SECRET_SHAPES) masked = masked.replace(shape, '[redacted]');
  return masked;
}

/**
 * A failed database query, logged by what it was and why it failed, never by its values:
 * drizzle's message lists the parameters (usernames, a document's text) and the database's
 * own message and detail quote them too (`Key (username)=(ada) already exists`).
 */
function failedQuery(error: Error) {
  const { query, params } = error as { query?: unknown; params?: unknown };
  const cause = (error as { cause?: unknown }).cause;
  const databaseError = isDatabaseError(error) ? error : isDatabaseError(cause) ? cause : null;
  if (!(typeof query === 'string' && Array.isArray(params)) && !databaseError) return null;
  return {
    type: error.name,
    message: 'Database query failed',
    stack: '',
    ...(typeof query === 'string' ? { query: queryName(query) } : {}),
    ...(databaseError
      ? {
          // SQLSTATE and the schema names involved; the database's words can hold values.
          code: databaseError.code,
          ...pick(databaseError, ['table', 'column', 'constraint', 'routine']),
        }
      : {}),
  };
}

/** `insert "users"`, `select "credit_ledger"`: the statement and its (first) table. */
export function queryName(sql: string): string {
  const statement = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:into|from|update)\s+("[^"]+"|\w+)/i.exec(sql)?.[1];
  return table ? `${statement} ${table}` : statement;
}

function isDatabaseError(value: unknown): value is { code: string } & Record<string, unknown> {
  if (!(value instanceof Error)) return false;
  const code = (value as { code?: unknown }).code;
  // PostgreSQL's SQLSTATE: five characters, digits and capitals.
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

function pick(source: Record<string, unknown>, keys: string[]) {
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (typeof source[key] === 'string') picked[key] = source[key];
  return picked;
}
