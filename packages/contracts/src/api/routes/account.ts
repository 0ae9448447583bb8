import { z } from 'zod/mini';
import { timing } from '../../constants';
import {
  accountInfoSchema,
  changePasswordRequestSchema,
  confirmCodeRequestSchema,
  imageProfileResponseSchema,
  resendVerificationRequestSchema,
  sendPasswordChangeCodeRequestSchema,
  undoEmailChangeRequestSchema,
  updateEmailRequestSchema,
  updatePhoneRequestSchema,
  updateProfileRequestSchema,
  uploadImageProfileResponseSchema,
  userProfileSchema,
} from '../account';
import { okResponseSchema } from '../auth';
import { apiRoute, type ErrorStatus } from '../route';

const contactErrors: ErrorStatus[] = [400, 401, 403, 409, 429];
const passwordErrors: ErrorStatus[] = [400, 401, 403, 429];

/** A profile photo's server-made file name. */
export const profileImageParamsSchema = z.object({
  fileName: z.string().check(z.maxLength(64)),
});

/** The signed-in user's own account: the reads and the name change (REQ-ACCOUNT-*). */
export const accountRoutes = {
  myAccountInfo: apiRoute({
    method: 'GET',
    path: '/my-account-info',
    access: 'signed-in',
    tag: 'account',
    ok: { 200: accountInfoSchema },
    errors: [401],
  }),
  usersMe: apiRoute({
    method: 'GET',
    path: '/users/me',
    access: 'signed-in',
    tag: 'account',
    ok: { 200: userProfileSchema },
    errors: [401],
  }),
  updateProfile: apiRoute({
    method: 'PUT',
    path: '/users/me',
    access: 'signed-in',
    tag: 'account',
    body: updateProfileRequestSchema,
    ok: { 200: userProfileSchema },
    errors: [400, 401],
  }),
} as const;

/** E-mail and phone changes with codes sent to the new address (REQ-ACCOUNT-EMAIL, REQ-ACCOUNT-PHONE). */
export const contactRoutes = {
  updateEmail: apiRoute({
    method: 'POST',
    path: '/dashboard/update-email',
    access: 'signed-in',
    tag: 'account',
    body: updateEmailRequestSchema,
    ok: { 201: okResponseSchema },
    errors: contactErrors,
  }),
  confirmEmail: apiRoute({
    method: 'POST',
    path: '/dashboard/confirm-email',
    access: 'signed-in',
    tag: 'account',
    body: confirmCodeRequestSchema,
    ok: { 200: okResponseSchema },
    errors: contactErrors,
  }),
  updatePhoneNumber: apiRoute({
    method: 'POST',
    path: '/dashboard/update-phone-number',
    access: 'signed-in',
    tag: 'account',
    body: updatePhoneRequestSchema,
    ok: { 201: okResponseSchema },
    errors: contactErrors,
  }),
  confirmPhoneNumber: apiRoute({
    method: 'POST',
    path: '/dashboard/confirm-phone-number',
    access: 'signed-in',
    tag: 'account',
    body: confirmCodeRequestSchema,
    ok: { 200: okResponseSchema },
    errors: contactErrors,
  }),
  resendVerification: apiRoute({
    method: 'POST',
    path: '/resend-verification',
    access: 'signed-in',
    tag: 'account',
    body: resendVerificationRequestSchema,
    ok: { 200: okResponseSchema },
    errors: contactErrors,
  }),
  /** Public: the link an e-mail change sends to the old address restores it (7 days, single use). */
  undoEmailChange: apiRoute({
    method: 'POST',
    path: '/undo-email-change',
    access: 'public',
    tag: 'account',
    body: undoEmailChangeRequestSchema,
    ok: { 200: okResponseSchema },
    errors: [400, 409, 429],
  }),
} as const;

/** The Reset Password modal: a code to the signed-in user's e-mail, then code and new password. */
export const passwordChangeRoutes = {
  sendPasswordChangeCode: apiRoute({
    method: 'POST',
    path: '/dashboard/send-password-change-code',
    access: 'signed-in',
    tag: 'account',
    body: sendPasswordChangeCodeRequestSchema,
    ok: { 200: okResponseSchema },
    errors: passwordErrors,
  }),
  changePassword: apiRoute({
    method: 'POST',
    path: '/dashboard/change-password',
    access: 'signed-in',
    tag: 'account',
    body: changePasswordRequestSchema,
    ok: { 200: okResponseSchema },
    errors: passwordErrors,
  }),
} as const;

/** The profile photo: its URL, its upload, and its bytes. */
export const profileImageRoutes = {
  getImageProfile: apiRoute({
    method: 'GET',
    path: '/:product/get-image-profile',
    access: 'signed-in',
    tag: 'account',
    ok: { 200: imageProfileResponseSchema },
    errors: [401],
  }),
  /** Multipart, one `image` part of at most 10 MB (REQ-SEC-IMAGES). */
  uploadImageProfile: apiRoute({
    method: 'POST',
    path: '/:product/upload-image-profile',
    access: 'signed-in',
    tag: 'account',
    consumes: ['multipart/form-data'],
    ok: { 200: uploadImageProfileResponseSchema },
    errors: [400, 401, 413, 429],
    timeoutMs: timing.imageUploadTimeoutMs,
  }),
  /** A photo's bytes: public, unguessable server-made names (an `<img>` sends no bearer token). */
  profileImage: apiRoute({
    method: 'GET',
    path: '/:product/profile-images/:fileName',
    access: 'public',
    tag: 'account',
    params: profileImageParamsSchema,
    ok: {},
    errors: [],
  }),
} as const;
