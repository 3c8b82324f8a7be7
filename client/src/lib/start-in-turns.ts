import { yieldToMain } from './yield-to-main';

/**
 * Starts the app in turns (docs/decisions/250-app-starts-in-turns.md): the renderer's code, then
 * the app's, then the first render, each in a task of its own with the main thread given back
 * between them (`pause`), so that a key pressed or a click in the page's first screen meanwhile
 * is answered after one turn, not after all of them.
 */
export async function startInTurns<Renderer>(
  loadRenderer: () => Promise<Renderer>,
  loadApp: () => Promise<(renderer: Renderer) => void>,
  pause: () => Promise<void> = yieldToMain,
): Promise<void> {
  const renderer = await loadRenderer();
  await pause();
  const mount = await loadApp();
  await pause();
  mount(renderer);
}
