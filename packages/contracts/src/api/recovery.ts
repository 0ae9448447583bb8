import { z } from 'zod';
import { limits } from '../constants';
import { isEmail } from '../rules/user';
import { loginPasswordSchema, usernameSchema } from './auth';

/**
 * A new password as sent; the four password rules are checked by the server, which answers 400
 * with `messages.passwordReset.requirementsNotMet` when they are not met.
 */
export const newPasswordSchema = z.string().min(1).max(limits.passwordMaxLength);

/** POST /forgot-password: e-mails a verification code to a known user's address on file. */
export const forgotPasswordRequestSchema = z.object({ username: usernameSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /confirm-new-password: the code from the e-mail and the new password. */
export const confirmNewPasswordRequestSchema = z.object({
  username: usernameSchema,
  newPassword: newPasswordSchema,
  confirmationCode: z.string().trim().min(1).max(32),
});
export type ConfirmNewPasswordRequest = z.input<typeof confirmNewPasswordRequestSchema>;

/** POST /forgot-username: a username reminder to the address on file, if a user has it. */
export const forgotUsernameRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(limits.emailMaxLength)
    .refine(isEmail, 'Please enter a valid email address.')
    .transform((email) => email.toLowerCase()),
});
export type ForgotUsernameRequest = z.input<typeof forgotUsernameRequestSchema>;

/**
 * POST /complete-user-registration: the first password of a FORCE_CHANGE_PASSWORD user, proven by
 * exactly one of the temporary password or the challenge of the 206 sign-in. It does not sign in.
 */
export const completeUserRegistrationRequestSchema = z
  .object({
    username: usernameSchema,
    newPassword: newPasswordSchema,
    tempPassword: loginPasswordSchema.optional(),
    challenge: z.string().min(1).max(2048).optional(),
  })
  .refine((body) => (body.tempPassword === undefined) !== (body.challenge === undefined), {
    message: 'Send exactly one of tempPassword and challenge.',
    path: ['challenge'],
  });
export type CompleteUserRegistrationRequest = z.input<typeof completeUserRegistrationRequestSchema>;
