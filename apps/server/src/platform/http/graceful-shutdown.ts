type ShutdownLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** One thing to close, in order: the HTTP server first (it drains requests in flight). */
export type ShutdownStep = { name: string; run: () => Promise<void> };

export type ShutdownOptions = {
  /** Set at once, so readiness answers 503 before anything closes. */
  lifecycle: { shuttingDown: boolean };
  steps: readonly ShutdownStep[];
  /** After this long the process exits anyway (config.SHUTDOWN_GRACE_MS). */
  graceMs: number;
  exit: (code: number) => void;
  log: ShutdownLog;
  /** Starts the grace timer; answers its cancel. Tests pass their own to fire it by hand. */
  schedule?: (ms: number, run: () => void) => () => void;
};

const realTimer = (ms: number, run: () => void) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * Graceful shutdown (REQ-REL-SHUTDOWN): readiness turns 503, the steps run in order (the server stops
 * accepting and lets requests in flight finish, then workers stop, then stores close), and the
 * process exits 0. A second signal, or the grace period running out, forces exit 1.
 */
export const createShutdown = (options: ShutdownOptions) => {
  const { lifecycle, steps, graceMs, exit, log, schedule = realTimer } = options;
  let running: Promise<void> | undefined;

  return (signal: string): Promise<void> => {
    if (running) {
      log.error({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return running;
    }
    lifecycle.shuttingDown = true;
    log.info({ signal, graceMs }, 'shutting down: readiness is 503, draining requests in flight');
    const cancelGrace = schedule(graceMs, () => {
      log.error({ graceMs }, 'shutdown grace period elapsed: exiting now');
      exit(1);
    });
    running = (async () => {
      let code = 0;
      for (const step of steps) {
        try {
          await step.run();
        } catch (error) {
          code = 1;
          log.error({ err: error, step: step.name }, 'shutdown step failed');
        }
      }
      cancelGrace();
      log.info({ exitCode: code }, 'shutdown complete');
      exit(code);
    })();
    return running;
  };
};

export type SignalTarget = {
  on: (signal: 'SIGTERM' | 'SIGINT', listener: () => void) => unknown;
};

/** SIGTERM and SIGINT start the shutdown; a second one forces it. */
export const onShutdownSignals = (
  target: SignalTarget,
  shutdown: (signal: string) => Promise<void>,
) => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    target.on(signal, () => {
      void shutdown(signal);
    });
  }
};

type HookTarget = {
  addHook: (
    name: 'onSend',
    hook: (
      request: unknown,
      reply: { header: (key: string, value: string) => unknown },
    ) => Promise<void>,
  ) => unknown;
};

/**
 * While shutting down, every answer (those of requests in flight included) closes its connection,
 * so keep-alive clients cannot hold the server open past the drain.
 */
export const closeConnectionsWhileDraining = (
  app: HookTarget,
  lifecycle: { shuttingDown: boolean },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
  });
};
