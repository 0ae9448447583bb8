import { z } from 'zod/mini';
import { limits } from '../constants';
import { forgotUsernameMessages } from '../messages/forgot-username';
import { passwordResetMessages } from '../messages/password-reset';
import { registrationMessages } from '../messages/registration';
import { isEmail } from '../rules/user';
import { loginPasswordSchema, usernameSchema } from './auth';

/**
 * A new password as sent; the four password rules are checked by the server, which answers 400
 * with `passwordResetMessages.requirementsNotMet` when they are not met.
 */
export const newPasswordSchema = z
  .string(registrationMessages.passwordRequired)
  .check(
    z.minLength(1, registrationMessages.passwordRequired),
    z.maxLength(limits.passwordMaxLength, passwordResetMessages.requirementsNotMet),
  );

/** A verification code as typed; whether it is right is the server's answer. */
export const verificationCodeSchema = z
  .string(passwordResetMessages.codeRequired)
  .check(z.trim(), z.minLength(1, passwordResetMessages.codeRequired), z.maxLength(32));

/** POST /forgot-password: e-mails a verification code to a known user's address on file. */
export const forgotPasswordRequestSchema = z.object({ username: usernameSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /confirm-new-password: the code from the e-mail and the new password. */
export const confirmNewPasswordRequestSchema = z.object({
  username: usernameSchema,
  newPassword: newPasswordSchema,
  confirmationCode: verificationCodeSchema,
});
export type ConfirmNewPasswordRequest = z.input<typeof confirmNewPasswordRequestSchema>;

/** POST /forgot-username: a username reminder to the address on file, if a user has it. */
export const forgotUsernameRequestSchema = z.object({
  email: z.pipe(
    z
      .string(forgotUsernameMessages.emailRequired)
      .check(
        z.trim(),
        z.minLength(1, forgotUsernameMessages.emailRequired),
        z.maxLength(limits.emailMaxLength, forgotUsernameMessages.emailInvalid),
        z.refine(isEmail, forgotUsernameMessages.emailInvalid),
      ),
    z.transform((email) => email.toLowerCase()),
  ),
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
    tempPassword: z.optional(loginPasswordSchema),
    challenge: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  })
  .check(
    z.refine((body) => (body.tempPassword === undefined) !== (body.challenge === undefined), {
      message: 'Send exactly one of tempPassword and challenge.',
      path: ['challenge'],
    }),
  );
export type CompleteUserRegistrationRequest = z.input<typeof completeUserRegistrationRequestSchema>;
