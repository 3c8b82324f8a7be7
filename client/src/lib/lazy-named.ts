import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a module's named export, with a `preload()` that starts the download early
 * (the chunk is fetched once; a later render finds it ready and does not suspend for long).
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  let pending: Promise<Module> | undefined;
  const preload = () => {
    pending ??= load();
    return pending;
  };
  const Component = lazy(async () => ({
    default: (await preload())[name] as ComponentType<unknown>,
  })) as unknown as Module[Name] & { preload: () => Promise<Module> };
  Component.preload = preload;
  return Component;
}

/** Runs `work` when the browser is idle after the first paint (soon after, where it has no idle callback). */
export function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}
