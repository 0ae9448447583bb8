/**
 * The auth module's face (ADR 044): sign-in, refresh and logout, the check of a bearer token, and
 * what the modules that sign people in another way (the assistant, recovery) or end their sessions
 * (account, team) call.
 */
export { authRoutes, type AuthRoutesDeps } from './auth.routes';
export { apiAccess, signedInGuard, type ApiAccessDeps } from './signed-in-guard';
export {
  bearerToken,
  resolveAccessToken,
  type AuthContext,
  type AuthenticateDeps,
} from './authenticate';
export { TOKEN_ISSUER } from './access-tokens';
export { createHs256Verifier, type TokenCheck } from './verified-tokens';
export { loadJwtSecret } from './jwt-secret';
export { createSessionCache, SESSION_CHECK_TTL_MS, type SessionCache } from './session-cache';
export {
  revokeAllSessions,
  startSessionWithoutRefresh,
  type SessionDeps,
} from './refresh-tokens.service';
export { isFamilyActive } from './refresh-tokens.queries';
export { findUserByUsername, type LoginUser } from './auth.queries';
export { clearFailures, guardAttempt, recordFailure, type LockoutDeps } from './lockout';
export {
  enforceAddressLimit,
  enforceLimit,
  enforceLoginLimits,
  type LoginLimitDeps,
} from './login-limits';
export { verifyRegistrationChallenge } from './registration-challenge';
