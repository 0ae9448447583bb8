import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { outbox, type OutboxRow } from '../../db/schema';
import { bearer } from '../../../test/app';

/** The queued messages of one kind, oldest first. */
export const messagesOf = (db: Db, kind: string): Promise<OutboxRow[]> =>
  db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.createdAt));

/** The 6-digit code of a verification e-mail, text message or password reset e-mail. */
export const codeIn = (message: OutboxRow | undefined): string => {
  const code = /code is (\d{6})/.exec(message?.bodyText ?? '')?.[1];
  if (!code) throw new Error(`no code in ${message?.bodyText ?? 'no message'}`);
  return code;
};

/** A code other than `code`, so a "wrong code" is never right by chance. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** JSON calls of one signed-in user. */
export const callsAs = (app: () => FastifyInstance, token: () => string) => ({
  post: (url: string, payload: Record<string, unknown> = {}) =>
    app().inject({ method: 'POST', url, payload, headers: bearer(token()) }),
  put: (url: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'PUT', url, payload, headers: bearer(token()) }),
  get: (url: string) => app().inject({ method: 'GET', url, headers: bearer(token()) }),
});
