// The servers of the request-cost benchmark (bench/request-cost-server.ts builds them).
export const VARIANTS = [
  'bare',
  'logging: Fastify default (two lines)',
  'logging: one line',
  'headers: helmet per request',
  'headers: recorded once',
  'limiter',
  'serializer: zod',
  'serializer: compiled',
  'Redraft',
] as const;
export type Variant = (typeof VARIANTS)[number];
