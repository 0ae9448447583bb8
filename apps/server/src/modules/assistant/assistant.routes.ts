import { apiPaths, healthResponseSchema } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** The assistant API's route space under `/assistant` (issue 8 fills it); for now only its health. */
export const assistantRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      apiPaths.health,
      { schema: { tags: ['assistant'], response: { 200: healthResponseSchema } } },
      async () => ({ status: 'ok' as const }),
    );
};
