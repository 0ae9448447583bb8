import { appError } from '../../platform/errors';
import { passwords } from '../../platform/passwords';
import { issueAccessToken, type TokenDeps } from './access-tokens';
import { findUserByUsername, type LoginUser } from './auth.queries';
import { clearFailures, guardAttempt, recordFailure } from './lockout';
import { enforceLoginLimits, type LoginLimitDeps } from './login-limits';
import { issueRegistrationChallenge } from './registration-challenge';
import { startSession, type IssuedRefreshToken, type SessionDeps } from './refresh-tokens.service';

export type LoginDeps = TokenDeps & SessionDeps & LoginLimitDeps;

export type LoginInput = {
  /** Already normalized by the request schema. */
  username: string;
  password: string;
  rememberMe: boolean;
  /** The client address as Fastify resolves it (honouring trustProxy). */
  address: string;
};

export type LoginResult =
  | ({
      kind: 'signed-in';
      userId: string;
      username: string;
      accessToken: string;
    } & IssuedRefreshToken)
  | { kind: 'password-change-required'; userId: string; username: string; challenge: string };

const temporaryPasswordExpired = (user: LoginUser, now: Date) =>
  user.status === 'FORCE_CHANGE_PASSWORD' &&
  user.temporaryPasswordExpiresAt !== null &&
  user.temporaryPasswordExpiresAt <= now;

/**
 * Rate limits, then the lockout of this address on the account, then the password. An unknown user is verified against the
 * dummy hash and fails exactly like a wrong password (same error, same work, same failure count).
 */
export const login = async (deps: LoginDeps, input: LoginInput): Promise<LoginResult> => {
  await enforceLoginLimits(deps, input.address, input.username);
  const attempt = { username: input.username, address: input.address };
  await guardAttempt(deps, attempt);

  const user = await findUserByUsername(deps.db, input.username);
  const passwordHash = user?.passwordHash ?? (await passwords.dummyHash());
  const matches = await passwords.verify(passwordHash, input.password);
  if (!user || !matches || temporaryPasswordExpired(user, deps.clock.now())) {
    await recordFailure(deps, attempt);
    throw appError('INVALID_CREDENTIALS');
  }
  await clearFailures(deps, attempt);

  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    const challenge = await issueRegistrationChallenge(deps, {
      userId: user.id,
      username: user.username,
      credentialsVersion: user.credentialsVersion,
    });
    return {
      kind: 'password-change-required',
      userId: user.id,
      username: user.username,
      challenge,
    };
  }

  const session = await startSession(deps, { userId: user.id, rememberMe: input.rememberMe });
  const accessToken = await issueAccessToken(deps, {
    userId: user.id,
    username: user.username,
    role: user.role,
    familyId: session.familyId,
  });
  return { kind: 'signed-in', userId: user.id, username: user.username, accessToken, ...session };
};
