import {
  apiRoutes,
  assistantRoutes,
  defaultProductSlug,
  withProduct,
  type ApiRoute,
} from '@rela/contracts';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { apiDocsPath } from '../../src/platform/http/api-docs';
import { testRoutePrefix } from '../../src/platform/http/test-routes';

/** One method and path the app answers, in the router's form (`:name` params, `*` wildcards). */
export type Route = { method: string; path: string };

/** A route value where the server mounts it: its full path, with the product's slug. */
export type MountedRoute = Route & { value: ApiRoute };

/** Every route value of both APIs, at the path where a server whose slug is `product` mounts it. */
export const registryRoutes = (product = defaultProductSlug): MountedRoute[] =>
  [...Object.values(apiRoutes), ...Object.values(assistantRoutes)].map((value) => ({
    method: value.method,
    path: `${value.prefix}${withProduct(value.path, product)}`,
    value,
  }));

/**
 * What the server serves outside the registry of calls, each with why: these are not calls of an
 * API, so they have no route value.
 */
export const outsideRegistry: readonly (Route & { why: string })[] = [
  { method: 'GET', path: '/', why: 'the web app' },
  { method: 'GET', path: '/*', why: "the web app's files and its client-side routes" },
  { method: 'GET', path: '/dev/outbox', why: 'the development outbox page' },
  { method: 'GET', path: '/dev/outbox.json', why: 'the development outbox as JSON' },
  { method: 'GET', path: `${apiDocsPath}`, why: 'the OpenAPI browser' },
  { method: 'GET', path: `${apiDocsPath}/*`, why: "the OpenAPI browser's files and the document" },
  { method: 'GET', path: `${testRoutePrefix}/*`, why: 'NODE_ENV=test routes that fail on purpose' },
  {
    method: 'POST',
    path: `${testRoutePrefix}/*`,
    why: 'NODE_ENV=test routes that fail on purpose',
  },
];

/** Whether an allow-list entry covers a path (`/*` covers everything below it). */
export const covers = (entry: Route, route: Route) =>
  entry.method === route.method &&
  (entry.path === route.path ||
    (entry.path.endsWith('/*') && route.path.startsWith(entry.path.slice(0, -1))));

/** The route value of a method and router path, if it is a call of either API. */
export const routeValueOf = (method: string, path: string): ApiRoute | undefined =>
  registryRoutes().find((route) => route.method === method && route.path === path)?.value;

/**
 * Every route of the app: the route values of both APIs and what it serves outside them (the
 * route table's test proves there is nothing else), as far as this app mounts them.
 */
export const routesOf = (app: FastifyInstance): Route[] =>
  [...registryRoutes(), ...outsideRegistry]
    .map(({ method, path }) => ({ method, path }))
    .filter(({ method, path }) => app.hasRoute({ method: method as HTTPMethods, url: path }));

type JsonSchema = Record<string, unknown>;
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };

/** One operation of the OpenAPI document, with what the fuzzer needs to build requests. */
export type Operation = {
  method: string;
  /** The path with `{name}` params as the OpenAPI document writes it. */
  path: string;
  /** The same path in the router's `:name` form. */
  routePath: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
  bodyRequired: boolean;
  /** `METHOD /path`, as reports name it. */
  id: string;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
};

const bodySchemaOf = (requestBody: unknown): { schema?: JsonSchema; required: boolean } => {
  if (typeof requestBody !== 'object' || requestBody === null) return { required: false };
  const { content, required } = requestBody as {
    content?: Record<string, { schema?: JsonSchema }>;
    required?: boolean;
  };
  const schema = content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
  return { schema, required: Boolean(required) };
};

/** Every operation of the OpenAPI document the app serves at `docsUrl` (built from the zod schemas). */
export const operationsOf = async (
  app: FastifyInstance,
  docsUrl = '/api/docs/json',
): Promise<Operation[]> => {
  const response = await app.inject({ url: docsUrl });
  if (response.statusCode !== 200) throw new Error(`${docsUrl} answered ${response.statusCode}`);
  const doc = response.json<OpenApiDocument>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const body = bodySchemaOf(operation.requestBody);
      return {
        method: method.toUpperCase(),
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: body.schema,
        bodyRequired: body.required,
        id: `${method.toUpperCase()} ${path}`,
      };
    }),
  );
};

/** Routes the router has that the OpenAPI document does not describe (hidden or undocumented). */
export const undocumentedRoutes = (routes: Route[], operations: Operation[]): Route[] => {
  const documented = new Set(operations.map((op) => `${op.method} ${op.routePath}`));
  return routes.filter(
    (route) =>
      !documented.has(`${route.method} ${route.path}`) &&
      // The API docs' own static files.
      !route.path.startsWith(apiDocsPath) &&
      // Routes of NODE_ENV=test that fail on purpose (the masked 500 of REQ-REL-500).
      !route.path.startsWith(testRoutePrefix),
  );
};

/** Fills `:name` and `*` segments of a router path. */
export const fillPath = (path: string, value: (name: string) => string) =>
  path
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_all, name: string) => value(name))
    .replace(/\*/g, () => value('*'));
