import { describe, expect, it } from 'vitest';
import { isolatedEnv } from './isolated-env';

describe('isolatedEnv', () => {
  it('drops keys, base URLs, the database, Redis and local models, and keeps the rest', () => {
    const env = isolatedEnv({
      PATH: '/usr/bin',
      HOME: '/home/someone',
      ANTHROPIC_API_KEY: 'sk-ant',
      OPENAI_BASE_URL: 'http://proxy',
      GLADIA_APP_ID: 'id',
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'whsec',
      STRIPE_PUBLISHABLE_KEY: 'pk',
      STRIPE_API_BASE: 'http://stripe',
      DATABASE_URL: 'postgres://db',
      REDIS_URL: 'redis://cache',
      LOCAL_LLM_URL: 'http://llm',
      SESSION_SECRET: 'kept: the app needs one',
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/someone',
      SESSION_SECRET: 'kept: the app needs one',
    });
  });
});
