import { SERVICE_IDS, type StatusResponse } from '@common/status';
import { describe, expect, it } from 'vitest';
import { defaultModel, isModelAvailable, modelToSelect, resolveModel } from './model-selection';

function services(...on: string[]): StatusResponse['services'] {
  return Object.fromEntries(
    SERVICE_IDS.map((id) => [id, on.includes(id)]),
  ) as StatusResponse['services'];
}

describe('model selection', () => {
  it('starts new work with the first available of deepseek, openai, anthropic, perplexity', () => {
    expect(defaultModel(services('anthropic', 'openai', 'deepseek'))).toBe('deepseek-chat');
    expect(defaultModel(services('anthropic', 'openai'))).toBe('gpt-4o');
    expect(defaultModel(services('perplexity', 'anthropic'))).toBe('claude-sonnet');
    expect(defaultModel(services('perplexity'))).toBe('perplexity');
    expect(defaultModel(services('local'))).toBe('local');
    expect(defaultModel(services())).toBe('claude-sonnet');
  });

  it('keeps an available selection', () => {
    expect(resolveModel('perplexity', services('perplexity', 'openai'))).toBe('perplexity');
  });

  it.each([
    ['claude-sonnet', ['openai', 'perplexity'], 'gpt-4o'],
    ['claude-sonnet', ['perplexity'], 'perplexity'],
    ['gpt-4o', ['anthropic', 'perplexity'], 'claude-sonnet'],
    ['gpt-4o', ['perplexity'], 'perplexity'],
    ['perplexity', ['openai', 'anthropic'], 'gpt-4o'],
    ['perplexity', ['anthropic'], 'claude-sonnet'],
  ] as const)('falls back from %s with %j to %s', (selected, on, expected) => {
    expect(resolveModel(selected, services(...on))).toBe(expected);
  });

  it('falls back to the default rule when the spec names no order', () => {
    expect(resolveModel('deepseek-chat', services('anthropic'))).toBe('claude-sonnet');
    expect(resolveModel('claude-sonnet', services('deepseek'))).toBe('deepseek-chat');
  });

  it('knows which provider serves each model', () => {
    expect(isModelAvailable('local', services('local'))).toBe(true);
    expect(isModelAvailable('gpt-4o', services('anthropic'))).toBe(false);
  });
});

describe('the model to select', () => {
  it('is none when no text model can be used, whatever was selected or chosen', () => {
    expect(modelToSelect('claude-sonnet', false, services())).toBeNull();
    expect(modelToSelect('gpt-4o', true, services('gladia', 'elevenLabs', 'tesseract'))).toBeNull();
  });

  it('leaves a model whose key was removed for its fallback, or the default', () => {
    expect(modelToSelect('gpt-4o', true, services('anthropic'))).toBe('claude-sonnet');
    expect(modelToSelect('deepseek-chat', true, services('local'))).toBe('local');
  });

  it('keeps a chosen model that is available, and starts new work on the default', () => {
    expect(modelToSelect('perplexity', true, services('perplexity', 'deepseek'))).toBe(
      'perplexity',
    );
    expect(modelToSelect('perplexity', false, services('perplexity', 'deepseek'))).toBe(
      'deepseek-chat',
    );
  });
});
