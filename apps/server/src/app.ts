import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { accountRoutes, passwordResetAddress } from './modules/account';
import { activityRoutes } from './modules/activity';
import {
  alertsRoutes,
  listingKeysInReplica,
  savedSearchesRoutes,
  unsubscribeRoutes,
  type NoticeStreamOptions,
} from './modules/alerts';
import { assistantRoutes } from './modules/assistant';
import { apiAccess, authRoutes } from './modules/auth';
import { buyerHomesRoutes, sendListingKeys } from './modules/buyer-homes';
import { comparablesRoutes } from './modules/comparables';
import { devOutboxRoutes } from './modules/dev-outbox';
import { complianceRoutes, dataFreshness, displayPolicyOf } from './modules/compliance';
import { callerDefaultValues, costsDepsOf, costsRoutes } from './modules/costs';
import { fairHousingRoutes } from './modules/fair-housing';
import { healthRoutes } from './modules/health';
import { householdsRoutes } from './modules/households';
import { notesRoutes, ownNotesReader } from './modules/notes';
import { loadVapidKeys, pushRoutes } from './modules/push';
import { recoveryRoutes } from './modules/recovery';
import { complianceReads, listingsRoutes, photosRoutes, syncStatusRoutes } from './modules/replica';
import { reportsRoutes } from './modules/reports';
import { filtersOf, searchRoutes } from './modules/search';
import { registrationRoutes, teamRoutes } from './modules/team';
import { teamPerformanceRoutes } from './modules/team-performance';
import { toursRoutes } from './modules/tours';
import { announce, readCacheOf } from './platform/cache/cached-reads';
import { findHouseholdId } from './platform/policy/households.queries';
import { emitterFor, startReactionWorker, type AnySubscriber, type Emit } from './platform/events';
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
import { subscribers as allSubscribers } from './reactions';

export type AppOptions = {
  /** Which route spaces this process serves; health and readiness are always there. */
  serve?: ServeMode;
  /** Overrides the pino options (tests pass a capturing stream). */
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is mounted (the route table's test lists them). */
  onRoute?: onRouteHookHandler;
  /** The notices' streams' heartbeat, age and cap (tests shorten them). */
  noticeStreams?: NoticeStreamOptions;
  /** How the events of this app's writes are reacted to (ADR 043). */
  reactions?: {
    /** Every subscriber (`src/reactions.ts`) by default; tests wrap one to make it fail. */
    subscribers?: readonly AnySubscriber[];
    /**
     * Tests: each answer waits until the reactions due are done, so a test reads their effects at
     * once. Elsewhere the reaction worker (main.ts) runs them, woken at each commit.
     */
    settleBeforeReply?: boolean;
  };
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

  const replica = complianceReads;
  await app.register(healthRoutes, {
    deps: {
      ...deps,
      // Degraded while the MLS data is older than the display rules allow (ADR 048).
      dataStale: async () =>
        (
          await dataFreshness({
            db: deps.database.db,
            clock: deps.clock,
            policy: displayPolicyOf(config.displayRules),
            replica,
          })
        ).stale,
    },
  });
  const subscribers = options.reactions?.subscribers ?? allSubscribers;
  if (options.reactions?.settleBeforeReply)
    await settleReactionsBeforeReply(app, deps, subscribers);
  const emit = emitterFor(subscribers);
  if (servesApi(serve)) await registerApiModules(app, deps, options, emit);
  if (servesAssistant(serve)) {
    await app.register(assistantRoutes, {
      deps,
      ownNotes: ownNotesReader(deps.database.db),
      emit,
    });
  }
  if (config.NODE_ENV === 'test') await app.register(testRoutes, { prefix: testRoutePrefix });
  if (servesApi(serve)) await registerWebApp(app, config.webDist, mapTilePageMeta(config));
  else app.setNotFoundHandler((request, reply) => sendError(request, reply, notFoundAnswer));
  return app;
};

/** Tests: the reactions due run before each answer goes (see `AppOptions.reactions`). */
const settleReactionsBeforeReply = async (
  app: FastifyInstance,
  deps: AppDeps,
  subscribers: readonly AnySubscriber[],
) => {
  const worker = await startReactionWorker({
    db: deps.database.db,
    clock: deps.clock,
    logger: app.log,
    subscribers,
    intervalMs: 0,
    invalidations: deps.invalidations,
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    // Never the answer's failure: a reaction's own failure is retried; a database that does not
    // answer leaves them queued, as the worker would.
    await worker.drain().catch((error: unknown) => {
      request.log.warn({ error: String(error) }, 'the reactions due could not run');
    });
    return payload;
  });
};

/**
 * The main API's modules, and the development outbox where it is served. Each module mounts its
 * route values (`@rela/contracts`) with their full paths, `/api` included; a module that tells
 * others gets `emit` (ADR 043), one that uses another's query or command gets it passed in.
 */
const registerApiModules = async (
  app: FastifyInstance,
  deps: ModuleDeps,
  options: AppOptions,
  emit: Emit,
) => {
  const { db } = deps.database;
  await app.register(authRoutes, { deps });
  await app.register(recoveryRoutes, { deps: { ...deps, resetAddress: passwordResetAddress } });
  await app.register(accountRoutes, { deps });
  await app.register(smsInboundRoutes, {
    deps: { db: deps.database.db, clock: deps.clock, secret: deps.config.SMS_INBOUND_SECRET },
  });
  await app.register(listingsRoutes, { deps });
  await app.register(photosRoutes, { deps });
  await app.register(buyerHomesRoutes, { deps, emit });
  await app.register(activityRoutes, { deps });
  await app.register(searchRoutes, {
    deps,
    // A monthly limit reads the caller's own defaults, as their cards do (ADR 051).
    costDefaults: callerDefaultValues(costsDepsOf(deps)),
  });
  await app.register(comparablesRoutes, { deps });
  const homesBus = readCacheOf(deps, 'buyerHomes').bus;
  await app.register(savedSearchesRoutes, {
    deps,
    filtersOf: async (query) => filtersOf(db, query),
    // An approved suggestion is the realtor's send of one home, in the approval's transaction.
    sendHomes: (tx, actor, params) =>
      sendListingKeys(
        {
          db: tx,
          clock: deps.clock,
          bus: homesBus,
          emit,
          knownListingKeys: (keys) => listingKeysInReplica(tx, keys),
        },
        actor,
        params,
      ),
    // The list is the buyer's household's (ADR 049).
    homesChanged: (buyerId) => {
      void findHouseholdId(db, buyerId)
        .then((householdId) => announce(homesBus, 'buyerHomes', householdId ?? buyerId))
        .catch(() => announce(homesBus, 'buyerHomes', buyerId));
    },
  });
  await app.register(registrationRoutes, { deps, emit });
  await app.register(teamRoutes, { deps, emit });
  await app.register(householdsRoutes, { deps, emit });
  await app.register(reportsRoutes, { deps });
  await app.register(syncStatusRoutes, { deps });
  await app.register(alertsRoutes, { deps, streams: options.noticeStreams });
  await app.register(pushRoutes, { deps, keys: loadVapidKeys(deps.config) });
  await app.register(toursRoutes, { deps, emit });
  await app.register(complianceRoutes, { deps, replica: complianceReads, emit });
  await app.register(fairHousingRoutes, { deps });
  await app.register(teamPerformanceRoutes, { deps });
  await app.register(costsRoutes, { deps });
  await app.register(notesRoutes, { deps, emit });
  await app.register(devOutboxRoutes, { deps });
  await app.register(unsubscribeRoutes, { deps });
};
