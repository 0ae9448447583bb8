import { passwordResetMessages } from '@rela/contracts';
import { appError } from '../../platform/errors';
import { enqueueMessage } from '../../platform/outbox';
import { requireRulesMet } from '../../platform/password-rules';
import { passwords } from '../../platform/passwords';
import { consumeVerificationCode, issueVerificationCode } from '../../platform/verification-codes';
import { clearFailures, enforceAddressLimit, revokeAllSessions } from '../auth';
import { passwordResetEmail, passwordChangedEmail } from './recovery-emails';
import {
  mailOptions,
  type RecoveryDeps,
  type RequestContext,
  type ResetAddress,
} from './recovery-deps';
import { inEvenTime } from './even-answer-time';
import { enforceRecoveryLimits } from './recovery-limits';
import { findRecipientByUsername, setChosenPassword } from './recovery.queries';

/**
 * POST /forgot-password. The limits come first and are keyed on the submitted username, known or
 * not; then a known user gets a new code (the old one dies) at the address on file. An unknown user
 * gets the same answer, in the same time (`inEvenTime`), and nothing is sent. Answers whether an
 * e-mail was queued (for the log).
 */
export const requestPasswordReset = async (
  deps: RecoveryDeps & { resetAddress: ResetAddress },
  input: RequestContext & { username: string },
): Promise<boolean> => {
  await enforceRecoveryLimits(deps.limits, {
    kind: 'password-reset',
    submitted: input.username,
    address: input.address,
  });
  return inEvenTime(async () => {
    const user = await findRecipientByUsername(deps.db, input.username);
    if (!user) return false;
    await deps.db.transaction(async (tx) => {
      const { code } = await issueVerificationCode(
        { db: tx, clock: deps.clock, secret: deps.jwtSecret },
        { userId: user.id, purpose: 'password-reset' },
      );
      // While an e-mail change can be undone, the code goes to the address it took away.
      const now = deps.clock.now();
      const email = await deps.resetAddress(tx, { userId: user.id, email: user.email, now });
      await enqueueMessage(
        tx,
        passwordResetEmail({ ...user, email }, code),
        mailOptions(deps, input.logger),
      );
    });
    return true;
  });
};

/**
 * POST /confirm-new-password. The rules are checked before the code, so a weak password costs no
 * attempt. A right code sets the password, ends every session, voids older credentials and mails
 * a notice, all in one transaction; any bad code (or unknown user) is INVALID_CODE. Answers the
 * user's id.
 */
export const confirmNewPassword = async (
  deps: RecoveryDeps,
  input: RequestContext & { username: string; newPassword: string; confirmationCode: string },
): Promise<string> => {
  await enforceAddressLimit(deps, input.address);
  requireRulesMet(input.newPassword);
  const user = await findRecipientByUsername(deps.db, input.username);
  if (!user) throw appError('INVALID_CODE');
  const reset = await deps.db.transaction(async (tx) => {
    const check = await consumeVerificationCode(
      { db: tx, clock: deps.clock, secret: deps.jwtSecret },
      { userId: user.id, purpose: 'password-reset', code: input.confirmationCode },
    );
    if (!check.ok) return false;
    const now = deps.clock.now();
    const passwordHash = await passwords.hash(input.newPassword);
    await setChosenPassword(tx, { userId: user.id, passwordHash, now }, deps.invalidations);
    await revokeAllSessions(tx, user.id, { at: now, sessions: deps.sessions });
    await enqueueMessage(tx, passwordChangedEmail(user), mailOptions(deps, input.logger));
    return true;
  });
  if (!reset) throw appError('INVALID_CODE', passwordResetMessages.incorrectCode);
  await clearFailures(deps, { username: user.username, address: input.address });
  return user.id;
};
