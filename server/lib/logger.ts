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
  const query = failedQuery(error);
  if (query) return query;
  const code = (error as { code?: unknown }).code;
  // pino's type asks for a stack; an empty one keeps it out of the log.
  return { type: error.name, message: error.message, stack: '', ...(code ? { code } : {}) };
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
