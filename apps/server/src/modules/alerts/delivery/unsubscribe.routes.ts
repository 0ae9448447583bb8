import { apiRoutes } from '@rela/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { publicGuard, routeMounter } from '../../../platform/http/mount-route';
import { badLinkPage, unsubscribedPage } from './unsubscribe-page';
import { unsubscribe } from './unsubscribe.service';
import { unsubscribeKey } from './unsubscribe-token';

/** RFC 8058 bodies are small forms; the token is in the URL, so the body is read and ignored. */
const bodyLimit = 1_024;

/**
 * `GET /api/unsubscribe?token=` and RFC 8058's `POST` of the same link: public, one click. A good
 * link answers a page saying what was turned off; a bad, tampered or expired one a 400 page.
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
  const answer = async (
    token: string,
    reply: Parameters<Parameters<typeof mount>[1]>[0]['reply'],
  ) => {
    const line = await unsubscribe(service, token);
    reply.header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    if (line === null) return reply.code(400).send(badLinkPage(accountUrl));
    return reply.code(200).send(unsubscribedPage(line, accountUrl));
  };
  mount(apiRoutes.unsubscribe, ({ query, reply }) => answer(query.token, reply));
  mount(apiRoutes.unsubscribeOneClick, ({ query, reply }) => answer(query.token, reply));
};
