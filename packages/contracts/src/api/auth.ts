import { z } from 'zod/mini';
import { limits } from '../constants';
import { passwordResetMessages } from '../messages/password-reset';
import { registrationMessages } from '../messages/registration';
import { signInMessages } from '../messages/sign-in';
import { normalizeUsername, usernamePattern } from '../rules/user';

export const usernameSchema = z.pipe(
  z
    .string(passwordResetMessages.enterUsername)
    .check(
      z.trim(),
      z.minLength(1, passwordResetMessages.enterUsername),
      z.maxLength(limits.usernameMaxLength),
    ),
  z.transform(normalizeUsername),
);

/** A username being chosen (registration, user creation): the safe set of `rules/user`. */
export const newUsernameSchema = z.pipe(
  usernameSchema,
  z.string().check(z.regex(usernamePattern, registrationMessages.usernameCharacters)),
);

/** Sign-in accepts any password up to the length limit; the rules apply when a password is set. */
export const loginPasswordSchema = z
  .string(signInMessages.required)
  .check(z.minLength(1, signInMessages.required), z.maxLength(limits.passwordMaxLength));

export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: loginPasswordSchema,
  rememberMe: z.optional(z.boolean()),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  /** Lifetime of the access token in seconds; the client computes the expiry time. */
  accessTokenExpire: z.number().check(z.int(), z.positive()),
  /** Left out when the refresh token travels as the HttpOnly cookie (the web app). */
  refreshToken: z.optional(z.string()),
  username: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** 206 from POST /login: a password change is required; no tokens, only a short-lived challenge. */
export const passwordChangeRequiredSchema = z.object({
  status: z.literal(206),
  username: z.string(),
  challenge: z.string(),
  message: z.string(),
});
export type PasswordChangeRequired = z.infer<typeof passwordChangeRequiredSchema>;

const refreshTokenSchema = z.string().check(z.minLength(1), z.maxLength(512));

export const refreshRequestSchema = z._default(
  z.object({
    username: z.optional(usernameSchema),
    refreshToken: z.optional(refreshTokenSchema),
  }),
  {},
);
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

export const logoutRequestSchema = z._default(
  z.object({ refreshToken: z.optional(refreshTokenSchema) }),
  {},
);

export const okResponseSchema = z.object({
  status: z.number().check(z.int()),
  message: z.string(),
});
export type OkResponse = z.infer<typeof okResponseSchema>;
