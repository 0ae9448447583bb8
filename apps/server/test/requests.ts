import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { outbox, type OutboxRow } from '../src/db/schema';

/** The queued messages of one kind, oldest first. */
export const outboxOf = (db: Db, kind: string): Promise<OutboxRow[]> =>
  db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.createdAt));

/** The 6-digit code of a password reset e-mail. */
export const codeIn = (message: OutboxRow | undefined): string => {
  const code = /reset code is (\d{6})/.exec(message?.bodyText ?? '')?.[1];
  if (!code) throw new Error(`no code in ${message?.bodyText ?? 'no message'}`);
  return code;
};

/** A POST from a given client address (each test uses its own, so address limits do not mix). */
export const postFrom =
  (app: () => FastifyInstance, address: string) =>
  (url: string, payload: Record<string, unknown>) =>
    app().inject({ method: 'POST', url, payload, remoteAddress: address });

let nextAddress = 0;
/** A fresh client address per call, 10.0.x.y. */
export const freshAddress = () => {
  nextAddress += 1;
  return `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};
