import { z } from 'zod/mini';
import { limits, verificationCodes } from '../constants';
import { accountMessages } from '../messages/account';
import { roles, userStatuses } from '../roles';
import { isEmail } from '../rules/user';
import { newPasswordSchema, verificationCodeSchema } from './recovery';

const nullableString = z.nullable(z.string());

/** GET /my-account-info: the server's own field names (REQ-ACCOUNT-USER-RECORD). */
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

/**
 * The current password that an e-mail, phone or password change asks for, so a stolen access token
 * alone cannot take the account (REQ-ACCOUNT-STEP-UP). Optional within a few minutes of signing in; a wrong
 * or missing one is a 403 (`accountMessages.currentPasswordWrong` or `...Required`) and counts
 * as a failed sign-in.
 */
export const currentPasswordSchema = z.optional(
  z
    .string(accountMessages.currentPasswordRequired)
    .check(
      z.minLength(1, accountMessages.currentPasswordRequired),
      z.maxLength(limits.passwordMaxLength, accountMessages.currentPasswordWrong),
    ),
);

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(limits.nameMaxLength));

/**
 * PUT /users/me: the user's own name. Everything else in the body (role, supervisor, e-mail, phone,
 * verification flags) is dropped by the schema: those change only through their own calls.
 */
export const updateProfileRequestSchema = z.object({
  firstName: z.optional(nameSchema),
  lastName: z.optional(nameSchema),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** POST /dashboard/update-email: a code goes to the new address; 201. */
export const updateEmailRequestSchema = z.object({
  userEmail: z.pipe(
    z
      .string(accountMessages.emailInvalid)
      .check(
        z.trim(),
        z.minLength(1, accountMessages.emailInvalid),
        z.maxLength(limits.emailMaxLength, accountMessages.emailInvalid),
        z.refine(isEmail, accountMessages.emailInvalid),
      ),
    z.transform((email) => email.toLowerCase()),
  ),
  currentPassword: currentPasswordSchema,
});
export type UpdateEmailRequest = z.input<typeof updateEmailRequestSchema>;

/**
 * POST /dashboard/update-phone-number: any spelling of a US number; the server keeps the digits and
 * answers 400 with `accountMessages.phoneFormat` unless they are +1 and 10 digits; 201.
 */
export const updatePhoneRequestSchema = z.object({
  phoneNumber: z
    .string(accountMessages.phoneShort)
    .check(
      z.trim(),
      z.minLength(1, accountMessages.phoneShort),
      z.maxLength(32, accountMessages.phoneNotUs),
    ),
  currentPassword: currentPasswordSchema,
});
export type UpdatePhoneRequest = z.input<typeof updatePhoneRequestSchema>;

/** The 6-digit code of an e-mail or phone change. */
export const confirmationCodeSchema = z
  .string(accountMessages.invalidCode)
  .check(
    z.trim(),
    z.regex(new RegExp(`^\\d{${verificationCodes.length}}$`), accountMessages.invalidCode),
  );

/** POST /dashboard/confirm-email and /dashboard/confirm-phone-number. */
export const confirmCodeRequestSchema = z.object({ confirmationCode: confirmationCodeSchema });
export type ConfirmCodeRequest = z.input<typeof confirmCodeRequestSchema>;

export const verificationTypes = ['email', 'phone'] as const;
export type VerificationType = (typeof verificationTypes)[number];

/** POST /resend-verification: a new code for the pending change (or the unverified address). */
export const resendVerificationRequestSchema = z.object({
  verification_type: z.enum(verificationTypes),
});
export type ResendVerificationRequest = z.input<typeof resendVerificationRequestSchema>;

/** GET /{product}/get-image-profile: the photo's URL both ways the client reads it. */
export const imageProfileResponseSchema = z.object({
  status: z.number().check(z.int()),
  imageURL: nullableString,
  profileImagesData: z.array(z.object({ imageUrl: z.string() })),
});
export type ImageProfileResponse = z.infer<typeof imageProfileResponseSchema>;

/** POST /{product}/upload-image-profile (multipart, field `image`): 200 with the new URL. */
export const uploadImageProfileResponseSchema = z.object({
  status: z.number().check(z.int()),
  message: z.string(),
  imageURL: z.string(),
});
export type UploadImageProfileResponse = z.infer<typeof uploadImageProfileResponseSchema>;

/** The multipart field of the photo and the file name the crop gives it. */
export const profileImageField = 'image';
export const profileImageFileName = 'profile-image.jpg';

/** POST /dashboard/send-password-change-code: a code to the signed-in user's e-mail (no body). */
export const sendPasswordChangeCodeRequestSchema = z._default(z.object({}), {});

/** POST /dashboard/change-password: the e-mailed code and the new password. */
export const changePasswordRequestSchema = z.object({
  confirmationCode: verificationCodeSchema,
  newPassword: newPasswordSchema,
  currentPassword: currentPasswordSchema,
});

/** POST /undo-email-change (public): the token of the link mailed to the old address. */
export const undoEmailChangeRequestSchema = z.object({
  token: z.string(accountMessages.emailUndoInvalid).check(z.minLength(1), z.maxLength(128)),
});
export type UndoEmailChangeRequest = z.input<typeof undoEmailChangeRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
