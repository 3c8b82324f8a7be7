import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { SecretBox } from './lib/secret-box';
import type { LocalEngines } from './providers/local-engines';

/** What every feature's routes receive: the parsed config and the shared resources. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  secretBox: SecretBox;
  engines: LocalEngines;
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's shared resources, for the few places outside a route that need them (tests, scripts). */
    redraft: AppContext;
  }
}
