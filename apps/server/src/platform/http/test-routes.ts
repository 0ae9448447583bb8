import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const testRoutePrefix = '/api/__test';

const echoBody = z.object({
  name: z.string().trim().min(1).max(100),
  count: z.number().int().min(0).max(1000).optional(),
});

/**
 * Routes that exist only when NODE_ENV=test: a slow request (graceful shutdown), an unhandled
 * error (masked 500), and an echo of a validated body (validation, unknown fields, 413).
 */
export const testRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/slow',
    {
      schema: {
        hide: true,
        querystring: z.object({ ms: z.coerce.number().int().min(0).max(60_000) }),
      },
    },
    async (request) => {
      await sleep(request.query.ms);
      return { status: 'ok' };
    },
  );
  routes.get('/boom', { schema: { hide: true } }, async () => {
    throw new Error('secret internal detail: connection string postgres://user:hunter2@db');
  });
  routes.post(
    '/echo',
    { schema: { hide: true, body: echoBody, response: { 200: echoBody } } },
    async (request) => request.body,
  );
};
