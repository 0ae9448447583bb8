import {
  withProduct,
  type Access,
  type ApiRoute,
  type RouteAnswerInput,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
} from '@rela/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify';

/**
 * How one kind of access is enforced: the hook that refuses a caller without it (none for public
 * routes), and what the handler gets to know of the caller once it passed. The hook runs on
 * `onRequest`, before the body is read, parsed or validated: a caller without the access learns
 * nothing of what the route takes (not even that its JSON is broken).
 */
export type Guard<Context extends object = object> = {
  onRequest?: onRequestAsyncHookHandler | onRequestHookHandler;
  context: (request: FastifyRequest) => Context;
};

export type Guards = Partial<Record<Access, Guard>>;

type ContextOf<G> = G extends Guard<infer Context> ? Context : never;

/** What a route's handler is given: the parsed input, the caller, and the request itself. */
export type RouteCall<R extends ApiRoute, Context> = {
  body: RouteBody<R>;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  request: FastifyRequest;
  reply: FastifyReply;
} & Context;

export type RouteHandler<R extends ApiRoute, Context> = (
  call: RouteCall<R, Context>,
) => RouteAnswerInput<R> | FastifyReply | Promise<RouteAnswerInput<R> | FastifyReply>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route value a route was mounted from (absent on routes outside the registry). */
    apiRoute?: ApiRoute;
  }
}

/** The one success status of a route that has only one, when it is not 200. */
const soleSuccessStatus = (route: ApiRoute): number | undefined => {
  const statuses = Object.keys(route.ok).map(Number);
  return statuses.length === 1 && statuses[0] !== 200 ? statuses[0] : undefined;
};

/**
 * The answers by status: JSON, except the success answers of a route that `produces` another media
 * type (an HTML page, a calendar file), declared under that type.
 */
const responsesOf = ({ responses, ok, produces }: ApiRoute) =>
  produces === undefined
    ? responses
    : Object.fromEntries(
        Object.entries(responses).map(([status, schema]) => [
          status,
          status in ok ? { content: { [produces]: { schema } } } : schema,
        ]),
      );

/** How a caller proves who they are, by access (the OpenAPI document's security schemes). */
const securityOf: Record<Access, readonly Record<string, string[]>[] | undefined> = {
  public: undefined,
  'signed-in': [{ bearer: [] }],
  assistant: [{ assistantBearer: [] }],
};

const schemaOf = (route: ApiRoute) => {
  // A public route that reads a token when one is sent: anonymous, or the bearer.
  const security = route.optionalBearer ? [{}, { bearer: [] }] : securityOf[route.access];
  return {
    tags: [route.tag],
    ...(security ? { security } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.consumes ? { consumes: [...route.consumes] } : {}),
    ...(Object.keys(route.responses).length > 0 ? { response: responsesOf(route) } : {}),
  };
};

/**
 * Mounts route values on `app`: the method and the full path (the product's slug in place of
 * `:product`), the schemas of the input and of every answer (errors included) for validation and
 * the OpenAPI document, the tag, and the guard of the route's access. Its `config.apiRoute` marks it
 * `cache-control: no-store` (every API answer is personal or changing; the security headers' one
 * hook sets it). A route without a body (GET) skips the request decompression hook.
 * A route with a single success status other than 200 answers with it. The handler gets the
 * parsed input and what the guard knows of the caller (`actor` for signed-in routes).
 */
export const routeMounter =
  <G extends Guards>(app: FastifyInstance, { product, guards }: { product: string; guards: G }) =>
  <R extends ApiRoute & { access: keyof G & Access }>(
    route: R,
    handler: RouteHandler<R, ContextOf<G[R['access']]>>,
  ): void => {
    const guard = guards[route.access] as Guard | undefined;
    if (!guard) throw new Error(`No guard for ${route.access} routes`);
    const status = soleSuccessStatus(route);
    app.route({
      method: route.method,
      url: `${route.prefix}${withProduct(route.path, product)}`,
      schema: schemaOf(route),
      config: { apiRoute: route },
      // Nothing to inflate in a request without a body: no decompression hook on every GET.
      ...(route.method === 'GET' ? { decompress: false as const } : {}),
      ...(guard.onRequest ? { onRequest: guard.onRequest } : {}),
      handler: async (request, reply) => {
        const answer = await handler({
          body: request.body,
          params: request.params,
          query: request.query,
          request,
          reply,
          ...guard.context(request),
        } as RouteCall<R, ContextOf<G[R['access']]>>);
        if (status !== undefined && answer !== reply && !reply.sent) reply.code(status);
        return answer;
      },
    });
  };

/** Public routes: no check, nothing known of the caller. */
export const publicGuard: Guard<Record<never, never>> = { context: () => ({}) };
