import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no environment at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.providers.OPENAI).toEqual({ apiKey: undefined, baseUrl: undefined });
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads provider keys and base URLs, ignoring blank values', () => {
    const config = loadConfig({
      PORT: '8080',
      OPENAI_API_KEY: ' sk-test ',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1',
      ANTHROPIC_API_KEY: '   ',
    });
    expect(config.port).toBe(8080);
    expect(config.providers.OPENAI).toEqual({
      apiKey: 'sk-test',
      baseUrl: 'http://127.0.0.1:9999/v1',
    });
    expect(config.providers.ANTHROPIC.apiKey).toBeUndefined();
  });

  it('enforces credits only with CREDITS_ENFORCED=true', () => {
    expect(loadConfig({}).credits.enforced).toBe(false);
    expect(loadConfig({ CREDITS_ENFORCED: 'false' }).credits.enforced).toBe(false);
    expect(loadConfig({ CREDITS_ENFORCED: 'true' }).credits.enforced).toBe(true);
    expect(() => loadConfig({ CREDITS_ENFORCED: 'yes' })).toThrow(
      /CREDITS_ENFORCED: expected true or false/,
    );
  });

  it('shares limits through Redis only with REDIS_URL, which needs a shared SESSION_SECRET', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(
      loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379', SESSION_SECRET: 'shared secret' }).redis,
    ).toEqual({ url: 'redis://10.0.0.5:6379', keyPrefix: 'redraft:' });
    expect(
      loadConfig({
        REDIS_URL: 'rediss://r:6380',
        REDIS_KEY_PREFIX: 'school-a:',
        SESSION_SECRET: 's',
      }).redis?.keyPrefix,
    ).toBe('school-a:');
    expect(() => loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379' })).toThrow(
      /SESSION_SECRET: required when REDIS_URL is set/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://x', SESSION_SECRET: 's' })).toThrow(
      /REDIS_URL: expected a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('serves metrics only with METRICS_ENABLED=true', () => {
    expect(loadConfig({}).metricsEnabled).toBe(false);
    expect(loadConfig({ METRICS_ENABLED: 'true' }).metricsEnabled).toBe(true);
  });

  it('lists every invalid value at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DEEPGRAM_BASE_URL: 'not a url' })).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}DEEPGRAM_BASE_URL: /,
    );
  });

  it('never echoes a key in its errors', () => {
    expect(() => loadConfig({ OPENAI_API_KEY: 'sk-secret-value', PORT: '-1' })).toThrow(
      expect.not.objectContaining({ message: expect.stringContaining('sk-secret-value') }),
    );
  });
});
