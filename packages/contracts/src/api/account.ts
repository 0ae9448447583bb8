import { z } from 'zod';
import { roles, userStatuses } from '../roles';

const nullableString = z.string().nullable();

/** GET /my-account-info: the server's own field names (spec 000 section 3). */
export const accountInfoSchema = z.object({
  userId: z.string(),
  userUsername: z.string(),
  userFirstName: nullableString,
  userLastName: nullableString,
  userEmail: z.string(),
  userPhoneNumber: nullableString,
  userProfilePicURL: nullableString,
  userRole: z.enum(roles),
  phoneNumberVerified: z.boolean(),
  emailVerified: z.boolean(),
  emailConfirmationStatus: z.enum(userStatuses),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** GET /users/me: the user's own profile in the client's field names. */
export const userProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: nullableString,
  lastName: nullableString,
  phone: nullableString,
  profileImage: nullableString,
  phoneNumberVerified: z.boolean(),
  emailVerified: z.boolean(),
  emailConfirmationStatus: z.enum(userStatuses),
  role: z.enum(roles),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The client's user record, assembled from the server's field names. */
export const toUserProfile = (info: AccountInfo): UserProfile => ({
  id: info.userId,
  username: info.userUsername,
  email: info.userEmail,
  firstName: info.userFirstName,
  lastName: info.userLastName,
  phone: info.userPhoneNumber,
  profileImage: info.userProfilePicURL,
  phoneNumberVerified: info.phoneNumberVerified,
  emailVerified: info.emailVerified,
  emailConfirmationStatus: info.emailConfirmationStatus,
  role: info.userRole,
});
