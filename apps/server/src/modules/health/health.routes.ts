import { healthRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { assertReady, type ReadinessDeps } from './readiness';

/** `GET /api/health`: the process is alive. `GET /api/ready`: it may take traffic. */
export const healthRoutes: FastifyPluginAsync<{
  deps: ReadinessDeps & { api: ApiAccess };
}> = async (app, { deps }) => {
  const mount = mountApi(app, deps.api);
  mount(calls.health, () => ({ status: 'ok' as const }));
  mount(calls.ready, () => assertReady(deps));
};
