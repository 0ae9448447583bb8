import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { MlsClientConfig } from '../src/modules/mls';

/**
 * A tiny MLS at the network edge of the unit tests: a token endpoint, `Property` and `Media` with
 * the `or` filters the client sends, paging with `@odata.nextLink`, and switches for faults.
 */
export type FakeProperty = { ListingKey: string; City: string; Heating: string | string[] | null };
export type FakeMedia = { ResourceRecordKey: string; Order: number; MediaURL: string };

export type FakeMlsOptions = {
  properties?: FakeProperty[];
  media?: FakeMedia[];
  pageCap?: number;
  maxOrClauses?: number | null;
  tokenLifetimeS?: number;
};

/** A fault answers instead of the MLS: a status and body, `'hang'` (never answers) or undefined (pass). */
export type FaultAnswer = { status: number; body: unknown; headers?: Record<string, string> };
export type Fault = (request: FastifyRequest) => FaultAnswer | 'hang' | undefined;

export const fakeKeys = (count: number) =>
  Array.from({ length: count }, (_, index) => `K${String(index + 1).padStart(3, '0')}`);

/** Listing i has (i % 7) photos plus 2, Order from 1; K060 and later have none. */
export const fakeData = (count = 60) => {
  const keys = fakeKeys(count);
  const properties = keys.map((key, index) => ({
    ListingKey: key,
    City: `City ${index}`,
    Heating: index % 2 === 0 ? ['Forced Air', 'Natural Gas'] : null,
  }));
  const media = keys.flatMap((key, index) =>
    index >= 59
      ? []
      : Array.from({ length: (index % 7) + 2 }, (_, order) => ({
          ResourceRecordKey: key,
          Order: order + 1,
          MediaURL: `https://photos.example/${key}/${order + 1}.jpg`,
        })),
  );
  return { keys, properties, media };
};

const literals = (filter: string, field: string) =>
  [...filter.matchAll(new RegExp(`${field} eq '((?:[^']|'')*)'`, 'g'))].map((match) =>
    (match[1] ?? '').replaceAll("''", "'"),
  );

export const startFakeMls = async (options: FakeMlsOptions = {}) => {
  const data = { ...fakeData(), ...options };
  const pageCap = options.pageCap ?? 200;
  const app = Fastify();
  const state = {
    tokens: [] as string[],
    tokenRequests: 0,
    requests: [] as string[],
    fault: undefined as Fault | undefined,
  };
  let base = '';

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', async (request, reply) => {
    state.requests.push(request.url);
    const answer = state.fault?.(request);
    if (answer === 'hang') return new Promise<never>(() => undefined);
    if (answer)
      return reply
        .code(answer.status)
        .headers(answer.headers ?? {})
        .send(answer.body);
    return undefined;
  });
  app.post('/oauth2/token', async (request, reply) => {
    state.tokenRequests += 1;
    const form = request.body as Record<string, string>;
    if (form.client_secret !== 'secret') return reply.code(401).send({ error: 'invalid_client' });
    const token = `token-${state.tokenRequests}`;
    state.tokens.push(token);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: options.tokenLifetimeS ?? 3600,
    };
  });

  const authorized = (request: FastifyRequest) =>
    state.tokens.includes((request.headers.authorization ?? '').replace(/^Bearer /, ''));

  const collection = <T extends object>(
    request: FastifyRequest,
    reply: FastifyReply,
    select: (filter: string) => T[],
  ) => {
    if (!authorized(request))
      return reply.code(401).send({ error: { code: 'Unauthorized', message: 'no' } });
    const query = request.query as Record<string, string | undefined>;
    const filter = query.$filter ?? '';
    const ors = filter.split(' or ').length - 1;
    if (options.maxOrClauses != null && ors > options.maxOrClauses) {
      return reply.code(400).send({ error: { code: 'TooManyClauses', message: 'too many' } });
    }
    const all = select(filter).slice(0, Number(query.$top ?? 1000));
    const skip = Number(query.$skip ?? 0);
    const page = all.slice(skip, skip + pageCap);
    const next = new URLSearchParams({ ...query, $skip: String(skip + pageCap) } as Record<
      string,
      string
    >);
    return {
      '@odata.context': `${base}/odata/$metadata`,
      value: page,
      ...(skip + pageCap < all.length
        ? { '@odata.nextLink': `${base}${request.url.split('?')[0]}?${next}` }
        : {}),
    };
  };

  const byKey = (request: FastifyRequest, reply: FastifyReply, segment: string) => {
    if (!authorized(request))
      return reply.code(401).send({ error: { code: 'Unauthorized', message: 'no' } });
    const key = /^Property\('(.*)'\)$/.exec(segment)?.[1]?.replaceAll("''", "'");
    const found = data.properties.find((p) => p.ListingKey === key);
    return found ?? reply.code(404).send({ error: { code: 'NotFound', message: 'none' } });
  };

  app.get('/odata/:segment', (request, reply) => {
    const { segment } = request.params as { segment: string };
    if (segment === 'Property') {
      return collection(request, reply, (filter) => {
        const keys = literals(filter, 'ListingKey');
        return data.properties.filter((p) => keys.includes(p.ListingKey));
      });
    }
    if (segment === 'Media') {
      return collection(request, reply, (filter) => {
        const keys = literals(filter, 'ResourceRecordKey');
        const bound = /Order le (\d+)/.exec(filter);
        return data.media
          .filter((m) => keys.includes(m.ResourceRecordKey))
          .filter((m) => !bound || m.Order <= Number(bound[1]))
          .sort(
            (a, b) => a.ResourceRecordKey.localeCompare(b.ResourceRecordKey) || a.Order - b.Order,
          );
      });
    }
    return byKey(request, reply, segment);
  });

  base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: base,
    state,
    data,
    close: () => app.close(),
  };
};

export type FakeMls = Awaited<ReturnType<typeof startFakeMls>>;

/** The client config for a fake at `url`, with a small budget. */
export const fakeClientConfig = (
  url: string,
  overrides: Partial<MlsClientConfig> = {},
): MlsClientConfig => ({
  serviceRoot: `${url}/odata`,
  trustedOrigins: [new URL(url).origin],
  tokenUrl: `${url}/oauth2/token`,
  clientId: 'rela',
  clientSecret: 'secret',
  propertyBatchSize: 10,
  mediaBatchSize: 20,
  stringFunctions: 'auto',
  timeoutMs: 2_000,
  addressTimeoutMs: 2_000,
  cacheTtlMs: 60_000,
  maxPages: 50,
  ...overrides,
});

/** A fetch that counts requests by path (`/odata/Property`, `/odata/Media`, `/oauth2/token`). */
export const countingFetch = () => {
  const counts = new Map<string, number>();
  const fetchFn = (url: string, init: RequestInit) => {
    const path = new URL(url).pathname.replace(/\(.*\)$/, '(key)');
    counts.set(path, (counts.get(path) ?? 0) + 1);
    return fetch(url, init);
  };
  return {
    fetch: fetchFn,
    count: (path: string) => counts.get(path) ?? 0,
    reset: () => counts.clear(),
  };
};
