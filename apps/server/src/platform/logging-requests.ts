import { API_PREFIX, apiPaths, ASSISTANT_PREFIX, assistantPaths } from '@rela/contracts';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Load balancers and `npm start`'s own checks poll these every few seconds. */
const polls = new Set([
  `${API_PREFIX}${apiPaths.health}`,
  `${API_PREFIX}${apiPaths.ready}`,
  `${ASSISTANT_PREFIX}${assistantPaths.health}`,
]);

/** The spaces the server answers itself; everything else is the web app's files. */
const apiSpaces = [API_PREFIX, ASSISTANT_PREFIX, '/dev'];

const pathOf = (url: string) => url.split('?')[0] ?? url;

const inApiSpace = (path: string) =>
  apiSpaces.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The level of a request's log line: health and readiness polls and the web app's static files
 * (scripts, styles, images, index.html) are `debug`; every call to an API is `info`.
 */
export const requestLogLevel = (request: { method: string; url: string }): 'info' | 'debug' => {
  const path = pathOf(request.url);
  if (polls.has(path)) return 'debug';
  const read = request.method === 'GET' || request.method === 'HEAD';
  return read && !inApiSpace(path) ? 'debug' : 'info';
};

/**
 * One line per request, when it completes (method, URL, status, time), at the level above; the
 * "incoming request" line is `debug`. Errors stay `error`.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log[requestLogLevel(request)](line, 'request completed');
  }
}
