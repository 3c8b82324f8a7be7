import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { getStatus, statusReader } from './service';

const noEngines = { tesseract: false };

describe('getStatus', () => {
  it('prefers nothing invented: all off without keys', () => {
    const status = getStatus(loadConfig({}), {}, noEngines);
    expect(status.connected).toBe(false);
    expect(Object.values(status.services).some(Boolean)).toBe(false);
  });

  it('counts a session key as well as a server key', () => {
    const status = getStatus(
      loadConfig({ DEEPGRAM_API_KEY: 'dg' }),
      { PERPLEXITY_API_KEY: 'pp' },
      noEngines,
    );
    expect(status.services.deepgram).toBe(true);
    expect(status.services.perplexity).toBe(true);
    expect(status.connected).toBe(true);
  });

  it('is not connected with speech services alone', () => {
    const status = getStatus(
      loadConfig({}),
      { GLADIA_API_KEY: 'g', ELEVENLABS_API_KEY: 'e' },
      noEngines,
    );
    expect(status.services.gladia).toBe(true);
    expect(status.services.elevenLabs).toBe(true);
    expect(status.connected).toBe(false);
  });

  it('reports GPTZero when its key is set, so the detector can be chosen', () => {
    expect(getStatus(loadConfig({}), {}, noEngines).services.gptzero).toBe(false);
    expect(getStatus(loadConfig({}), { GPTZERO_API_KEY: 'gz' }, noEngines).services.gptzero).toBe(
      true,
    );
  });

  it('reports installed local engines and never texify', () => {
    const status = getStatus(loadConfig({}), {}, { tesseract: true });
    expect(status.services.tesseract).toBe(true);
    expect(status.services.texify).toBe(false);
  });

  it('answers each caller of one reader from their own session keys and the engines of the moment', () => {
    const read = statusReader(loadConfig({ GLADIA_API_KEY: 'gl' }));
    expect(read({ OPENAI_API_KEY: 'sk' }, noEngines).services.openai).toBe(true);
    const other = read({}, { tesseract: true });
    expect(other.services.openai).toBe(false);
    expect(other.services.gladia).toBe(true);
    expect(other.services.tesseract).toBe(true);
    expect(other.connected).toBe(false);
  });
});
