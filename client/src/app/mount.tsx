import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './app';

/**
 * Renders the app into its root, the last of the start's turns (client/src/main.tsx). The first
 * render is a transition, which React renders in slices, so a key pressed meanwhile in the page's
 * own first screen is not held behind it (docs/decisions/224-app-first-render-yields.md).
 */
export function mountApp(root: Root): void {
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
