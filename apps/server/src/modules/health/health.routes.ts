import { apiPaths, healthResponseSchema } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { assertReady } from './readiness';

/** `GET /api/health`: the process is alive. `GET /api/ready`: it may take traffic. */
export const healthRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: healthResponseSchema };
  routes.get(apiPaths.health, { schema: { tags: ['health'], response } }, async () => ({
    status: 'ok' as const,
  }));
  routes.get(apiPaths.ready, { schema: { tags: ['health'], response } }, async () => {
    await assertReady(deps);
    return { status: 'ok' as const };
  });
};
