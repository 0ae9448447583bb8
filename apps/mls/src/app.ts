import { setTimeout as delay } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { embeddedAuth, setUpAuth, type MlsAuth } from './auth/auth';
import { systemClock, type Clock } from './clock';
import { defaultDataset, renderPhotoSvg } from './dataset';
import type { Dataset } from './dataset/types';
import { ODataError } from './odata/odata-error';
import { providerProfiles } from './profiles/profiles';
import type { ProviderProfile } from './profiles/types';
import { resoError } from './reso-error';
import { createStore } from './resources/store';
import { registerMediaRoutes, type RenderPhoto } from './routes/media-routes';
import { jsonType, registerODataRoutes } from './routes/odata-routes';

export type MlsAppOptions = {
  /** The listings and media served; `defaultDataset()` by default. */
  dataset?: Dataset;
  /** How the server behaves (page cap, enum style, ...); `providerProfiles.default` by default. */
  profile?: ProviderProfile;
  /** Client credentials (the embedded defaults) or a static bearer token. */
  auth?: MlsAuth;
  /** The URL clients reach this server at; by default taken from each request's Host. */
  publicUrl?: string;
  /** Token expiry reads this clock. */
  clock?: Clock;
  /** Fastify's logger option; off by default (the entry prints one line). */
  logger?: boolean;
  /** How injected latency waits (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
  /** Draws a photo; `renderPhotoSvg` by default. */
  renderPhoto?: RenderPhoto;
};

/** The embedded RESO Web API server (OData 4.0). No listen: the entry or a test does that. */
export const buildMlsApp = async (options: MlsAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({ logger: options.logger ?? false });
  const store = createStore(options.dataset ?? defaultDataset());
  const publicUrl = (request: FastifyRequest) =>
    (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const auth = setUpAuth(app, options.auth ?? embeddedAuth, options.clock ?? systemClock);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('OData-Version', '4.0');
  });

  registerODataRoutes(app, {
    store,
    profile: options.profile ?? providerProfiles.default,
    publicUrl,
    isValidToken: auth.isValid,
    sleep: options.sleep ?? ((ms) => delay(ms).then(() => undefined)),
  });
  registerMediaRoutes(app, { store, renderPhoto: options.renderPhoto ?? renderPhotoSvg });

  app.setNotFoundHandler(async (request, reply) => {
    reply.code(404).type(jsonType);
    return resoError('NotFound', `No resource at ${request.method} ${request.url.split('?')[0]}`);
  });

  app.setErrorHandler(async (error: { statusCode?: number }, _request, reply) => {
    reply.type(jsonType);
    if (error instanceof ODataError) {
      reply.code(error.status);
      return resoError(error.code, error.message, error.target);
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    reply.code(status);
    return status === 500
      ? resoError('InternalError', 'The server could not complete the request.')
      : resoError('BadRequest', 'The request is not valid.');
  });

  return app;
};
