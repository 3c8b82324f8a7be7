import { useSyncExternalStore } from 'react';

/**
 * Whether the Settings dialog is open, shared so that any part of the page can send the user
 * there (the workspace's "add a key" step) without importing the settings feature.
 */
let open = false;
const listeners = new Set<() => void>();

export function setSettingsOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSettings = () => setSettingsOpen(true);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettingsOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}
