import {
  type AssistantLoginRequest,
  type AssistantLoginResponse,
  assistantMessages,
  type AssistantRegisterRequest,
  type AssistantRegisterResponse,
  chatMessages,
  defaultChatLoginUserType,
  defaultChatRegisterUserType,
  normalizeUsername,
  tokens,
  serverMessages,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import { appError } from '../../platform/errors';
import { passwords } from '../../platform/passwords';
import {
  type AuthContext,
  findUserByUsername,
  type LoginUser,
  clearFailures,
  guardAttempt,
  recordFailure,
  type LockoutDeps,
  enforceLoginLimits,
  type LoginLimitDeps,
  startSessionWithoutRefresh,
  type SessionDeps,
} from '../auth';
import { issueAssistantToken, type AssistantTokenDeps } from './assistant-tokens';
import { ensureAssistantUser, findChatUser } from './assistant.queries';

export type AssistantLoginDeps = AssistantTokenDeps &
  LoginLimitDeps &
  LockoutDeps &
  SessionDeps & {
    db: Db;
    /** The main API's verification of an access token (signature, audience, active session). */
    resolveAccessToken: (token: string) => Promise<AuthContext | null>;
  };

const credentialsRequired = () => appError('VALIDATION', chatMessages.credentialsRequired);

/**
 * The main login's protections, shared: the same rate limits, the same lockout counter and the same
 * answer for an unknown user as for a wrong password, so the assistant is no side door for guessing.
 */
const verifyCredentials = async (
  deps: AssistantLoginDeps,
  input: { username: string; password: string; address: string },
): Promise<LoginUser> => {
  const username = normalizeUsername(input.username);
  await enforceLoginLimits(deps, input.address, username);
  const attempt = { username, address: input.address };
  await guardAttempt(deps, attempt);
  const user = await findUserByUsername(deps.db, username);
  const matches = await passwords.verify(
    user?.passwordHash ?? (await passwords.dummyHash()),
    input.password,
  );
  if (!user || !matches) {
    await recordFailure(deps, attempt);
    throw appError('INVALID_CREDENTIALS');
  }
  await clearFailures(deps, attempt);
  // A temporary password opens only the completion of the registration, never a chat.
  if (user.status !== 'CONFIRMED')
    throw appError('UNAUTHORIZED', serverMessages.passwordChangeRequired);
  return user;
};

const tokenFor = async (
  deps: AssistantLoginDeps,
  user: Pick<LoginUser, 'id' | 'username' | 'role' | 'credentialsVersion'>,
  options: { userType: string; familyId: string },
): Promise<AssistantLoginResponse> => {
  // A first login registers the user, so people who never called /register can chat too.
  await ensureAssistantUser(deps.db, {
    userId: user.id,
    userType: options.userType,
    now: deps.clock.now(),
  });
  const accessToken = await issueAssistantToken(deps, {
    userId: user.id,
    username: user.username,
    role: user.role,
    userType: options.userType,
    credentialsVersion: user.credentialsVersion,
    familyId: options.familyId,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: tokens.assistantTokenTtlSeconds,
    username: user.username,
    user_type: options.userType,
  };
};

/**
 * The session a password login's token belongs to: the caller's main session when the request
 * carries its access token (bearer) for the same user, so that its logout ends this token too; else
 * a session of its own (ADR 008).
 */
const sessionOfPasswordLogin = async (
  deps: AssistantLoginDeps,
  userId: string,
  callerToken: string | undefined,
) => {
  const caller = callerToken ? await deps.resolveAccessToken(callerToken) : null;
  if (caller?.userId === userId) return caller.familyId;
  const family = await startSessionWithoutRefresh(deps, userId);
  return family.id;
};

/**
 * POST /login: a main access token to exchange (the only place the assistant accepts one; the new
 * token dies with that session), or a username and password (user_type defaults to `captain`),
 * whose token dies with the caller's session (`callerToken`) or a session of its own.
 */
export const assistantLogin = async (
  deps: AssistantLoginDeps,
  body: AssistantLoginRequest,
  request: { address: string; callerToken?: string },
): Promise<AssistantLoginResponse> => {
  const userType = body.user_type ?? defaultChatLoginUserType;
  if (body.subject_token) {
    const auth = await deps.resolveAccessToken(body.subject_token);
    const user = auth ? await findChatUser(deps.db, auth.userId) : undefined;
    if (!auth || !user) throw appError('UNAUTHORIZED');
    return tokenFor(deps, user, { userType, familyId: auth.familyId });
  }
  if (!body.username?.trim() || !body.password) throw credentialsRequired();
  const user = await verifyCredentials(deps, {
    username: body.username,
    password: body.password,
    address: request.address,
  });
  const familyId = await sessionOfPasswordLogin(deps, user.id, request.callerToken);
  return tokenFor(deps, user, { userType, familyId });
};

/** POST /register: the user's own credentials; 201 the first time, 200 after (idempotent). */
export const assistantRegister = async (
  deps: AssistantLoginDeps,
  body: AssistantRegisterRequest,
  address: string,
): Promise<AssistantRegisterResponse> => {
  if (!body.username?.trim() || !body.password) throw credentialsRequired();
  const user = await verifyCredentials(deps, {
    username: body.username,
    password: body.password,
    address,
  });
  const registration = await ensureAssistantUser(deps.db, {
    userId: user.id,
    userType: body.user_type ?? defaultChatRegisterUserType,
    now: deps.clock.now(),
  });
  return {
    status: registration.created ? 201 : 200,
    message: registration.created
      ? assistantMessages.registered
      : assistantMessages.alreadyRegistered,
    username: user.username,
    user_type: registration.userType,
  };
};
