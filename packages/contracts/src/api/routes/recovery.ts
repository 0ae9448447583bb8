import { okResponseSchema } from '../auth';
import {
  completeUserRegistrationRequestSchema,
  confirmNewPasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotUsernameRequestSchema,
} from '../recovery';
import { apiRoute, type ErrorStatus } from '../route';

const errors: ErrorStatus[] = [400, 401, 429];

/** The public recovery calls: forgot password and username, reset, first-time registration. */
export const recoveryRoutes = {
  forgotPassword: apiRoute({
    method: 'POST',
    path: '/forgot-password',
    access: 'public',
    tag: 'recovery',
    body: forgotPasswordRequestSchema,
    ok: { 200: okResponseSchema },
    errors,
  }),
  confirmNewPassword: apiRoute({
    method: 'POST',
    path: '/confirm-new-password',
    access: 'public',
    tag: 'recovery',
    body: confirmNewPasswordRequestSchema,
    ok: { 200: okResponseSchema },
    errors,
  }),
  forgotUsername: apiRoute({
    method: 'POST',
    path: '/forgot-username',
    access: 'public',
    tag: 'recovery',
    body: forgotUsernameRequestSchema,
    ok: { 202: okResponseSchema },
    errors,
  }),
  completeUserRegistration: apiRoute({
    method: 'POST',
    path: '/complete-user-registration',
    access: 'public',
    tag: 'recovery',
    body: completeUserRegistrationRequestSchema,
    ok: { 200: okResponseSchema },
    errors,
  }),
} as const;
