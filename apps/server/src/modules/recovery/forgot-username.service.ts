import { enqueueMessage } from '../../platform/outbox';
import { usernameReminderEmail } from './recovery-emails';
import { mailOptions, signInUrl, type RecoveryDeps, type RequestContext } from './recovery-deps';
import { inEvenTime } from './even-answer-time';
import { enforceRecoveryLimits } from './recovery-limits';
import { findRecipientByEmail } from './recovery.queries';

/**
 * POST /forgot-username. Limited on the submitted address, known or not; a reminder goes only to
 * the address on file of the user who has it, in the same time either way (`inEvenTime`). Answers
 * whether one was queued (for the log).
 */
export const requestUsernameReminder = async (
  deps: RecoveryDeps,
  input: RequestContext & { email: string },
): Promise<boolean> => {
  await enforceRecoveryLimits(deps.limits, {
    kind: 'username-reminder',
    submitted: input.email,
    address: input.address,
  });
  return inEvenTime(async () => {
    const user = await findRecipientByEmail(deps.db, input.email);
    if (!user) return false;
    await enqueueMessage(
      deps.db,
      usernameReminderEmail(user, signInUrl(deps.config)),
      mailOptions(deps, input.logger),
    );
    return true;
  });
};
