import { appError } from '../../platform/errors';
import type { AppDeps } from '../../app-deps';

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

/** Resolves when the service may take traffic; throws 503 UNAVAILABLE while shutting down or when the database does not answer. */
export const assertReady = async (deps: Pick<AppDeps, 'database' | 'lifecycle'>) => {
  if (deps.lifecycle.shuttingDown) throw appError('UNAVAILABLE');
  try {
    await withinBudget(deps.database.ping(), READY_PING_BUDGET_MS);
  } catch {
    throw appError('UNAVAILABLE');
  }
  if (deps.lifecycle.shuttingDown) throw appError('UNAVAILABLE');
};
