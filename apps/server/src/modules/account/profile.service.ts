import type { UpdateProfileRequest, UserProfile } from '@rela/contracts';
import { toUserProfile } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { CacheDeps } from '../../platform/cache/cached-reads';
import { getAccountInfo } from './account.service';
import { updateNames } from './account.queries';

/**
 * PUT /users/me: the user's own name. The schema has already dropped everything else in the body
 * (role, supervisor, e-mail, phone, verification flags): those change only through their own calls.
 */
export const updateOwnProfile = async (
  deps: { db: Db } & CacheDeps,
  userId: string,
  names: Pick<UpdateProfileRequest, 'firstName' | 'lastName'>,
): Promise<UserProfile> => {
  const { db } = deps;
  const current = await getAccountInfo(db, userId);
  const changes = Object.fromEntries(
    Object.entries(names).filter(([, value]) => value !== undefined),
  ) as { firstName?: string; lastName?: string };
  if (Object.keys(changes).length === 0) return toUserProfile(current);
  await updateNames(db, { userId, names: changes, now: deps.clock.now() }, deps.invalidations);
  return toUserProfile(await getAccountInfo(db, userId));
};
