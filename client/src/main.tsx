import './index.css';
import { createRoot } from 'react-dom/client';
import { startInTurns } from './lib/start-in-turns';

// The page's own first screen (index.html) already takes keys and clicks. The app's code comes
// in turns, each evaluated in a task of its own with the main thread given back between them:
// this file with React's DOM renderer, then the app, then its first render
// (docs/decisions/250-app-starts-in-turns.md). A link in index.html preloads the app's file, so
// it is fetched and compiled while the first screen paints.
void startInTurns(
  async () => createRoot(document.getElementById('root')!),
  async () => (await import('./app/mount')).mountApp,
);
