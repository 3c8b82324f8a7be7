import { describe, expect, it } from 'vitest';
import { startInTurns } from './start-in-turns';

describe('startInTurns', () => {
  it('loads the renderer, then the app, then mounts, giving the main thread back between each', async () => {
    const steps: string[] = [];
    await startInTurns(
      async () => {
        steps.push('renderer');
        return 'root';
      },
      async () => {
        steps.push('app');
        return (root: string) => steps.push(`mount into ${root}`);
      },
      async () => {
        steps.push('yield');
      },
    );
    expect(steps).toEqual(['renderer', 'yield', 'app', 'yield', 'mount into root']);
  });

  it('does not mount when the app could not be loaded', async () => {
    const steps: string[] = [];
    await expect(
      startInTurns(
        async () => 'root',
        () => Promise.reject(new Error('offline')),
        async () => {
          steps.push('yield');
        },
      ),
    ).rejects.toThrow('offline');
    expect(steps).toEqual(['yield']);
  });
});
