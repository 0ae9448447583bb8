import { timing } from '../../constants';
import {
  loginRequestSchema,
  logoutRequestSchema,
  okResponseSchema,
  passwordChangeRequiredSchema,
  refreshRequestSchema,
  tokenResponseSchema,
} from '../auth';
import { healthResponseSchema, readyResponseSchema } from '../health';
import { apiRoute, type ErrorStatus } from '../route';

const errors: ErrorStatus[] = [400, 401, 429];

/** Sign-in, the access token's refresh and sign-out (REQ-SESSION-*; ADR 003). */
export const authRoutes = {
  /** 200: signed in; 206: a password change is required first. */
  login: apiRoute({
    method: 'POST',
    path: '/login',
    access: 'public',
    tag: 'auth',
    body: loginRequestSchema,
    ok: { 200: tokenResponseSchema, 206: passwordChangeRequiredSchema },
    errors,
  }),
  /** The refresh token comes as the HttpOnly cookie, or in the body from other clients. */
  refreshAccessToken: apiRoute({
    method: 'POST',
    path: '/refresh-access-token',
    access: 'public',
    tag: 'auth',
    body: refreshRequestSchema,
    ok: { 200: tokenResponseSchema },
    errors,
  }),
  /** Ends the session of the bearer token or of the refresh cookie, whichever comes. */
  logout: apiRoute({
    method: 'POST',
    path: '/logout',
    access: 'public',
    optionalBearer: true,
    keepsSessionOn401: true,
    tag: 'auth',
    body: logoutRequestSchema,
    ok: { 200: okResponseSchema },
    errors,
    timeoutMs: timing.logoutTimeoutMs,
  }),
} as const;

/** The process is alive (`health`), and may take traffic (`ready`). */
export const healthRoutes = {
  health: apiRoute({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'health',
    ok: { 200: healthResponseSchema },
    errors: [],
  }),
  ready: apiRoute({
    method: 'GET',
    path: '/ready',
    access: 'public',
    tag: 'health',
    ok: { 200: readyResponseSchema },
    errors: [],
  }),
} as const;
