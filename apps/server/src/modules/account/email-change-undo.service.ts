import { createHmac, randomBytes } from 'node:crypto';
import { accountMessages } from '@rela/contracts';
import type { Db } from '../../db/client';
import { appError } from '../../platform/errors';
import { revokeAllSessions } from '../auth';
import type { AccountDeps } from './account-deps';
import { isEmailTakenByOther, setVerifiedEmail } from './account.queries';
import {
  deleteCodesOf,
  findLastReplacedEmail,
  findUndoableEmail,
  insertEmailChangeUndo,
  lockLiveUndo,
  spendUndosSince,
} from './email-change-undo.queries';

/** How long the old address may undo an e-mail change, and keeps the password-reset codes. */
export const emailUndoWindowMs = 7 * 24 * 60 * 60_000;

/** The web page the undo link opens (it asks before it restores: mail scanners open links too). */
export const undoPagePath = '/account/undo-email-change';

const hashUndoToken = (secret: Uint8Array, token: string) =>
  createHmac('sha256', secret).update('rela:email-change-undo:').update(token).digest('base64url');

type UndoDeps = Pick<AccountDeps, 'clock' | 'jwtSecret' | 'config'>;

/**
 * Inside the transaction that confirms an e-mail change away from a verified address: an undo
 * for 7 days. Answers the link for the notice to the old address; only an HMAC of its random token
 * is stored.
 */
export const offerEmailUndo = async (
  deps: UndoDeps,
  tx: Db,
  change: { userId: string; previousEmail: string; newEmail: string },
) => {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await insertEmailChangeUndo(tx, {
    ...change,
    tokenHash: hashUndoToken(deps.jwtSecret, token),
    now,
    expiresAt: new Date(now.getTime() + emailUndoWindowMs),
  });
  const query = new URLSearchParams({ token });
  return `${deps.config.publicUrl}${undoPagePath}?${query.toString()}`;
};

/**
 * POST /undo-email-change (public; the token is the proof): restores the address the change took
 * away, verified, spends this undo and every later one, kills pending e-mail and password codes and
 * ends every session of the user. A used, expired or unknown token is a 400.
 */
export const undoEmailChange = async (deps: AccountDeps, token: string) => {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const undo = await lockLiveUndo(tx, { tokenHash: hashUndoToken(deps.jwtSecret, token), now });
    if (!undo) throw appError('VALIDATION', accountMessages.emailUndoInvalid);
    if (await isEmailTakenByOther(tx, { email: undo.previousEmail, userId: undo.userId })) {
      throw appError('CONFLICT', accountMessages.emailInUse);
    }
    await setVerifiedEmail(
      tx,
      { userId: undo.userId, email: undo.previousEmail, now },
      deps.invalidations,
    );
    await spendUndosSince(tx, { userId: undo.userId, since: undo.createdAt, now });
    await deleteCodesOf(tx, {
      userId: undo.userId,
      purposes: ['email-change', 'password-reset'],
    });
    await revokeAllSessions(tx, undo.userId, { at: now, sessions: deps.sessions });
  });
};

/**
 * Where a password-reset code goes: while an e-mail change can be undone, to the address it took
 * away (so whoever changed it cannot reset the password too), else to `email`.
 */
export const passwordResetAddress = async (
  db: Db,
  { userId, email, now }: { userId: string; email: string; now: Date },
) => (await findUndoableEmail(db, { userId, now })) ?? email;

/**
 * Where the account page's password-change code goes: a verified address only. While a change can
 * be undone, the address it took away; else the current one if verified, else the last verified
 * one it replaced; null when the user never verified one.
 */
export const passwordChangeAddress = async (
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  now: Date,
) => {
  const undoable = await findUndoableEmail(db, { userId: user.id, now });
  if (undoable) return undoable;
  if (user.emailVerified && user.email.trim()) return user.email;
  return findLastReplacedEmail(db, user.id);
};
