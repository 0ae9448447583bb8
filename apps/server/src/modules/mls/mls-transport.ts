import type { Clock } from '../../platform/clock';
import type { CircuitBreaker } from './circuit-breaker';
import { startDeadline, type Deadline } from './deadline';
import type { MlsClientConfig, StringFunctionsMode } from './mls-config';
import { MlsError, resoCodeOf } from './mls-errors';
import { sendWithRetry, type MlsHttpDeps, type MlsResponse } from './mls-http';
import { buildQuery, quote } from './odata-literal';
import { collectPages, nextLinkResolver, parsePage, type ODataEntity } from './odata-pages';
import { createTokenSource, staticTokenSource, type TokenSource } from './token-source';

/** OData system query options of one collection query; values are built by `odata-literal`. */
export type MlsQuery = {
  filter?: string;
  select?: readonly string[];
  orderby?: string;
  top?: number;
  expand?: string;
};

export type MlsCallOptions = {
  /** Budget of the whole call, pages and retries included (default: the config's timeoutMs). */
  timeoutMs?: number;
};

/**
 * How the MLS is reached: authenticated, with timeouts, retries, paging and the circuit breaker.
 * The client and the address lookup build their queries on top of it.
 */
export type MlsTransport = {
  /** Every entity a collection query selects, following `@odata.nextLink`. */
  query: (entitySet: string, query: MlsQuery, options?: MlsCallOptions) => Promise<ODataEntity[]>;
  /** One entity by key (`Property('K')`), or null when the MLS answers 404. */
  getByKey: (
    entitySet: string,
    key: string,
    query?: Pick<MlsQuery, 'select' | 'expand'>,
    options?: MlsCallOptions,
  ) => Promise<ODataEntity | null>;
  stringFunctions: StringFunctionsMode;
};

export type MlsTransportDeps = {
  config: MlsClientConfig;
  http: MlsHttpDeps;
  breaker: CircuitBreaker;
  clock: Clock;
};

const queryParams = (query: MlsQuery) => ({
  $filter: query.filter,
  $select: query.select?.join(','),
  $orderby: query.orderby,
  $top: query.top,
  $expand: query.expand,
});

/** A 4xx answer other than 401 (and 404 where it means "no such entity"). */
const rejected = (response: MlsResponse) =>
  new MlsError('rejected', `The MLS refused the query (${response.status})`, {
    status: response.status,
    resoCode: resoCodeOf(response.body),
  });

export const createMlsTransport = ({
  config,
  http,
  breaker,
  clock,
}: MlsTransportDeps): MlsTransport => {
  const tokens: TokenSource = config.staticToken
    ? staticTokenSource(config.staticToken)
    : createTokenSource({
        credentials: config,
        clock,
        send: async (request) => {
          const deadline = startDeadline(config.timeoutMs, clock);
          try {
            return await sendWithRetry(http, request, deadline);
          } finally {
            deadline.clear();
          }
        },
      });
  const resolveNext = nextLinkResolver(config.serviceRoot, config.trustedOrigins);

  /** GET with the bearer; on a 401 the token is fetched anew and the request sent once more. */
  const authorizedGet = async (url: string, deadline: Deadline): Promise<MlsResponse> => {
    const send = async (token: string) =>
      sendWithRetry(
        http,
        { url, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
        deadline,
      );
    const token = await tokens.get();
    const first = await send(token);
    if (first.status !== 401) return first;
    tokens.invalidate(token);
    const second = await send(await tokens.get());
    if (second.status === 401) {
      throw new MlsError('unauthorized', 'The MLS refused our token', { status: 401 });
    }
    return second;
  };

  const withDeadline = <T>(options: MlsCallOptions, call: (deadline: Deadline) => Promise<T>) =>
    breaker.run(async () => {
      const deadline = startDeadline(options.timeoutMs ?? config.timeoutMs, clock);
      try {
        return await call(deadline);
      } finally {
        deadline.clear();
      }
    });

  return {
    stringFunctions: config.stringFunctions,
    query: (entitySet, query, options = {}) =>
      withDeadline(options, (deadline) =>
        collectPages(
          `${config.serviceRoot}/${entitySet}?${buildQuery(queryParams(query))}`,
          async (url) => {
            const response = await authorizedGet(url, deadline);
            if (response.status !== 200) throw rejected(response);
            return parsePage(response.body);
          },
          { maxPages: config.maxPages, resolveNext },
        ),
      ),
    getByKey: (entitySet, key, query = {}, options = {}) =>
      withDeadline(options, async (deadline) => {
        const params = buildQuery(queryParams(query));
        const path = `${entitySet}(${encodeURIComponent(quote(key))})`;
        const response = await authorizedGet(
          `${config.serviceRoot}/${path}${params ? `?${params}` : ''}`,
          deadline,
        );
        if (response.status === 404) return null;
        if (response.status !== 200) throw rejected(response);
        const body = response.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw new MlsError('protocol', 'The MLS answered an entity that is not an object');
        }
        return body as ODataEntity;
      }),
  };
};
