import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { removeServerPidFile, writeServerPidFile } from './cli/server-pid-file';
import type { AppDeps } from './app-deps';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { demoUsers, retireDemoUsers, seedDemoData } from './seed/demo-seed';
import {
  matchTransactionsFor,
  noticePushed,
  startAlertDeliveryWorker,
  startAlertsWorker,
} from './modules/alerts';
import { loadVapidKeys, startPushWorker } from './modules/push';
import { loadJwtSecret, createSessionCache } from './modules/auth';
import { startReportWorker } from './modules/reports';
import {
  complianceReads,
  startPhotoWorkerFromConfig,
  startReplicaWorkerFromConfig,
} from './modules/replica';
import { listingKeysOnLists } from './modules/buyer-homes';
import { systemClock } from './platform/clock';
import { emitterFor, reactionLanesFor, startReactionWorker } from './platform/events';
import { displayPolicyOf, startFreshnessWorker } from './modules/compliance';
import { subscribers } from './reactions';
import { flushLogs, logFormatFor } from './platform/logging';
import { createShutdown, onShutdownSignals } from './platform/http/graceful-shutdown';
import {
  checkServeModeForDatabase,
  parseServeMode,
  runsWorker,
  ServeModeError,
  type ServeMode,
} from './platform/http/serve-mode';
import {
  mailTransportFromConfig,
  smsTransportFromConfig,
  outboxReadAt,
  startOutboxDispatcher,
} from './platform/outbox';
import { createLimitStore } from './platform/rate-limit/create-limit-store';
import { createFileStorage } from './platform/storage/create-file-storage';
import { keepsReads } from './platform/cache/cached-reads';
import { createInvalidationBus } from './platform/cache/invalidation-bus';
import { mlsClientFromConfig } from './modules/mls';
import { startupBanner } from './startup-banner';
import { closeDataToOthers, keepDataPrivate } from './private-data-dir';

/** Pause between two outbox passes. */
const OUTBOX_INTERVAL_MS = 5_000;

/**
 * The banner goes after the startup log lines: on stdout in a terminal, on stderr otherwise, so that
 * stdout stays one JSON object per line for whatever collects the logs.
 */
const printBanner = async (app: FastifyInstance, config: Config, serve: ServeMode) => {
  await flushLogs(app.log);
  const banner = startupBanner(
    config,
    serve,
    demoUsers.map((user) => user.username),
  );
  (logFormatFor(process.stdout) === 'pretty' ? process.stdout : process.stderr).write(banner);
};

const start = async () => {
  const serve = parseServeMode(process.argv.slice(2));
  const config = loadConfig();
  keepDataPrivate(config.dataDir);
  checkServeModeForDatabase(serve, config.DATABASE_URL);

  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
  );
  if (database.kind === 'pglite') {
    // PGlite is this process's alone: `npm run user:create` refuses while this file names us.
    writeServerPidFile(config.dataDir);
    process.once('exit', () => removeServerPidFile(config.dataDir));
  }
  await database.migrate();
  closeDataToOthers(config.dataDir);
  if (config.seedDemo) await seedDemoData(database.db, { password: config.DEMO_PASSWORD });

  const clock = systemClock;
  const limits = createLimitStore(config);
  const invalidations = createInvalidationBus(config);
  const deps: AppDeps = {
    config,
    database,
    clock,
    limits,
    storage: createFileStorage(config),
    // One MLS client for the whole process: the routes, Rela and the report worker share it.
    mls: mlsClientFromConfig({ config, clock }),
    sessions: createSessionCache({ bus: invalidations, clock }),
    invalidations: keepsReads(config) ? invalidations : undefined,
    jwtSecret: loadJwtSecret(config),
    lifecycle: { shuttingDown: false },
  };
  const app = await buildApp(deps, { serve });
  if (config.isProduction) {
    const retired = await retireDemoUsers(database.db, { password: config.DEMO_PASSWORD });
    if (retired.length > 0)
      app.log.warn(
        `DEMO USERS IN PRODUCTION: ${retired.join(', ')} still had the demo password. They can no longer sign in (password unusable, sessions ended); delete them, or reset their passwords.`,
      );
  }
  try {
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    await app.close();
    await limits.close();
    await invalidations.close();
    await deps.mls?.close();
    await database.close();
    throw error;
  }

  const dispatcher = runsWorker(serve)
    ? startOutboxDispatcher({
        db: database.db,
        transport: mailTransportFromConfig(config),
        sms: smsTransportFromConfig(config),
        clock,
        logger: app.log,
        intervalMs: OUTBOX_INTERVAL_MS,
      })
    : null;
  // AI reports: durable jobs in the database, taken by exactly one of any number of workers.
  const reportWorker = runsWorker(serve)
    ? startReportWorker(deps, app.log, { emit: emitterFor(subscribers) })
    : null;
  // Alert e-mails and texts (ADR 029): due deliveries into the outbox, one recurring job.
  const alertDelivery = runsWorker(serve)
    ? await startAlertDeliveryWorker({
        db: database.db,
        clock,
        logger: app.log,
        serverSecret: deps.jwtSecret,
        publicUrl: config.publicUrl,
        readAt: outboxReadAt(config),
        // Each listing's attribution and its MLS's disclaimer in the e-mails and texts (ADR 048).
        display: displayPolicyOf(config.displayRules),
      })
    : null;
  // Pushes (ADR 052): each queued push to its device, retried with backoff; a device that took a
  // notice's push keeps its `unread` e-mail from going.
  const pushWorker = runsWorker(serve)
    ? startPushWorker({
        db: database.db,
        clock,
        logger: app.log,
        keys: loadVapidKeys(config),
        pushServiceOrigins: config.pushServiceOrigins,
        accepted: noticePushed,
      })
    : null;
  // Reactions (ADR 043): what one module's change means to others, from the durable queue, woken
  // at each commit that emitted (REACTIONS_HELD keeps them waiting: the crash test).
  const reactionWorker =
    runsWorker(serve) && !config.REACTIONS_HELD
      ? await startReactionWorker({
          db: database.db,
          clock,
          logger: app.log,
          subscribers,
          listen: database.listen,
          lanes: reactionLanesFor(database.kind),
          invalidations: deps.invalidations,
        })
      : null;
  // Alerts (ADR 028): the replica's events become notices, one recurring job, one runner at a time.
  const alertsWorker = runsWorker(serve)
    ? await startAlertsWorker({
        db: database.db,
        clock,
        logger: app.log,
        matchTransactions: matchTransactionsFor(database.kind),
        display: displayPolicyOf(config.displayRules),
        // Each change the replica appends wakes it at once (`listing-changed`, ADR 043).
        listen: database.listen,
      })
    : null;
  // The MLS replica's sync (ADR 021): one recurring job, run by one instance at a time; what it
  // appends to `replica_events` wakes the alerts' fan-out at commit.
  const replicaWorker =
    runsWorker(serve) && config.MLS_SYNC_INTERVAL_SECONDS > 0
      ? await startReplicaWorkerFromConfig(deps, app.log)
      : null;
  // Rela's copies of the MLS's photos (ADR 046), beside the sync: listed homes' photos first.
  const photoWorker =
    runsWorker(serve) && config.MLS_SYNC_INTERVAL_SECONDS > 0
      ? startPhotoWorkerFromConfig({
          config,
          db: database.db,
          bus: deps.invalidations,
          storage: deps.storage,
          clock,
          logger: app.log,
          listedKeys: () => listingKeysOnLists(database.db),
        })
      : null;

  // The data's age against the display rules (ADR 048): an incident tells the owners once.
  const freshnessWorker =
    runsWorker(serve) && config.MLS_SYNC_INTERVAL_SECONDS > 0
      ? await startFreshnessWorker({
          db: database.db,
          clock,
          logger: app.log,
          policy: displayPolicyOf(config.displayRules),
          replica: complianceReads,
          emit: emitterFor(subscribers),
          pageUrl: `${config.publicUrl}/compliance`,
          readAt: outboxReadAt(config),
        })
      : null;

  const shutdown = createShutdown({
    lifecycle: deps.lifecycle,
    graceMs: config.SHUTDOWN_GRACE_MS,
    exit: (code) => process.exit(code),
    log: app.log,
    steps: [
      { name: 'http server', run: () => app.close() },
      { name: 'outbox dispatcher', run: async () => dispatcher?.stop() },
      { name: 'report worker', run: async () => reportWorker?.stop() },
      { name: 'alert delivery', run: async () => alertDelivery?.stop() },
      { name: 'pushes', run: async () => pushWorker?.stop() },
      { name: 'reactions', run: async () => reactionWorker?.stop() },
      { name: 'replica sync', run: async () => replicaWorker?.stop() },
      { name: 'photo copies', run: async () => photoWorker?.stop() },
      { name: 'freshness check', run: async () => freshnessWorker?.stop() },
      { name: 'alerts fan-out', run: async () => alertsWorker?.stop() },
      { name: 'mls client', run: async () => deps.mls?.close() },
      { name: 'limit store', run: () => limits.close() },
      { name: 'invalidation bus', run: () => invalidations.close() },
      { name: 'database', run: () => database.close() },
    ],
  });
  onShutdownSignals(process, shutdown);
  await printBanner(app, config, serve);
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof ServeModeError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Rela could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
