import { alertEmailMessages, apiRoutes } from '@rela/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { appError } from '../../../platform/errors';
import { publicGuard, routeMounter } from '../../../platform/http/mount-route';
import { badLinkPage, confirmPage, resubscribedPage, unsubscribedPage } from './unsubscribe-page';
import { changeByLink, linkClaim } from './unsubscribe.service';
import { unsubscribeKey, type UnsubscribeClaim } from './unsubscribe-token';

/** What the unsubscribe links take: the key their tokens are signed with, the page's links. */
export type UnsubscribeRoutesDeps = {
  config: Pick<Config, 'publicUrl'>;
  database: Pick<Database, 'db'>;
  clock: Clock;
  jwtSecret: Uint8Array;
};

/** RFC 8058 bodies are small forms; the token is in the URL, so the body is read and ignored. */
const bodyLimit = 1_024;

/** A person's browser (the e-mail's link), not a program that reads the API's JSON errors. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/** The path of a route of this link, with the token (the page's forms post to it). */
const linkPath = (route: { prefix: string; path: string }, token: string) =>
  `${route.prefix}${route.path}?token=${encodeURIComponent(token)}`;

type Call = { query: { token: string }; request: FastifyRequest; reply: FastifyReply };

/**
 * `GET /api/unsubscribe?token=`: a page saying what the link turns off, with one button; nothing
 * changes (a mail scanner that fetches links turns nothing off). `POST` of the same link (the
 * button, or RFC 8058's one-click POST): unsubscribes, and the page offers "Resubscribe", which
 * POSTs `/api/unsubscribe/resubscribe?token=` (each topic's default e-mail choice back). Public.
 * A bad, tampered or expired link changes nothing: a 400 page to a browser, the API's 400 error
 * to anything else (ADR 029).
 */
export const unsubscribeRoutes: FastifyPluginAsync<{
  deps: UnsubscribeRoutesDeps;
}> = async (app, { deps }) => {
  const service = {
    db: deps.database.db,
    clock: deps.clock,
    linkKey: unsubscribeKey(deps.jwtSecret),
  };
  const accountUrl = `${deps.config.publicUrl}/account`;
  for (const type of apiRoutes.unsubscribeOneClick.consumes) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
  }
  const mount = routeMounter(app, { product: '', guards: { public: publicGuard } });
  const answer =
    (
      act: (token: string) => Promise<UnsubscribeClaim | null>,
      pageOf: (claim: UnsubscribeClaim, token: string) => string,
    ) =>
    async ({ query, request, reply }: Call) => {
      const claim = await act(query.token);
      if (claim === null && !wantsPage(request)) {
        throw appError('VALIDATION', alertEmailMessages.badLink);
      }
      reply.header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
      if (claim === null) return reply.code(400).send(badLinkPage(accountUrl));
      return reply.code(200).send(pageOf(claim, query.token));
    };
  mount(
    apiRoutes.unsubscribe,
    answer(
      (token) => linkClaim(service, token),
      ({ topic }, token) =>
        confirmPage(topic, linkPath(apiRoutes.unsubscribeOneClick, token), accountUrl),
    ),
  );
  mount(
    apiRoutes.unsubscribeOneClick,
    answer(
      (token) => changeByLink(service, token, 'off'),
      ({ topic }, token) =>
        unsubscribedPage(topic, linkPath(apiRoutes.resubscribe, token), accountUrl),
    ),
  );
  mount(
    apiRoutes.resubscribe,
    answer(
      (token) => changeByLink(service, token, 'on'),
      ({ topic }) => resubscribedPage(topic, accountUrl),
    ),
  );
};
