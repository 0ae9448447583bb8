import { pushRoutes as calls } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { mountApi, type ApiAccess } from '../../platform/http/mount-api';
import { listPushDevices, removePushDevice, subscribePush } from './push.service';
import type { VapidKeys } from './vapid-keys';

export type PushRoutesDeps = {
  api: ApiAccess;
  database: Pick<Database, 'db'>;
  clock: Clock;
  config: Pick<Config, 'pushServiceOrigins'>;
};

/** The push calls (ADR 052): the server's public key, and the caller's own devices. */
export const pushRoutes: FastifyPluginAsync<{ deps: PushRoutesDeps; keys: VapidKeys }> = async (
  app,
  { deps, keys },
) => {
  const mount = mountApi(app, deps.api);
  const { db } = deps.database;
  const serviceDeps = {
    db,
    clock: deps.clock,
    pushServiceOrigins: deps.config.pushServiceOrigins,
  };
  mount(calls.pushPublicKey, () => ({ publicKey: keys.publicKey }));
  mount(calls.subscribePush, async ({ actor, body, request, reply }) => {
    const { device, created } = await subscribePush(
      serviceDeps,
      actor.id,
      body,
      request.headers['user-agent'],
    );
    void reply.code(created ? 201 : 200);
    return device;
  });
  mount(calls.pushDevices, ({ actor }) => listPushDevices(db, actor.id));
  mount(calls.removePushDevice, ({ actor, params }) => removePushDevice(db, actor.id, params.id));
};
