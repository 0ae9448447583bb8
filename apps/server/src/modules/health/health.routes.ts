import { healthRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mountApi } from '../auth/mount-api';
import { assertReady } from './readiness';

/** `GET /api/health`: the process is alive. `GET /api/ready`: it may take traffic. */
export const healthRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const mount = mountApi(app, deps);
  mount(calls.health, () => ({ status: 'ok' as const }));
  mount(calls.ready, async () => {
    await assertReady(deps);
    return { status: 'ok' as const };
  });
};
