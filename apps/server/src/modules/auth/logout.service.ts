import { verifyAccessToken, type TokenDeps } from './access-tokens';
import { revokeFamily, revokeFamilyOfToken, type SessionDeps } from './refresh-tokens.service';

/**
 * Ends the session named by the bearer access token (its `sid`) and/or by a refresh token.
 * Idempotent: unknown, expired or already revoked sessions are simply left as they are.
 */
export const logout = async (
  deps: TokenDeps & SessionDeps,
  params: { accessToken?: string; refreshToken?: string },
) => {
  const claims = params.accessToken ? await verifyAccessToken(deps, params.accessToken) : null;
  if (claims) await revokeFamily(deps, claims.familyId, 'logout');
  if (params.refreshToken) await revokeFamilyOfToken(deps, params.refreshToken);
  return { userId: claims?.userId, username: claims?.username };
};
