/**
 * The caller's environment without what would make a locally started app depend on the
 * caller's shell: provider keys and base URLs, payment keys, the database, Redis and local
 * models. The browser tests (tests/e2e/serve.ts) and the tutorial's recording
 * (scripts/tutorial/app-server.ts) start the built app with it, then add their own fakes.
 */
export function isolatedEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (/_(API_KEY|BASE_URL|APP_ID|APP_KEY|SECRET_KEY|WEBHOOK_SECRET|PUBLISHABLE_KEY)$/.test(name))
      continue;
    if (DROPPED.has(name) || name.startsWith('LOCAL_LLM_')) continue;
    kept[name] = value;
  }
  return kept;
}

const DROPPED = new Set(['DATABASE_URL', 'REDIS_URL', 'STRIPE_API_BASE']);
