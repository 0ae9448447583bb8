import { setTimeout as delay } from 'node:timers/promises';
import type { Clock } from '../../platform/clock';
import type { Deadline } from './deadline';
import { MlsError, resoCodeOf } from './mls-errors';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
/** Waits `ms`, or rejects as soon as `signal` aborts. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) => delay(ms, undefined, { signal });

export type RetryPolicy = {
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
};

export type MlsHttpDeps = {
  fetch: FetchLike;
  sleep: Sleep;
  /** In [0, 1): the jitter of the backoff. */
  random: () => number;
  clock: Clock;
  retry: RetryPolicy;
};

export type MlsRequest = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** A final answer (2xx, a 4xx other than 429, or a 501) with its JSON body (null when it has none). */
export type MlsResponse = { status: number; body: unknown };

/**
 * 429 and 5xx are tried again, except 501: the MLS does not implement what was asked (an OData
 * feature, a function), a final answer of a healthy MLS like a 4xx (ADR 047).
 */
const isRetriableStatus = (status: number) => status === 429 || (status >= 500 && status !== 501);

/** `Retry-After` in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export const parseRetryAfter = (value: string | null, now: Date): number | undefined => {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
};

/** Exponential backoff with equal jitter: half fixed, half random. */
export const backoffMs = (attempt: number, policy: RetryPolicy, random: () => number) => {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const failureOf = (status: number, body: unknown) => {
  const resoCode = resoCodeOf(body);
  return status === 429
    ? new MlsError('throttled', 'The MLS is throttling requests (429)', { status, resoCode })
    : new MlsError('server', `The MLS answered ${status}`, { status, resoCode });
};

type Attempt = { response: MlsResponse } | { failure: MlsError; waitAtLeastMs?: number };

const attemptOnce = async (
  deps: MlsHttpDeps,
  request: MlsRequest,
  deadline: Deadline,
): Promise<Attempt> => {
  try {
    const response = await deps.fetch(request.url, {
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      signal: deadline.signal,
    });
    const body = await readJson(response);
    if (!isRetriableStatus(response.status)) return { response: { status: response.status, body } };
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), deps.clock.now());
    return { failure: failureOf(response.status, body), waitAtLeastMs: retryAfter };
  } catch (error) {
    if (deadline.signal.aborted) throw deadline.timeoutError();
    const reason = error instanceof Error ? error.message : String(error);
    return { failure: new MlsError('network', `The MLS could not be reached: ${reason}`) };
  }
};

/**
 * One MLS request within a deadline: retried with exponential backoff and jitter on 429 (waiting at
 * least its Retry-After), 5xx and network errors, at most `retry.maxAttempts` times. Answers the
 * first final response; throws an MlsError (`timeout`, `throttled`, `server`, `network`) otherwise.
 */
export const sendWithRetry = async (
  deps: MlsHttpDeps,
  request: MlsRequest,
  deadline: Deadline,
): Promise<MlsResponse> => {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await attemptOnce(deps, request, deadline);
    if ('response' in outcome) return outcome.response;
    if (attempt >= deps.retry.maxAttempts) throw outcome.failure;
    const wait = Math.max(outcome.waitAtLeastMs ?? 0, backoffMs(attempt, deps.retry, deps.random));
    // A wait past the budget cannot end in an answer in time: give up now, with the real reason.
    if (wait >= deadline.remainingMs()) throw outcome.failure;
    try {
      await deps.sleep(wait, deadline.signal);
    } catch {
      throw deadline.timeoutError();
    }
  }
};
