import { alertEmailMessages, apiRoutes } from '@rela/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../platform/errors';
import { publicGuard, routeMounter } from '../../../platform/http/mount-route';
import { badLinkPage, unsubscribedPage } from './unsubscribe-page';
import { unsubscribe } from './unsubscribe.service';
import { unsubscribeKey } from './unsubscribe-token';

/** RFC 8058 bodies are small forms; the token is in the URL, so the body is read and ignored. */
const bodyLimit = 1_024;

/** A person's browser (the e-mail's link), not a program that reads the API's JSON errors. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * `GET /api/unsubscribe?token=` and RFC 8058's `POST` of the same link: public, one click. A good
 * link answers a page saying what was turned off; a bad, tampered or expired one a 400 page to a
 * browser, the API's 400 error to anything else. Either way nothing changes.
 */
export const unsubscribeRoutes: FastifyPluginAsync<{
  deps: Pick<AppDeps, 'config' | 'database' | 'clock' | 'jwtSecret'>;
}> = async (app, { deps }) => {
  const service = {
    db: deps.database.db,
    clock: deps.clock,
    linkKey: unsubscribeKey(deps.jwtSecret),
  };
  const accountUrl = `${deps.config.publicUrl}/account`;
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
  }
  const mount = routeMounter(app, { product: '', guards: { public: publicGuard } });
  const answer = async (call: {
    query: { token: string };
    request: FastifyRequest;
    reply: FastifyReply;
  }) => {
    const { reply } = call;
    const line = await unsubscribe(service, call.query.token);
    if (line === null && !wantsPage(call.request)) {
      throw appError('VALIDATION', alertEmailMessages.badLink);
    }
    reply.header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    if (line === null) return reply.code(400).send(badLinkPage(accountUrl));
    return reply.code(200).send(unsubscribedPage(line, accountUrl));
  };
  mount(apiRoutes.unsubscribe, answer);
  mount(apiRoutes.unsubscribeOneClick, answer);
};
