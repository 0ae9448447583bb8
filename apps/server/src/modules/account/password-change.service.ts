import { accountMessages, resetModalMessages } from '@rela/contracts';
import { appError } from '../../platform/errors';
import { enqueueMessage } from '../../platform/outbox';
import { passwords } from '../../platform/passwords';
import { consumeVerificationCode, issueVerificationCode } from '../../platform/verification-codes';
import { revokeAllSessions } from '../auth';
import { requireRulesMet } from '../../platform/password-rules';
import { passwordResetEmail, setChosenPassword } from '../recovery';
import { codeDeps, messageOptions, type AccountDeps } from './account-deps';
import { enforceCodeLimits } from './account-limits';
import { passwordChangedEmail } from './account-messages';
import { findAccountById } from './account.queries';
import { passwordChangeAddress } from './email-change-undo.service';
import { requireCurrentPassword, type Reauthentication } from './reauthenticate';

const purpose = 'password-reset' as const;

const signedInUser = async (deps: AccountDeps, userId: string) => {
  const user = await findAccountById(deps.db, userId);
  if (!user) throw appError('UNAUTHORIZED');
  if (!user.email.trim()) throw appError('VALIDATION', resetModalMessages.emailNotFound);
  return user;
};

/**
 * POST /dashboard/send-password-change-code: the Reset Password modal, as it opens, has a code
 * e-mailed to the signed-in user's verified address (the same purpose as a forgotten password: a
 * new code kills the old one), never to an unverified one, and while an e-mail change can be
 * undone, to the address it took away (REQ-ACCOUNT-EMAIL-UNDO). The 60 s cooldown applies.
 */
export const sendPasswordChangeCode = async (deps: AccountDeps, userId: string) => {
  const user = await signedInUser(deps, userId);
  const to = await passwordChangeAddress(deps.db, user, deps.clock.now());
  if (!to) throw appError('VALIDATION', accountMessages.noVerifiedEmail);
  await enforceCodeLimits(deps.limits, { userId, purpose });
  await deps.db.transaction(async (tx) => {
    const { code } = await issueVerificationCode(codeDeps(deps, tx), { userId, purpose });
    await enqueueMessage(
      tx,
      passwordResetEmail({ ...user, email: to }, code),
      messageOptions(deps),
    );
  });
};

/**
 * POST /dashboard/change-password: the rules first (a weak password costs no attempt), then the
 * current password (or a fresh sign-in), then the code; a right one sets the password, voids older
 * credentials and ends every other session, but keeps this one, so the page stays signed in. The
 * old address is told.
 */
export const changePassword = async (
  deps: AccountDeps,
  session: Reauthentication,
  input: { confirmationCode: string; newPassword: string },
) => {
  requireRulesMet(input.newPassword);
  await requireCurrentPassword(deps, session);
  const user = await signedInUser(deps, session.userId);
  const changed = await deps.db.transaction(async (tx) => {
    const check = await consumeVerificationCode(codeDeps(deps, tx), {
      userId: user.id,
      purpose,
      code: input.confirmationCode,
    });
    if (!check.ok) return false;
    const now = deps.clock.now();
    const passwordHash = await passwords.hash(input.newPassword);
    await setChosenPassword(tx, { userId: user.id, passwordHash, now }, deps.invalidations);
    await revokeAllSessions(tx, user.id, {
      except: session.familyId,
      at: now,
      sessions: deps.sessions,
    });
    const to = (await passwordChangeAddress(tx, user, now)) ?? user.email;
    await enqueueMessage(tx, passwordChangedEmail(user, to), messageOptions(deps));
    return true;
  });
  if (!changed) throw appError('INVALID_CODE', resetModalMessages.incorrectCode);
};
