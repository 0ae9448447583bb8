import { accountMessages, normalizeUsername } from '@rela/contracts';
import { appError } from '../../platform/errors';
import { passwords } from '../../platform/passwords';
import { clearFailures, guardAttempt, recordFailure } from '../auth';
import type { AccountDeps } from './account-deps';
import { findPasswordHash, findSignInTime } from './account.queries';

/** A sign-in this recent may change the e-mail, the phone or the password without the password. */
export const freshSignInMs = 5 * 60_000;

/** The signed-in caller of a sensitive change: whose session, and from which client address. */
export type Reauthentication = {
  userId: string;
  username: string;
  familyId: string;
  address: string;
  currentPassword?: string;
};

/**
 * Before an e-mail, phone or password change (REQ-ACCOUNT-STEP-UP): the current password, or a sign-in within
 * `freshSignInMs`, so that a stolen access token alone cannot take the account. A password that is
 * given is always checked, under the same lockout as the sign-in (a wrong one counts a failure of
 * this account and address, a locked pair is refused), so the check is no password oracle.
 */
export const requireCurrentPassword = async (deps: AccountDeps, caller: Reauthentication) => {
  if (caller.currentPassword === undefined) {
    const signedInAt = await findSignInTime(deps.db, caller.familyId);
    const age = signedInAt ? deps.clock.now().getTime() - signedInAt.getTime() : Infinity;
    if (age <= freshSignInMs) return;
    throw appError('FORBIDDEN', accountMessages.currentPasswordRequired);
  }
  const attempt = { username: normalizeUsername(caller.username), address: caller.address };
  await guardAttempt(deps, attempt);
  const passwordHash = await findPasswordHash(deps.db, caller.userId);
  if (!passwordHash || !(await passwords.verify(passwordHash, caller.currentPassword))) {
    await recordFailure(deps, attempt);
    throw appError('FORBIDDEN', accountMessages.currentPasswordWrong);
  }
  await clearFailures(deps, attempt);
};
