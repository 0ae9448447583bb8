import { z } from 'zod/mini';
import {
  SESSION_TRANSPORT_COOKIE,
  SESSION_TRANSPORT_HEADER,
  withPathParams,
  type ApiRoute,
  type RouteAnswer,
  type RouteBodyInput,
  type RouteQueryInput,
} from '@rela/contracts';
import { ApiError } from './api-error';
import { isAuthPage } from './auth-pages';
import { noteAnswer } from './offline-copy';
import { productSlug } from './product';
import { apiMessages } from './web-texts';

/** The input of one call; method, path, auth, timeout and parsing come from its route value. */
export type CallOptions<R extends ApiRoute> = {
  /** The `:name` segments of the path other than `:product` (the web app's product slug). */
  params?: Readonly<Record<string, string>>;
  query?: RouteQueryInput<R>;
  /** Sent as JSON, or as it is for a multipart route (a photo upload). */
  body?: RouteBodyInput<R, FormData>;
  signal?: AbortSignal;
};

export type ApiResponse<T> = { status: number; data: T };

type ApiClientHooks = {
  getAccessToken: () => string | null;
  onUnauthorized: () => void;
  /** Runs before each call that carries the token (the session gets one if it has none). */
  beforeSignedInCall: () => Promise<void>;
};

const hooks: ApiClientHooks = {
  getAccessToken: () => null,
  onUnauthorized: () => {},
  beforeSignedInCall: async () => {},
};

/** The session registers where the access token comes from and what a 401 does. */
export const configureApiClient = (next: Partial<ApiClientHooks>): void => {
  Object.assign(hooks, next);
};

const serverMessageSchema = z.object({
  statusMessage: z.optional(z.string()),
  message: z.optional(z.string()),
});

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** `Retry-After` in whole seconds (delta-seconds form), or null when absent or unreadable. */
const retryAfterSeconds = (response: Response): number | null => {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
};

const httpError = (status: number, data: unknown, retryAfter: number | null): ApiError => {
  const parsed = serverMessageSchema.safeParse(data);
  const serverMessage = parsed.success
    ? (parsed.data.statusMessage ?? parsed.data.message)
    : undefined;
  return new ApiError({
    status,
    data,
    kind: 'http',
    message: serverMessage ?? apiMessages.failed,
    fromServer: serverMessage !== undefined,
    retryAfterSeconds: retryAfter,
  });
};

const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

/** Public calls never carry the bearer token (REQ-SESSION-401), unless they read one if sent (logout). */
const sendsToken = (route: ApiRoute) => route.access !== 'public' || route.optionalBearer === true;

const buildHeaders = (route: ApiRoute, body: unknown): Headers => {
  const headers = new Headers({
    Accept: 'application/json',
    [SESSION_TRANSPORT_HEADER]: SESSION_TRANSPORT_COOKIE,
  });
  // FormData sets its own multipart Content-Type with the boundary.
  if (body !== undefined && !isFormData(body)) headers.set('Content-Type', 'application/json');
  const token = sendsToken(route) ? hooks.getAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

/** The route's path with the product slug and the params, URL-encoded, and the query string. */
const urlOf = (route: ApiRoute, options: CallOptions<ApiRoute>): string => {
  const path = withPathParams(route.path, { ...options.params, product: productSlug });
  const query = new URLSearchParams();
  // A list is the parameter repeated (`status=Active&status=Pending`), as the server reads it.
  for (const [name, value] of Object.entries((options.query ?? {}) as Record<string, unknown>))
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
      if (item !== undefined) query.append(name, String(item));
  const search = query.toString();
  return `${window.location.origin}${route.prefix}${path}${search ? `?${search}` : ''}`;
};

const requestBody = (body: unknown): BodyInit | undefined => {
  if (body === undefined) return undefined;
  return isFormData(body) ? body : JSON.stringify(body);
};

const send = async (
  route: ApiRoute,
  options: CallOptions<ApiRoute>,
  url = urlOf(route, options),
): Promise<Response> => {
  if (sendsToken(route)) await hooks.beforeSignedInCall();
  const controller = new AbortController();
  let timedOut = false;
  const timeout = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, route.timeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    return await fetch(url, {
      method: route.method,
      headers: buildHeaders(route, options.body),
      body: requestBody(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, kind: 'timeout', message: apiMessages.timeout });
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, kind: 'network', message: apiMessages.network, data: error });
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
};

/** A 401 ends the session, except on public calls, calls whose 401 means something else, and auth pages. */
const shouldSignOut = (route: ApiRoute): boolean =>
  route.access !== 'public' && !route.keepsSessionOn401 && !isAuthPage(window.location.pathname);

/**
 * The schema of a success answer: what the route accepts, else the schema of its status, else
 * (a success status the route does not list) any of its success schemas.
 */
const answerSchema = (route: ApiRoute, status: number): z.ZodMiniType => {
  if (route.accepts) return route.accepts;
  const schemas = Object.values(route.ok) as z.ZodMiniType[];
  const listed = (route.ok as Readonly<Record<number, z.ZodMiniType | undefined>>)[status];
  if (listed) return listed;
  const [first, ...rest] = schemas;
  return first ? z.union([first, ...rest]) : z.unknown();
};

/**
 * The one API client: one call of a route value, with its method, path (the product slug and
 * params filled in), bearer token (never on public calls), timeout and answer schema; JSON,
 * cookies, 401 handling and normalised errors.
 */
export const callWithStatus = async <R extends ApiRoute>(
  route: R,
  options: CallOptions<R> = {},
): Promise<ApiResponse<RouteAnswer<R>>> => {
  const url = urlOf(route, options as CallOptions<ApiRoute>);
  const response = await send(route, options as CallOptions<ApiRoute>, url);
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && shouldSignOut(route)) hooks.onUnauthorized();
    throw httpError(response.status, data, retryAfterSeconds(response));
  }
  noteAnswer(response.headers);
  if (route.method === 'GET') noteRead(url, route);
  const parsed = answerSchema(route, response.status).safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      kind: 'invalid-response',
      message: apiMessages.invalidResponse,
      data,
    });
  }
  return { status: response.status, data: parsed.data as RouteAnswer<R> };
};

/** The reads answered on this page (URL to route), oldest first, for `readAgain`: at most this many. */
const readsKept = 50;
const answeredReads = new Map<string, ApiRoute>();

const noteRead = (url: string, route: ApiRoute) => {
  answeredReads.delete(url);
  answeredReads.set(url, route);
  const oldest = answeredReads.keys().next().value;
  if (answeredReads.size > readsKept && oldest !== undefined) answeredReads.delete(oldest);
};

/**
 * Asks once more for the reads this page was answered whose path `matches`, with the token now
 * current, and reads their bodies to the end without parsing them: for whoever sits in between
 * (the service worker keeps the offline list's answers, ADR 054). Nothing is drawn again; a read
 * that fails is left.
 */
export const readAgain = async (matches: (path: string) => boolean): Promise<void> => {
  const again = [...answeredReads].filter(([url]) => matches(new URL(url).pathname));
  await Promise.all(
    again.map(async ([url, route]) => {
      try {
        await (await send(route, {}, url)).arrayBuffer();
      } catch {
        // Left: the next visit's reads go through the worker anyway.
      }
    }),
  );
};

/** Forgets the reads answered so far: when the session ends, the next person's are their own. */
export const forgetReads = (): void => answeredReads.clear();

/** One call of a route value: its parsed success answer. */
export const call = async <R extends ApiRoute>(
  route: R,
  options: CallOptions<R> = {},
): Promise<RouteAnswer<R>> => (await callWithStatus(route, options)).data;

/**
 * Opens a streaming route (server-sent events, ADR 040) with the bearer token, as `fetch` can and
 * `EventSource` cannot: the open answer, whose body the caller reads until it ends or `signal`
 * aborts. No timeout (the stream lives), and a 401 does not end the session: the session's own
 * calls decide that, and the caller opens the stream again later with the token then current.
 */
export const openStream = async (
  route: ApiRoute,
  options: { signal: AbortSignal },
): Promise<Response> => {
  await hooks.beforeSignedInCall();
  const headers = buildHeaders(route, undefined);
  headers.set('Accept', 'text/event-stream');
  let response: Response;
  try {
    response = await fetch(urlOf(route, {}), {
      method: route.method,
      headers,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ApiError({ status: 0, kind: 'network', message: apiMessages.network, data: error });
  }
  if (!response.ok) {
    throw httpError(response.status, await readBody(response), retryAfterSeconds(response));
  }
  return response;
};
