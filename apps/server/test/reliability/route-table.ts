import type { FastifyInstance } from 'fastify';
import { testRoutePrefix } from '../../src/platform/http/test-routes';

/** One method and path the app answers, as its router knows it (`:name` params, `*` wildcards). */
export type Route = { method: string; path: string };

const branch = /^((?:[│ ] {3})*)(?:├── |└── )(.*)$/;
const segment = /^(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a Fastify app, read from `printRoutes({ commonPrefix: false })`, so that routes
 * added by any module (and by later issues) are found without listing them here.
 */
export const routesOf = (app: FastifyInstance): Route[] => {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = branch.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const [, text = '', methods] = segment.exec(match[2] ?? '') ?? [];
    stack.length = depth;
    stack.push(text);
    const path = stack.join('').replace(/\/{2,}/g, '/') || '/';
    for (const method of methods?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
};

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
      route.method !== 'HEAD' &&
      !documented.has(`${route.method} ${route.path}`) &&
      // The API docs' own static files.
      !route.path.startsWith('/api/docs') &&
      // Routes of NODE_ENV=test that fail on purpose (the masked 500 of REQ-REL-500).
      !route.path.startsWith(testRoutePrefix),
  );
};

/** Fills `:name` and `*` segments of a router path. */
export const fillPath = (path: string, value: (name: string) => string) =>
  path
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_all, name: string) => value(name))
    .replace(/\*/g, () => value('*'));
