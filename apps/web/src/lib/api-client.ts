import { z } from 'zod/mini';
import {
  API_PREFIX,
  timing,
  SESSION_TRANSPORT_COOKIE,
  SESSION_TRANSPORT_HEADER,
  publicApiPaths,
} from '@rela/contracts';
import { ApiError } from './api-error';
import { isAuthPage } from './auth-pages';
import { apiMessages } from './web-texts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: HttpMethod;
  /** Path under the API prefix, e.g. `/login`. A query string may follow. */
  path: string;
  /** Sent as JSON, or as it is when it is FormData (multipart, e.g. a photo upload). */
  body?: unknown;
  /** The response schema from contracts; the answer is parsed, never cast. */
  schema: z.ZodMiniType<T>;
  timeoutMs?: number;
  /** Send the bearer token; defaults to true except on the public paths. */
  auth?: boolean;
  /**
   * Whether a 401 on this call signs the user out. False for calls whose 401 means something else,
   * such as deleting a user (REQ-SESSION-401).
   */
  logoutOnUnauthorized?: boolean;
  signal?: AbortSignal;
};

export type ApiResponse<T> = { status: number; data: T };

type ApiClientHooks = {
  getAccessToken: () => string | null;
  onUnauthorized: () => void;
};

const hooks: ApiClientHooks = { getAccessToken: () => null, onUnauthorized: () => {} };

/** The session registers where the access token comes from and what a 401 does. */
export const configureApiClient = (next: Partial<ApiClientHooks>): void => {
  Object.assign(hooks, next);
};

const pathname = (path: string) => path.split('?')[0] ?? path;

export const isPublicApiPath = (path: string): boolean => publicApiPaths.includes(pathname(path));

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

const buildHeaders = (options: RequestOptions<unknown>): Headers => {
  const headers = new Headers({
    Accept: 'application/json',
    [SESSION_TRANSPORT_HEADER]: SESSION_TRANSPORT_COOKIE,
  });
  // FormData sets its own multipart Content-Type with the boundary.
  if (options.body !== undefined && !isFormData(options.body)) {
    headers.set('Content-Type', 'application/json');
  }
  const wantsAuth = options.auth ?? !isPublicApiPath(options.path);
  const token = wantsAuth ? hooks.getAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const requestBody = (body: unknown): BodyInit | undefined => {
  if (body === undefined) return undefined;
  return isFormData(body) ? body : JSON.stringify(body);
};

const send = async (options: RequestOptions<unknown>): Promise<Response> => {
  const controller = new AbortController();
  let timedOut = false;
  const timeout = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? timing.mainApiTimeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    return await fetch(`${window.location.origin}${API_PREFIX}${options.path}`, {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
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

const shouldSignOut = (options: RequestOptions<unknown>): boolean =>
  options.logoutOnUnauthorized !== false &&
  !isPublicApiPath(options.path) &&
  !isAuthPage(window.location.pathname);

/** The one API client: JSON, cookies, bearer, timeouts, 401 handling and normalised errors. */
export const requestWithStatus = async <T>(options: RequestOptions<T>): Promise<ApiResponse<T>> => {
  const response = await send(options);
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && shouldSignOut(options)) hooks.onUnauthorized();
    throw httpError(response.status, data, retryAfterSeconds(response));
  }
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      kind: 'invalid-response',
      message: apiMessages.invalidResponse,
      data,
    });
  }
  return { status: response.status, data: parsed.data };
};

export const request = async <T>(options: RequestOptions<T>): Promise<T> =>
  (await requestWithStatus(options)).data;
