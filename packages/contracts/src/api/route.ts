import type { z } from 'zod/mini';
import { timing } from '../constants';
import { errorBodySchema } from './errors';

/** The prefixes of the two APIs on the one origin (ADR 001). */
export const API_PREFIX = '/api';
export const ASSISTANT_PREFIX = '/assistant';
export type ApiPrefix = typeof API_PREFIX | typeof ASSISTANT_PREFIX;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone (`public`), the holder of a main API access token (`signed-in`),
 * or the holder of an assistant token (`assistant`).
 */
export type Access = 'public' | 'signed-in' | 'assistant';

/** The error statuses a route can answer; each is an `errorBodySchema` answer. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

type Schema = z.ZodMiniType;

/** What a route is written as: everything but what `route` derives. */
export type RouteSpec = {
  method: HttpMethod;
  /** Relative to the API's prefix, with `:name` segments; `:product` is the product slug. */
  path: string;
  access: Access;
  /** The OpenAPI tag the route is listed under. */
  tag: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The success answers by status. */
  ok: Readonly<Partial<Record<200 | 201 | 202 | 206, Schema>>>;
  errors: readonly ErrorStatus[];
  /** How long the web app waits for an answer; `timing.mainApiTimeoutMs` unless given. */
  timeoutMs?: number;
  /** The media type of the success answers when it is not JSON (an HTML page, a calendar file). */
  produces?: string;
  /** Request content types other than JSON (a multipart upload). */
  consumes?: readonly string[];
  /** A public route that still reads the caller's token when one is sent (logout). */
  optionalBearer?: true;
  /** A 401 here means something else than an ended session (a wrong password): the web app stays signed in. */
  keepsSessionOn401?: true;
  /**
   * What the web app parses a success answer with, where it accepts more than this server sends
   * (another assistant's shape, any body); the `ok` schemas otherwise.
   */
  accepts?: Schema;
};

/** One call of an API: the single value the server mounts and the web app calls. */
export type ApiRoute<S extends RouteSpec = RouteSpec> = S & {
  prefix: ApiPrefix;
  timeoutMs: number;
  /** Success and error answers together, as the server declares them. */
  responses: Readonly<Record<number, Schema>>;
};

const defineIn =
  (prefix: ApiPrefix) =>
  <const S extends RouteSpec>(spec: S): ApiRoute<S> => ({
    ...spec,
    prefix,
    timeoutMs: spec.timeoutMs ?? timing.mainApiTimeoutMs,
    responses: {
      ...(spec.ok as Readonly<Record<number, Schema>>),
      ...Object.fromEntries(spec.errors.map((status) => [status, errorBodySchema])),
    },
  });

/** A call of the main API under `/api`. */
export const apiRoute = defineIn(API_PREFIX);
/** A call of the assistant API under `/assistant` (REQ-CHAT-API). */
export const assistantRoute = defineIn(ASSISTANT_PREFIX);

/** The answer types of a route's success statuses. */
export type RouteOk<R extends RouteSpec> = R['ok'][keyof R['ok']];
type OutputOf<S> = S extends Schema ? z.output<S> : never;
type InputOf<S> = S extends Schema ? z.input<S> : never;
/** What a route's success answers parse to in the web app. */
export type RouteAnswer<R extends RouteSpec> = R['accepts'] extends Schema
  ? z.output<R['accepts']>
  : OutputOf<RouteOk<R>>;
/** What a handler may answer with. */
export type RouteAnswerInput<R extends RouteSpec> = InputOf<RouteOk<R>>;
export type RouteBody<R extends RouteSpec> = R['body'] extends Schema
  ? z.output<R['body']>
  : undefined;
/** What a caller sends as the body; a route without a body schema takes none (or its multipart form). */
export type RouteBodyInput<R extends RouteSpec, Form = never> = R['body'] extends Schema
  ? z.input<R['body']>
  : R['consumes'] extends readonly string[]
    ? Form
    : undefined;
export type RouteParams<R extends RouteSpec> = R['params'] extends Schema
  ? z.output<R['params']>
  : Record<string, never>;
export type RouteQuery<R extends RouteSpec> = R['query'] extends Schema
  ? z.output<R['query']>
  : Record<string, never>;
export type RouteQueryInput<R extends RouteSpec> = R['query'] extends Schema
  ? z.input<R['query']>
  : undefined;

/** The `:name` segments of a path. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');

/** A path with its `:name` segments filled in, URL-encoded (`:product` included). */
export const withPathParams = (path: string, params: Readonly<Record<string, string>>) =>
  path.replace(/:([A-Za-z]+)/g, (segment, name: string) => {
    const value = params[name];
    return value === undefined ? segment : encodeURIComponent(value);
  });

/** The path of a product-scoped route on the server whose slug is `product`. */
export const withProduct = (path: string, product: string) => path.replace(':product', product);

/** The paths of a registry of routes, by the same names. */
export const pathsOf = <const T extends Readonly<Record<string, { path: string }>>>(
  registry: T,
): { readonly [K in keyof T]: T[K]['path'] } =>
  Object.fromEntries(Object.entries(registry).map(([name, route]) => [name, route.path])) as {
    readonly [K in keyof T]: T[K]['path'];
  };
