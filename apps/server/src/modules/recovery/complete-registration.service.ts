import { passwordResetMessages } from '@rela/contracts';
import { appError } from '../../platform/errors';
import { passwords } from '../../platform/passwords';
import {
  findUserByUsername,
  type LoginUser,
  clearFailures,
  guardAttempt,
  recordFailure,
  enforceAddressLimit,
  verifyRegistrationChallenge,
} from '../auth';
import { requireRulesMet } from '../../platform/password-rules';
import type { RecoveryDeps, RequestContext } from './recovery-deps';
import { completeRegistration } from './recovery.queries';

export type CompleteRegistrationInput = RequestContext & {
  username: string;
  newPassword: string;
} & (
    | { tempPassword: string; challenge?: undefined }
    | { challenge: string; tempPassword?: undefined }
  );

const awaitsRegistration = (user: LoginUser, now: Date) =>
  user.status === 'FORCE_CHANGE_PASSWORD' &&
  (user.temporaryPasswordExpiresAt === null || user.temporaryPasswordExpiresAt > now);

/** The temporary password proves the user; an unknown user costs the dummy hash all the same. */
const provenByTemporaryPassword = async (user: LoginUser | undefined, password: string) => {
  const matches = await passwords.verify(
    user?.passwordHash ?? (await passwords.dummyHash()),
    password,
  );
  return user !== undefined && matches;
};

/** The 206 challenge proves the user while the credentials it was issued for are unchanged. */
const provenByChallenge = async (
  deps: RecoveryDeps,
  user: LoginUser | undefined,
  challenge: string,
) => {
  const claims = await verifyRegistrationChallenge(deps, challenge);
  return (
    user !== undefined &&
    claims !== null &&
    claims.userId === user.id &&
    claims.credentialsVersion === user.credentialsVersion
  );
};

/**
 * POST /complete-user-registration: a FORCE_CHANGE_PASSWORD user chooses a first password, proven by
 * the temporary password (counted by the sign-in lockout) or by the 206 challenge. The user becomes
 * CONFIRMED and the credentials version moves on, so the proof works once. It does not sign in.
 * Answers the user's id.
 */
export const completeUserRegistration = async (
  deps: RecoveryDeps,
  input: CompleteRegistrationInput,
): Promise<string> => {
  await enforceAddressLimit(deps, input.address);
  const attempt = { username: input.username, address: input.address };
  await guardAttempt(deps, attempt);
  requireRulesMet(input.newPassword);

  const user = await findUserByUsername(deps.db, input.username);
  const proven =
    input.challenge === undefined
      ? await provenByTemporaryPassword(user, input.tempPassword)
      : await provenByChallenge(deps, user, input.challenge);
  if (!user || !proven || !awaitsRegistration(user, deps.clock.now())) {
    if (input.challenge === undefined) await recordFailure(deps, attempt);
    throw appError('INVALID_CREDENTIALS');
  }
  if (await passwords.verify(user.passwordHash, input.newPassword))
    throw appError('VALIDATION', passwordResetMessages.sameAsTemporary);

  const completed = await completeRegistration(
    deps.db,
    {
      userId: user.id,
      credentialsVersion: user.credentialsVersion,
      passwordHash: await passwords.hash(input.newPassword),
      now: deps.clock.now(),
    },
    deps.invalidations,
  );
  if (!completed) throw appError('INVALID_CREDENTIALS');
  await clearFailures(deps, attempt);
  return user.id;
};
