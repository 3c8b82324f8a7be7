// Gates let a test step a stream instead of racing a clock: a stream under a `gated` fault
// holds its later events until the test lets them through (through the e2e control endpoint),
// however slow or fast the machine is.

interface Gate {
  /** Events that may still pass; Infinity once the gate is open for good. */
  allowance: number;
  waiters: (() => void)[];
}

const gates = new Map<string, Gate>();

function gate(name: string): Gate {
  let found = gates.get(name);
  if (!found) {
    found = { allowance: 0, waiters: [] };
    gates.set(name, found);
  }
  return found;
}

/** Resolves true when the event may pass, or false when the client went away first. */
export function passGate(name: string, signal: AbortSignal): Promise<boolean> {
  const found = gate(name);
  if (found.allowance > 0) {
    found.allowance -= 1;
    return Promise.resolve(true);
  }
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const pass = () => {
      signal.removeEventListener('abort', leave);
      resolve(true);
    };
    const leave = () => {
      found.waiters = found.waiters.filter((waiter) => waiter !== pass);
      resolve(false);
    };
    found.waiters.push(pass);
    signal.addEventListener('abort', leave, { once: true });
  });
}

/** Lets `events` more events of the gate's streams through, or all of them (the default). */
export function openGate(name: string, events = Number.POSITIVE_INFINITY): void {
  const found = gate(name);
  found.allowance += events;
  while (found.allowance > 0 && found.waiters.length > 0) {
    found.allowance -= 1;
    found.waiters.shift()?.();
  }
}
