import { randomInt } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import {
  startDeadline,
  type MlsClientConfig,
  MlsError,
  resoCodeOf,
  realSleep,
  sendWithRetry,
  type FetchLike,
  type MlsHttpDeps,
  type Sleep,
  buildQuery,
  nextLinkResolver,
  parsePage,
  type ODataPage,
  createTokenSource,
  staticTokenSource,
} from '../mls';

/** A replication query: filter and order of one resource, paged by the provider's next links. */
export type FeedQuery = { filter?: string; orderby?: string; select?: readonly string[] };

/**
 * The MLS as the sync reads it: one page at a time, so each page is committed before the next is
 * asked for. 429s, 5xx and slow answers are retried with backoff (at least the `Retry-After`).
 */
export type ReplicaFeed = {
  /** The first page's URL of a query on `Property` or `Media`. */
  firstUrl: (entitySet: string, query: FeedQuery) => string;
  /** One page; its next link (if any) is already re-based onto the service root. */
  page: (url: string) => Promise<ODataPage>;
};

export type ReplicaFeedDeps = {
  config: MlsClientConfig;
  clock: Clock;
  fetch?: FetchLike;
  sleep?: Sleep;
  /** Budget of one page, its retries included. */
  pageTimeoutMs?: number;
  /** Aborts requests and waits at once (the process shuts down); the page in hand fails. */
  stopSignal?: AbortSignal;
};

/** A sync can wait: more attempts and longer pauses than a card's read. */
const syncRetry = { maxAttempts: 6, baseDelayMs: 500, maxDelayMs: 30_000 };

export const createReplicaFeed = ({
  config,
  clock,
  fetch: fetchFn = (url, init) => fetch(url, init),
  sleep = realSleep,
  pageTimeoutMs = 120_000,
  stopSignal,
}: ReplicaFeedDeps): ReplicaFeed => {
  const withStop = (signal: AbortSignal | null | undefined) =>
    stopSignal && signal ? AbortSignal.any([signal, stopSignal]) : (signal ?? undefined);
  const http: MlsHttpDeps = {
    fetch: (url, init) => fetchFn(url, { ...init, signal: withStop(init.signal) ?? null }),
    sleep: (ms, signal) => sleep(ms, withStop(signal) ?? signal),
    random: () => randomInt(1_000_000) / 1_000_000,
    clock,
    retry: syncRetry,
  };
  const withDeadline = async <T>(
    run: (deadline: ReturnType<typeof startDeadline>) => Promise<T>,
  ) => {
    const deadline = startDeadline(pageTimeoutMs, clock);
    try {
      return await run(deadline);
    } finally {
      deadline.clear();
    }
  };
  const tokens = config.staticToken
    ? staticTokenSource(config.staticToken)
    : createTokenSource({
        credentials: config,
        clock,
        send: (request) => withDeadline((deadline) => sendWithRetry(http, request, deadline)),
      });
  const resolveNext = nextLinkResolver(config.serviceRoot, config.trustedOrigins);

  const get = async (url: string, token: string) =>
    withDeadline((deadline) =>
      sendWithRetry(
        http,
        { url, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
        deadline,
      ),
    );

  return {
    firstUrl: (entitySet, query) =>
      `${config.serviceRoot}/${entitySet}?${buildQuery({
        $filter: query.filter,
        $orderby: query.orderby,
        $select: query.select?.join(','),
      })}`,
    page: async (url) => {
      const token = await tokens.get();
      let response = await get(url, token);
      if (response.status === 401) {
        tokens.invalidate(token);
        response = await get(url, await tokens.get());
      }
      if (response.status !== 200) {
        throw new MlsError('rejected', `The MLS refused the sync query (${response.status})`, {
          status: response.status,
          resoCode: resoCodeOf(response.body),
        });
      }
      const page = parsePage(response.body);
      return page.nextLink === undefined
        ? page
        : { value: page.value, nextLink: resolveNext(page.nextLink) };
    },
  };
};
