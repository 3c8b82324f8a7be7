import type { FeatureDocs } from '../openapi/route-docs';

/** Liveness and readiness (server/plugins/health.ts), for load balancers and orchestrators. */
export const healthDocs: FeatureDocs = {
  tag: 'Operations',
  description: 'Liveness and readiness, for load balancers and orchestrators.',
  routes: {
    'GET /api/health/live': {
      summary: 'Liveness: the process answers HTTP',
      description:
        'Checks nothing else, so a database outage does not get every instance restarted at once.',
      responses: {
        200: { description: 'The process is alive.', examples: { Alive: { status: 'live' } } },
      },
    },
    'GET /api/health/ready': {
      summary: 'Readiness: the database and, when configured, Redis answer',
      description:
        'A load balancer sends traffic only to ready instances. The database must answer a query and, with REDIS_URL set, Redis a PING, each within 2 seconds.',
      responses: {
        200: {
          description: 'Ready to serve.',
          examples: {
            'One process on PGlite': { status: 'ready', checks: { database: 'ok' } },
            'Several instances with Redis': {
              status: 'ready',
              checks: { database: 'ok', redis: 'ok' },
            },
          },
        },
        503: {
          description: 'A dependency did not answer in time; the answer names it.',
          examples: {
            'Redis is down': {
              status: 'not ready',
              message: 'Not ready: Redis did not answer.',
              checks: { database: 'ok', redis: 'failed' },
            },
          },
        },
      },
    },
  },
};
