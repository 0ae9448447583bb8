import { timing } from '../../constants';
import {
  assistantLoginRequestSchema,
  assistantLoginResponseSchema,
  assistantRegisterRequestSchema,
  assistantRegisterResponseSchema,
  chatRequestSchema,
  chatResponseSchema,
  chatUpdateSchema,
  updateDashboardQuerySchema,
  updateDashboardResponseSchema,
} from '../assistant';
import { healthResponseSchema } from '../health';
import { assistantRoute, type ErrorStatus } from '../route';

const errors: ErrorStatus[] = [400, 401, 413, 429, 503];
const timeoutMs = timing.chatTimeoutMs;

/**
 * The assistant API under `/assistant` (REQ-CHAT-API): form-encoded bodies (JSON too), its own
 * bearer token, replies made in the background (ADR 008).
 */
export const assistantRoutes = {
  health: assistantRoute({
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'assistant',
    ok: { 200: healthResponseSchema },
    errors: [],
    timeoutMs,
  }),
  /** Exchanges a main access token for an assistant token (the browser keeps no password, ADR 003). */
  login: assistantRoute({
    method: 'POST',
    path: '/login',
    access: 'public',
    tag: 'assistant',
    body: assistantLoginRequestSchema,
    ok: { 200: assistantLoginResponseSchema },
    errors,
    timeoutMs,
  }),
  /** Idempotent: 201 for a new chat user, 200 for one already there. */
  register: assistantRoute({
    method: 'POST',
    path: '/register',
    access: 'public',
    tag: 'assistant',
    body: assistantRegisterRequestSchema,
    ok: { 200: assistantRegisterResponseSchema, 201: assistantRegisterResponseSchema },
    errors,
    timeoutMs,
  }),
  /** The reply comes later, through the updates. */
  chat: assistantRoute({
    method: 'POST',
    path: '/chat',
    access: 'assistant',
    tag: 'assistant',
    body: chatRequestSchema,
    ok: { 202: chatResponseSchema },
    errors,
    timeoutMs,
  }),
  /**
   * The conversation; a client also accepts the older user/agent pairs (REQ-CHAT-MESSAGES). With
   * `wait=1` it answers once the reply under way is stored (ADR 020's amendment).
   */
  updateDashboard: assistantRoute({
    method: 'GET',
    path: '/update_dashboard',
    access: 'assistant',
    tag: 'assistant',
    query: updateDashboardQuerySchema,
    ok: { 200: updateDashboardResponseSchema },
    errors,
    timeoutMs: timing.chatUpdateTimeoutMs,
    accepts: chatUpdateSchema,
  }),
} as const;
