import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as clients really send them: many send `Content-Type: application/json` on every
 * call, also on a bodyless POST (like, unlike, logout). An empty body then reads as `{}`, so those
 * calls answer as they do without the header; a route that needs a body still answers its 400 from
 * its schema, and malformed JSON stays a 400. Fastify's own parser does the rest (prototype poisoning
 * refused).
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, {});
    else parseJson(request, String(body), done);
  });
};
