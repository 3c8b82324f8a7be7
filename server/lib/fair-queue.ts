/**
 * A bounded queue served in turns, one item per caller per turn: a caller who queued thirty
 * items waits behind its own, while another caller's single item is served at the next turn.
 * Bounded three ways: items in all, items per caller, and how long an item may wait.
 */
export interface FairQueueOptions<T> {
  /** Weight waiting in all (an item weighs 1 unless pushed with more); past it, push refuses. */
  maxItems: number;
  /** Items one caller may have waiting; past it, push refuses that caller only. */
  perCaller: number;
  /** An item waiting longer than this is taken out and handed to `expired`. */
  maxWaitMs?: number;
  expired?(item: T): void;
  /**
   * Asked when an item's wait is up: false lets it wait another `maxWaitMs` (the pool says so
   * while its workers are still loading: the wait bounds time behind other jobs, not start-up).
   */
  mayExpire?(): boolean;
}

/** Why push refused: the queue is full, or this caller has its share waiting. */
export type Refusal = 'full' | 'caller-full';

interface Entry<T> {
  item: T;
  weight: number;
  timer: NodeJS.Timeout | null;
}

export class FairQueue<T> {
  readonly #options: FairQueueOptions<T>;
  /** Lanes in turn order: a Map keeps insertion order, and a served lane moves to the back. */
  readonly #lanes = new Map<unknown, Entry<T>[]>();
  #size = 0;
  #weight = 0;

  constructor(options: FairQueueOptions<T>) {
    this.#options = options;
  }

  get size(): number {
    return this.#size;
  }

  /**
   * Queues the item in its caller's lane, or says why not. `weight` (1 or more) is what it
   * takes of maxItems: a long text holds more memory while it waits than a short one.
   */
  push(caller: unknown, item: T, weight = 1): Refusal | null {
    const { maxItems } = this.#options;
    // An item heavier than the whole bound still gets in alone, or it could never be served.
    if (maxItems === 0 || (this.#weight + weight > maxItems && this.#size > 0)) return 'full';
    const lane = this.#lanes.get(caller) ?? [];
    if (lane.length >= this.#options.perCaller) return 'caller-full';
    const entry: Entry<T> = { item, weight, timer: null };
    this.#arm(caller, entry);
    lane.push(entry);
    this.#lanes.set(caller, lane);
    this.#size++;
    this.#weight += weight;
    return null;
  }

  /** The next item: the oldest of the caller whose turn it is. */
  shift(): T | undefined {
    const first = this.#lanes.entries().next();
    if (first.done) return undefined;
    const [caller, lane] = first.value;
    const entry = lane.shift()!;
    this.#lanes.delete(caller);
    if (lane.length > 0) this.#lanes.set(caller, lane);
    this.#size--;
    this.#weight -= entry.weight;
    if (entry.timer) clearTimeout(entry.timer);
    return entry.item;
  }

  /** Empties the queue (shutting down), returning what was waiting. */
  drain(): T[] {
    const items: T[] = [];
    for (let item = this.shift(); item !== undefined; item = this.shift()) items.push(item);
    return items;
  }

  #arm(caller: unknown, entry: Entry<T>) {
    const { maxWaitMs } = this.#options;
    if (!maxWaitMs) return;
    entry.timer = setTimeout(() => {
      if (this.#options.mayExpire && !this.#options.mayExpire()) return this.#arm(caller, entry);
      this.#remove(caller, entry);
      this.#options.expired?.(entry.item);
    }, maxWaitMs);
    entry.timer.unref();
  }

  #remove(caller: unknown, entry: Entry<T>) {
    const lane = this.#lanes.get(caller);
    const index = lane?.indexOf(entry) ?? -1;
    if (!lane || index < 0) return;
    lane.splice(index, 1);
    if (lane.length === 0) this.#lanes.delete(caller);
    this.#size--;
    this.#weight -= entry.weight;
  }
}
