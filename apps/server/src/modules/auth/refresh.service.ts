import { issueAccessToken, type TokenDeps } from './access-tokens';
import {
  rotateRefreshToken,
  type IssuedRefreshToken,
  type RotationDeps,
} from './refresh-tokens.service';

export type RefreshResult =
  | ({
      kind: 'refreshed';
      userId: string;
      username: string;
      accessToken: string;
    } & IssuedRefreshToken)
  | { kind: 'invalid' }
  | { kind: 'reuse-detected'; userId: string; familyId: string };

/** Rotates the refresh token and signs a new access token for the same session. */
export const refreshSession = async (
  deps: TokenDeps & RotationDeps,
  params: { refreshToken: string; username?: string },
): Promise<RefreshResult> => {
  const rotation = await rotateRefreshToken(deps, params);
  if (rotation.kind !== 'rotated') return rotation;
  const { user, token } = rotation;
  const accessToken = await issueAccessToken(deps, {
    userId: user.id,
    username: user.username,
    role: user.role,
    familyId: token.familyId,
  });
  return { kind: 'refreshed', userId: user.id, username: user.username, accessToken, ...token };
};
