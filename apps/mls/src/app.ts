import { setTimeout as delay } from 'node:timers/promises';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { embeddedAuth, setUpAuth, type MlsAuth } from './auth/auth';
import { systemClock, type Clock } from './clock';
import { defaultDataset, defaultDatasetSeed } from './dataset';
import { createMarket } from './market/market';
import { ODataError } from './odata/odata-error';
import { providerProfiles } from './profiles/profiles';
import type { ProviderProfile } from './profiles/types';
import { resoError } from './reso-error';
import { createStore, type ListingSource } from './resources/store';
import { registerDevRoutes } from './routes/dev-routes';
import { createPhotoFiles, type PhotoFiles, type PhotoFilesOptions } from './photos/photo-files';
import { registerMediaRoutes } from './routes/media-routes';
import { jsonType, registerODataRoutes } from './routes/odata-routes';

export type MlsAppOptions = {
  /** The listings and media served (media derive from the listings when absent); `defaultDataset()` by default. */
  dataset?: ListingSource;
  /** Seeds the market's events and the listings `POST /dev/listings` adds; the dataset's default seed by default. */
  seed?: number;
  /** Market events per hour (price changes, status moves, new and delisted listings); 0, a still market, by default. */
  marketEventsPerHour?: number;
  /** `POST /dev/listings[/{ListingKey}]` for tests, loopback only; on unless NODE_ENV is production. */
  devRoutes?: boolean;
  /** How the server behaves (page cap, enum style, ...); `providerProfiles.default` by default. */
  profile?: ProviderProfile;
  /** Client credentials (the embedded defaults) or a static bearer token. */
  auth?: MlsAuth;
  /** The URL clients reach this server at; by default taken from each request's Host. */
  publicUrl?: string;
  /** Token expiry, the market and the dev endpoints' timestamps read this clock. */
  clock?: Clock;
  /** Fastify's logger option; off by default (the entry prints one line). */
  logger?: boolean;
  /** How injected latency waits (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * The photo files (JPEG made from each photo's scene when first asked for, kept in a disk cache),
   * or where to keep them; `data/mls-photos` under the working directory, 1 GiB, by default.
   */
  photos?: PhotoFiles | PhotoFilesOptions;
};

/** The embedded RESO Web API server (OData 4.0). No listen: the entry or a test does that. */
export const buildMlsApp = async (options: MlsAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({ logger: options.logger ?? false });
  const profile = options.profile ?? providerProfiles.default;
  const clock = options.clock ?? systemClock;
  const seed = options.seed ?? defaultDatasetSeed;
  const store = createStore(options.dataset ?? defaultDataset(), {
    delisting: profile.delisting,
    openedAt: clock.now(),
  });
  // Closures read locals, not `options`, so the dataset it names is not kept beside the store.
  const givenUrl = options.publicUrl;
  const publicUrl = (request: FastifyRequest) =>
    (givenUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const auth = setUpAuth(app, options.auth ?? embeddedAuth, clock);

  const eventsPerHour = options.marketEventsPerHour ?? 0;
  if (eventsPerHour > 0) {
    const market = createMarket(store, { eventsPerHour, seed, clock });
    // Events due by now are applied before any answer, so every request sees the same market.
    app.addHook('onRequest', async () => {
      market.catchUp();
    });
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('OData-Version', '4.0');
  });

  registerODataRoutes(app, {
    store,
    profile,
    publicUrl,
    isValidToken: auth.isValid,
    sleep: options.sleep ?? ((ms) => delay(ms).then(() => undefined)),
  });
  const photos = options.photos;
  registerMediaRoutes(app, {
    store,
    photos: photos && 'open' in photos ? photos : createPhotoFiles(photos),
  });
  if (options.devRoutes ?? process.env.NODE_ENV !== 'production') {
    registerDevRoutes(app, { store, profile, clock, seed });
  }

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
