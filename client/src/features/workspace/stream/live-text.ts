import { useMemo, useSyncExternalStore } from 'react';

/**
 * A text that changes every frame while a rewrite streams, kept outside React state so that only
 * the component showing it re-renders: putting it in the workspace's context re-rendered the
 * whole page sixty times a second. `null` when nothing streams.
 */
export interface LiveText {
  get(): string | null;
  set(text: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function createLiveText(): LiveText {
  let text: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    set(next) {
      if (next === text) return;
      text = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const NOTHING: LiveText = createLiveText();

/**
 * The live text, or null when none streams (or no store is given). With `everyMs`, the component
 * follows the text at most that often (and once more after the last change).
 */
export function useLiveText(live: LiveText | undefined, everyMs = 0): string | null {
  const store = live ?? NOTHING;
  const subscribe = useMemo(
    () => (everyMs > 0 ? throttled(store.subscribe, everyMs) : store.subscribe),
    [store, everyMs],
  );
  return useSyncExternalStore(subscribe, store.get, store.get);
}

function throttled(subscribe: LiveText['subscribe'], everyMs: number): LiveText['subscribe'] {
  return (listener) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        listener();
      }, everyMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  };
}
