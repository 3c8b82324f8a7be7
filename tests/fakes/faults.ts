// Fault injection settings shared by all fakes. A fault stays active until it is
// cleared (setFault(null) / reset()) or, with `times`, for the first N requests.

export type Fault =
  /** Answer with an HTTP error in the provider's own error body shape. */
  | {
      kind: 'status';
      status: number;
      /** Replaces the provider's default error body for this status. */
      body?: unknown;
      /** `retry-after` header, in seconds (what most providers send on 429). */
      retryAfter?: number;
      /** `retry-after-ms` header; the AI SDK honours it, so retries in tests stay fast. */
      retryAfterMs?: number;
      times?: number;
      /** Let this many requests through first (a failure in the middle of a series). */
      after?: number;
    }
  /** Slow upstream: `firstChunkMs` before the first SSE event (non-stream: before the body; headers of a stream go out at once), `perChunkMs` between later events. */
  | { kind: 'delay'; firstChunkMs?: number; perChunkMs?: number; times?: number }
  /**
   * Stream: the first `afterEvents` events go out at once, the rest wait until the test opens
   * `gate` (tests/fakes/gates.ts). Non-stream answers are not held.
   */
  | { kind: 'gated'; gate: string; afterEvents: number; times?: number }
  /** Stream: a data line with truncated JSON. Non-stream: a 200 body that is not valid JSON. */
  | { kind: 'malformed'; times?: number }
  /** Accept the request and never answer (for client timeout tests). */
  | { kind: 'hang'; times?: number }
  /** Close the socket mid-response: after `afterChunks` stream events (default: half). */
  | { kind: 'drop'; afterChunks?: number; times?: number };

export type FaultKind = Fault['kind'];

/** Tracks the current fault and how many requests it already hit. */
export class FaultState {
  #fault: Fault | null = null;
  #hits = 0;
  #passed = 0;

  set(fault: Fault | null): void {
    this.#fault = fault;
    this.#hits = 0;
    this.#passed = 0;
  }

  get current(): Fault | null {
    return this.#fault;
  }

  /** The fault to apply to the request being handled now, counting it against `times`. */
  take(): Fault | null {
    const fault = this.#fault;
    if (fault === null) return null;
    if (fault.kind === 'status' && this.#passed < (fault.after ?? 0)) {
      this.#passed += 1;
      return null;
    }
    if (fault.times !== undefined && this.#hits >= fault.times) return null;
    this.#hits += 1;
    return fault;
  }
}
