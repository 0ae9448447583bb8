import { z } from 'zod';
import { limits } from '../constants';
import { normalizeUsername } from '../rules/user';

export const usernameSchema = z
  .string()
  .trim()
  .min(1)
  .max(limits.usernameMaxLength)
  .transform(normalizeUsername);

/** Sign-in accepts any password up to the length limit; the rules apply when a password is set. */
export const loginPasswordSchema = z.string().min(1).max(limits.passwordMaxLength);

export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  /** Lifetime of the access token in seconds; the client computes the expiry time. */
  accessTokenExpire: z.number().int().positive(),
  /** Left out when the refresh token travels as the HttpOnly cookie (the web app). */
  refreshToken: z.string().optional(),
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

export const refreshRequestSchema = z
  .object({
    username: usernameSchema.optional(),
    refreshToken: z.string().min(1).max(512).optional(),
  })
  .default({});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

export const logoutRequestSchema = z
  .object({ refreshToken: z.string().min(1).max(512).optional() })
  .default({});

export const okResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
});
export type OkResponse = z.infer<typeof okResponseSchema>;
