import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

// The page's own first screen (index.html) already takes keys and clicks: the app's first render
// is a transition, which React renders in slices, so a key pressed meanwhile is not held behind
// it (docs/decisions/224-app-first-render-yields.md).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
