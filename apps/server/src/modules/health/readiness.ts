import type { ReadyResponse } from '@rela/contracts';
import { appError } from '../../platform/errors';
import type { Database } from '../../db/client';

/** What readiness asks: the database's ping, and whether graceful shutdown has begun. */
export type ReadinessDeps = {
  database: Pick<Database, 'ping'>;
  /** Flipped by graceful shutdown: readiness answers 503 from then on. */
  lifecycle: { shuttingDown: boolean };
  /**
   * Whether the MLS data is older than the display rules allow (ADR 048): readiness then says
   * `degraded` (still 200: every instance reads the same data). None: never degraded.
   */
  dataStale?: () => Promise<boolean>;
};

/** A database that does not answer within this budget counts as down. */
export const READY_PING_BUDGET_MS = 2_000;

const withinBudget = async (work: Promise<void>, budgetMs: number) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), budgetMs);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Resolves when the service may take traffic, `ok` or `degraded` with the reasons; throws 503
 * UNAVAILABLE while shutting down or when the database does not answer.
 */
export const assertReady = async (deps: ReadinessDeps): Promise<ReadyResponse> => {
  if (deps.lifecycle.shuttingDown) throw appError('UNAVAILABLE');
  try {
    await withinBudget(deps.database.ping(), READY_PING_BUDGET_MS);
  } catch {
    throw appError('UNAVAILABLE');
  }
  if (deps.lifecycle.shuttingDown) throw appError('UNAVAILABLE');
  const stale = await (deps.dataStale?.() ?? Promise.resolve(false)).catch(() => {
    throw appError('UNAVAILABLE');
  });
  if (stale) return { status: 'degraded', degraded: ['mls-data-stale'] };
  return { status: 'ok' };
};
