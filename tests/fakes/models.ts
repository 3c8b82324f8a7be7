// GET .../models in the OpenAI list shape (OpenAI, DeepSeek, Ollama, llama.cpp all use it).
import type { Route } from './fake-server';

export function openAIModelsRoute(path: string, ids: string[], ownedBy: string): Route {
  return {
    method: 'GET',
    path,
    handle: (ctx) =>
      ctx.sendJson({
        object: 'list',
        data: ids.map((id) => ({ id, object: 'model', created: 1_700_000_000, owned_by: ownedBy })),
      }),
  };
}
