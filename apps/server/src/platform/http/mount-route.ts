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
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';

/**
 * How one kind of access is enforced: the pre-handler that refuses a caller without it (none for
 * public routes), and what the handler gets to know of the caller once it passed.
 */
export type Guard<Context extends object = object> = {
  /** Runs before the input is validated (a webhook's shared secret). */
  preValidation?: preHandlerAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler | preHandlerHookHandler;
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

const schemaOf = (route: ApiRoute) => ({
  tags: [route.tag],
  ...(route.params ? { params: route.params } : {}),
  ...(route.query ? { querystring: route.query } : {}),
  ...(route.body ? { body: route.body } : {}),
  ...(route.consumes ? { consumes: [...route.consumes] } : {}),
  ...(Object.keys(route.responses).length > 0 ? { response: route.responses } : {}),
});

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
      ...(guard.preValidation ? { preValidation: guard.preValidation } : {}),
      ...(guard.preHandler ? { preHandler: guard.preHandler } : {}),
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
