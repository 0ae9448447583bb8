import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Every request gets a fresh random id; an id the client sends is ignored (it could be forged
 * to confuse the logs). The id is on every log line of the request and in the response header.
 */
export const requestIdOptions = {
  genReqId: () => randomUUID(),
  requestIdHeader: false,
} as const;

export const registerRequestIdHeader = (app: FastifyInstance) => {
  // A callback hook: no promise made for every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
};
