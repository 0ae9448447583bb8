import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { registerNotes } from './app-notes';
import { registerSavedSearches } from './app-saved-searches';
import { registerTours } from './app-tours';
import type { Config } from './config';
import { accountRoutes, passwordResetAddress } from './modules/account';
import { activityRecorder, activityRoutes } from './modules/activity';
import { assistantRoutes } from './modules/assistant';
import { apiAccess, authRoutes } from './modules/auth';
import { buyerHomesRoutes } from './modules/buyer-homes';
import {
  alertsRoutes,
  homesAddedNotifier,
  unsubscribeRoutes,
  type NoticeStreamOptions,
} from './modules/alerts';
import { devOutboxRoutes } from './modules/dev-outbox';
import { healthRoutes } from './modules/health';
import { ownNotesReader } from './modules/notes';
import { recoveryRoutes } from './modules/recovery';
import { listingsRoutes, syncStatusRoutes } from './modules/replica';
import { reportsRoutes } from './modules/reports';
import { searchRoutes } from './modules/search';
import { registrationRoutes, teamRoutes } from './modules/team';
import { registerApiDocs } from './platform/http/api-docs';
import type { ApiAccess } from './platform/http/mount-api';
import { registerCompression } from './platform/http/compression';
import { notFoundAnswer, sendError } from './platform/http/error-body';
import { closeConnectionsWhileDraining } from './platform/http/graceful-shutdown';
import {
  limitConnectionsPerAddress,
  requestTimeoutOptions,
} from './platform/http/connection-limits';
import { handleError, registerErrorHandler } from './platform/http/error-handler';
import { registerJsonBodyParser } from './platform/http/json-body';
import { registerRequestIdHeader, requestIdOptions } from './platform/http/request-id';
import { imageOrigins, registerSecurityHeaders } from './platform/http/security-headers';
import { servesApi, servesAssistant, type ServeMode } from './platform/http/serve-mode';
import { smsInboundRoutes } from './platform/sms/sms-inbound.routes';
import { testRoutePrefix, testRoutes } from './platform/http/test-routes';
import { mapTilePageMeta } from './platform/http/map-tiles';
import { registerWebApp } from './platform/http/web-app';
import { logFormatFor, loggerOptions } from './platform/logging';
import { RequestLogController } from './platform/logging-requests';

export type AppOptions = {
  /** Which route spaces this process serves; health and readiness are always there. */
  serve?: ServeMode;
  /** Overrides the pino options (tests pass a capturing stream). */
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is mounted (the route table's test lists them). */
  onRoute?: onRouteHookHandler;
  /** The notices' streams' heartbeat, age and cap (tests shorten them). */
  noticeStreams?: NoticeStreamOptions;
};

/** What the modules are built from: the app's dependencies and the API's access. */
type ModuleDeps = AppDeps & { api: ApiAccess };

/** Fastify trusts the n nearest hops for a number; its types only name the function form. */
const trustProxyOption = (value: Config['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** Builds the whole HTTP app from its dependencies; the caller listens (or injects). */
export const buildApp = async (
  appDeps: AppDeps,
  options: AppOptions = {},
): Promise<FastifyInstance> => {
  // Every module's routes mount with one signed-in guard, the auth module's (ADR 044).
  const deps = { ...appDeps, api: apiAccess(appDeps) };
  const { config } = deps;
  const serve = options.serve ?? 'all';
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, logFormatFor(process.stdout)),
    logController: new RequestLogController(),
    ...requestIdOptions,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.BODY_LIMIT_BYTES,
    ...requestTimeoutOptions(config),
    frameworkErrors: handleError,
    // Requests on open connections during the drain are answered normally (with Connection: close).
    return503OnClosing: false,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  limitConnectionsPerAddress(app.server, config.connectionsPerAddress);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIdHeader(app);
  closeConnectionsWhileDraining(app, deps.lifecycle);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app, imageOrigins(config));
  await registerCompression(app);
  if (config.apiDocs) await registerApiDocs(app);

  await app.register(healthRoutes, { deps });
  if (servesApi(serve)) {
    await registerApiModules(app, deps, options);
  }
  if (servesAssistant(serve)) {
    await app.register(assistantRoutes, { deps, ownNotes: ownNotesReader(deps.database.db) });
  }
  if (config.NODE_ENV === 'test') await app.register(testRoutes, { prefix: testRoutePrefix });
  if (servesApi(serve)) await registerWebApp(app, config.webDist, mapTilePageMeta(config));
  else app.setNotFoundHandler((request, reply) => sendError(request, reply, notFoundAnswer));
  return app;
};

/**
 * The main API's modules, and the development outbox where it is served. Each module mounts its
 * route values (`@rela/contracts`) with their full paths, `/api` included.
 */
const registerApiModules = async (app: FastifyInstance, deps: ModuleDeps, options: AppOptions) => {
  await app.register(authRoutes, { deps });
  await app.register(recoveryRoutes, { deps: { ...deps, resetAddress: passwordResetAddress } });
  await app.register(accountRoutes, { deps });
  await app.register(smsInboundRoutes, {
    deps: { db: deps.database.db, clock: deps.clock, secret: deps.config.SMS_INBOUND_SECRET },
  });
  await app.register(listingsRoutes, { deps });
  await app.register(buyerHomesRoutes, {
    deps,
    onHomesSent: homesAddedNotifier({ db: deps.database.db, clock: deps.clock }),
    onBuyerActivity: activityRecorder({ db: deps.database.db, clock: deps.clock }),
  });
  await app.register(activityRoutes, { deps });
  await app.register(searchRoutes, { deps });
  await registerSavedSearches(
    app,
    deps,
    homesAddedNotifier({ db: deps.database.db, clock: deps.clock }),
  );
  await app.register(registrationRoutes, { deps });
  await app.register(teamRoutes, { deps });
  await app.register(reportsRoutes, { deps });
  await app.register(syncStatusRoutes, { deps });
  await app.register(alertsRoutes, { deps, streams: options.noticeStreams });
  await registerTours(app, deps);
  await registerNotes(app, deps);
  await app.register(devOutboxRoutes, { deps });
  await app.register(unsubscribeRoutes, { deps });
};
