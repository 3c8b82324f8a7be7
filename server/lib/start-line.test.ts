import { describe, expect, it } from 'vitest';
import { startLine } from './start-line';

describe('startLine', () => {
  it('names localhost for a loopback or any-address listener', () => {
    expect(startLine({ host: '127.0.0.1', port: 5000 })).toBe(
      'Redraft is running: open http://localhost:5000 in your browser (Ctrl+C stops it).\n',
    );
    expect(startLine({ host: '0.0.0.0', port: 8080 })).toContain('http://localhost:8080 ');
  });

  it('names the public URL when one is set, and brackets an IPv6 address', () => {
    expect(
      startLine({ host: '0.0.0.0', port: 5000, publicUrl: 'https://redraft.example' }),
    ).toContain('open https://redraft.example in');
    expect(startLine({ host: 'fd00::5', port: 5000 })).toContain('http://[fd00::5]:5000 ');
  });
});
