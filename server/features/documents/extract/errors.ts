/** An error meant for the user, raised inside a parsing worker and sent back as {status, message}. */
export class ExtractError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A machine-readable reason the client can act on (e.g. offering OCR). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ExtractError';
  }
}

export const damaged = (what: string) =>
  new ExtractError(422, `The ${what} could not be read: it seems to be damaged or incomplete.`);
