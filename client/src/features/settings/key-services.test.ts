import { PROVIDER_KEY_NAMES } from '@common/keys';
import { describe, expect, it } from 'vitest';
import { KEY_GROUPS, providedByServer, siteName } from './key-services';

describe('the services of Settings', () => {
  it('list every key the server takes, each once', () => {
    const listed = KEY_GROUPS.flatMap((group) => group.services.flatMap((service) => service.keys));
    expect([...listed].sort()).toEqual([...PROVIDER_KEY_NAMES].sort());
  });

  it('send people to the providers’ own sites over HTTPS', () => {
    for (const service of KEY_GROUPS.flatMap((group) => group.services)) {
      expect(new URL(service.keyPage).protocol).toBe('https:');
      expect(siteName(service.keyPage)).toContain(service.name.toLowerCase().replace(/\s/g, ''));
    }
  });
});

describe('a service provided by the server', () => {
  const anthropic = KEY_GROUPS[0]!.services[0]!;
  const gptzero = KEY_GROUPS.flatMap((group) => group.services).find((s) => s.name === 'GPTZero')!;

  it('is one the status reports available without a key of the user', () => {
    expect(providedByServer(anthropic, { anthropic: true }, [])).toBe(true);
    expect(providedByServer(anthropic, { anthropic: true }, ['ANTHROPIC_API_KEY'])).toBe(false);
    expect(providedByServer(anthropic, { anthropic: false }, [])).toBe(false);
  });

  it('is never claimed before the status and the keys are known, nor for unreported services', () => {
    expect(providedByServer(anthropic, undefined, [])).toBe(false);
    expect(providedByServer(anthropic, { anthropic: true }, undefined)).toBe(false);
    expect(providedByServer(gptzero, { anthropic: true }, [])).toBe(false);
  });
});
