import { useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

/**
 * The app's toasts, with Sonner's calls (`toast`, `toast.success`, `.error`, `.info`,
 * `.warning`), whose code loads on the first toast or as the user starts working in the page,
 * not with the first screen: a first visit that only looks never shows one, and Sonner was ten
 * kilobytes of what it fetched (docs/decisions/251-toasts-load-on-first-use.md). A toast asked
 * for before it has loaded shows once it has, in the order asked; the Toaster shows the toasts
 * made before it mounted.
 */
type Module = typeof Sonner;
type Message = Parameters<Module['toast']>[0];
type Options = Parameters<Module['toast']>[1];
type Kind = 'success' | 'error' | 'info' | 'warning';

let loaded: Module | null = null;
let loading: Promise<Module> | null = null;
const listeners = new Set<() => void>();

/** Loads Sonner once (again after a failed attempt, such as a dropped connection). */
export function loadToasts(load: () => Promise<Module> = () => import('sonner')): Promise<Module> {
  loading ??= load().then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function show(kind: Kind | 'message', message: Message, options?: Options): void {
  const run = (module: Module) => {
    if (kind === 'message') module.toast(message, options);
    else module.toast[kind](message, options);
  };
  if (loaded) run(loaded);
  else
    loadToasts().then(run, (error: unknown) => {
      // Its code could not be fetched (the connection is down): the console keeps the message.
      console.error('A message could not be shown:', message, error);
    });
}

export const toast = Object.assign(
  (message: Message, options?: Options) => show('message', message, options),
  {
    success: (message: Message, options?: Options) => show('success', message, options),
    error: (message: Message, options?: Options) => show('error', message, options),
    info: (message: Message, options?: Options) => show('info', message, options),
    warning: (message: Message, options?: Options) => show('warning', message, options),
  },
);

/** Sonner once it has loaded, else null; a component re-renders when it loads. */
export function useLoadedToasts(): Module | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads Sonner at the user's first key or press in the page, so that a toast later (an error
 * when the connection has dropped) does not wait for its code or miss it. Returns the cleanup.
 */
export function loadToastsOnFirstUse(
  target: EventTarget = window,
  load: () => Promise<unknown> = loadToasts,
): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  let started = false;
  const start = () => {
    stop();
    if (started) return;
    started = true;
    load()?.catch(() => {
      // Tried again at the next toast.
    });
  };
  const stop = () => {
    for (const event of events) target.removeEventListener(event, start, true);
  };
  for (const event of events) target.addEventListener(event, start, true);
  return stop;
}

/** For tests: forgets what was loaded. */
export function resetToastsForTest(): void {
  loaded = null;
  loading = null;
}
