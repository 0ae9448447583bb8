import type { AccountInfo } from '@rela/contracts';
import type { Db } from '../../db/client';
import { appError } from '../../platform/errors';
import { findAccountById, type AccountRow } from './account.queries';

/** The user's row in the server's field names (REQ-ACCOUNT-USER-RECORD). */
export const toAccountInfo = (user: AccountRow): AccountInfo => ({
  userId: user.id,
  userUsername: user.username,
  userFirstName: user.firstName,
  userLastName: user.lastName,
  userEmail: user.email,
  userPhoneNumber: user.phone,
  userProfilePicURL: user.profileImage,
  userRole: user.role,
  phoneNumberVerified: user.phoneVerified,
  emailVerified: user.emailVerified,
  emailConfirmationStatus: user.status,
});

/** The signed-in user's own account; a user deleted since sign-in is no longer signed in. */
export const getAccountInfo = async (db: Db, userId: string): Promise<AccountInfo> => {
  const user = await findAccountById(db, userId);
  if (!user) throw appError('UNAUTHORIZED');
  return toAccountInfo(user);
};
