import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { listOutboxMessages } from '../../platform/outbox';
import { devOutboxDecision } from './dev-outbox.policy';
import { outboxDelivery, renderOutboxPage, toOutboxEntry } from './dev-outbox.view';

/** The page shows the newest messages up to this many. */
const pageLimit = 1000;

/** What the development outbox reads: the config that decides whether it is served, and the table. */
export type DevOutboxDeps = { config: Config; database: Pick<Database, 'db'> };

/**
 * `GET /dev/outbox` (HTML) and `GET /dev/outbox.json` (`{ messages: OutboxEntry[] }`): every queued
 * e-mail and SMS in full, newest first, so codes and invitations can be read without a mail server.
 * A message no transport will send (no SMTP_URL, no SMS provider) reads "Kept here", not "pending".
 * Registered without a prefix; where `devOutboxDecision` says no (always in production, and by
 * default off loopback or with SMTP_URL) it registers nothing, so both paths answer 404.
 */
export const devOutboxRoutes: FastifyPluginAsync<{
  deps: DevOutboxDeps;
}> = async (app, { deps }) => {
  if (!devOutboxDecision(deps.config).served) return;
  const delivery = outboxDelivery(deps.config);
  const entries = async () =>
    (await listOutboxMessages(deps.database.db, { limit: pageLimit })).map((row) =>
      toOutboxEntry(row, delivery),
    );

  app.get('/dev/outbox', async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderOutboxPage(await entries(), delivery);
  });

  app.get('/dev/outbox.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { messages: await entries() };
  });
};
