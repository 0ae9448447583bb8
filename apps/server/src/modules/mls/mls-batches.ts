import { isMlsError } from './mls-errors';

/** `items` cut into consecutive batches of at most `size`. */
export const chunk = <T>(items: readonly T[], size: number): T[][] => {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
};

/** Runs `task` over `items` with at most `limit` at a time; answers in the order of `items`. */
export const mapWithLimit = async <T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

/** The provider's answer to a filter with more `or` clauses than it accepts. */
export const isTooManyClauses = (error: unknown): boolean =>
  isMlsError(error) &&
  error.kind === 'rejected' &&
  error.details.status === 400 &&
  /clause|too\s*many/i.test(error.details.resoCode ?? '');

/**
 * Keys fetched in batches of `size()` keys; on a TooManyClauses answer the batch is halved, the
 * smaller size remembered (`shrink`), and the halves fetched again.
 */
export const fetchInBatches = async <R>(
  keys: readonly string[],
  batching: { size: () => number; shrink: (size: number) => void; concurrency: number },
  fetchBatch: (batch: string[]) => Promise<R[]>,
): Promise<R[]> => {
  const run = async (batch: string[]): Promise<R[]> => {
    try {
      return await fetchBatch(batch);
    } catch (error) {
      if (!isTooManyClauses(error) || batch.length === 1) throw error;
      batching.shrink(Math.floor(batch.length / 2));
      const parts = chunk(batch, batching.size());
      return (await mapWithLimit(parts, batching.concurrency, run)).flat();
    }
  };
  const batches = chunk(keys, batching.size());
  return (await mapWithLimit(batches, batching.concurrency, run)).flat();
};
