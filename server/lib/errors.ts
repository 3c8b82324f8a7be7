/**
 * An error whose message is meant for the user: the one way the server raises one, as
 * `throw new AppError(status, message)` (docs/contributing.md, "Errors"). Anything else that
 * escapes a handler is answered as a generic 500, so internal details never reach the browser.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A machine-readable reason the client can act on, sent beside the message. */
    readonly code?: string,
    /** What really went wrong (a provider's answer, a thrown error): logged, never sent. */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
  }
}

/** A 429 for work the server cannot take on now; the answer's Retry-After says when to come back. */
export class TryAgainLater extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
