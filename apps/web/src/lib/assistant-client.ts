import { z } from 'zod/mini';
import {
  assistantRoutes,
  chatEntriesOf,
  type ApiRoute,
  type ChatEntry,
  chatMessages,
  isAssistantTokenErrorCode,
  type RouteAnswer,
} from '@rela/contracts';
import type { AccessTokenState, Session } from './session';
import { apiMessages, sessionMessages } from './web-texts';

/**
 * How an assistant call failed: `token` (the server said the chat token expired or is invalid: it
 * was dropped), `http` (any other error answer, an unknown 401 included: the token is kept),
 * `timeout` and `network` (no answer: the token is kept), `cancelled` (no main session), or
 * `invalid-response`.
 */
export type AssistantErrorKind =
  'token' | 'http' | 'timeout' | 'network' | 'cancelled' | 'invalid-response';

export class AssistantError extends Error {
  override readonly name = 'AssistantError';
  constructor(
    readonly kind: AssistantErrorKind,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

export const isAssistantError = (error: unknown): error is AssistantError =>
  error instanceof AssistantError;

type Hooks = { mainToken: () => string | null; mainTokenState: () => AccessTokenState };

const hooks: Hooks = { mainToken: () => null, mainTokenState: () => 'missing' };
/** The assistant's bearer token: in memory only, like the main access token. */
let chatToken: string | null = null;
const tokenListeners = new Set<() => void>();

const setChatToken = (next: string | null) => {
  if (next === chatToken) return;
  chatToken = next;
  for (const listener of tokenListeners) listener();
};

const errorCodeSchema = z.object({ code: z.optional(z.string()) });

type CallOptions = {
  /** Sent form-encoded, as the assistant API reads it. */
  form?: Record<string, string>;
  bearer?: string | null;
  query?: Record<string, string>;
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return null;
  }
};

/** The schema of a success answer: what the route accepts, else its success schema. */
const answerSchema = (route: ApiRoute): z.ZodMiniType => {
  const [first, ...rest] = Object.values(route.ok) as z.ZodMiniType[];
  return (
    route.accepts ?? (first && rest.length > 0 ? z.union([first, ...rest]) : (first ?? z.unknown()))
  );
};

/**
 * The one place the web app calls the assistant API: one call of a route value, with its method,
 * path, timeout and answer schema; form bodies, the chat bearer, errors.
 */
const call = async <R extends ApiRoute>(
  route: R,
  options: CallOptions = {},
): Promise<RouteAnswer<R>> => {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
  if (options.bearer) headers.set('Authorization', `Bearer ${options.bearer}`);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, route.timeoutMs);
  let response: Response;
  try {
    const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    response = await fetch(`${window.location.origin}${route.prefix}${route.path}${search}`, {
      method: route.method,
      headers,
      body: options.form ? new URLSearchParams(options.form).toString() : undefined,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    throw timedOut
      ? new AssistantError('timeout', apiMessages.timeout)
      : new AssistantError('network', apiMessages.network);
  } finally {
    clearTimeout(timer);
  }
  const data = await readJson(response);
  if (!response.ok) {
    const code = errorCodeSchema.safeParse(data).data?.code;
    if (response.status === 401 && isAssistantTokenErrorCode(code)) {
      setChatToken(null);
      throw new AssistantError('token', chatMessages.sessionExpired, 401);
    }
    throw new AssistantError('http', apiMessages.failed, response.status);
  }
  const parsed = answerSchema(route).safeParse(data);
  if (!parsed.success) {
    throw new AssistantError('invalid-response', apiMessages.invalidResponse, response.status);
  }
  return parsed.data as RouteAnswer<R>;
};

/** Chat requests need a main session: without one they are cancelled (REQ-SESSION-CANCEL). */
const requireMainSession = () => {
  const state = hooks.mainTokenState();
  if (state === 'missing') {
    throw new AssistantError('cancelled', sessionMessages.notAuthenticatedChatCancelled);
  }
  if (state === 'expired') {
    throw new AssistantError('cancelled', sessionMessages.mainExpiredChatCancelled);
  }
};

const requireChatToken = () => {
  if (!chatToken) throw new AssistantError('token', chatMessages.sessionExpired, 401);
  return chatToken;
};

/**
 * POST /login by exchanging a main access token (the current one unless given), so the browser
 * never keeps a password (ADR 003).
 */
export const assistantLogin = async (mainAccessToken?: string): Promise<void> => {
  const subject = mainAccessToken ?? (requireMainSession(), hooks.mainToken());
  if (!subject)
    throw new AssistantError('cancelled', sessionMessages.notAuthenticatedChatCancelled);
  const answer = await call(assistantRoutes.login, { form: { subject_token: subject } });
  setChatToken(answer.access_token);
};

/** POST /register with the credentials just chosen (a registration), idempotent on the server. */
export const assistantRegister = async (credentials: { username: string; password: string }) => {
  await call(assistantRoutes.register, { form: credentials });
};

/** After sign-in: logs into the assistant; false (never a throw) when that failed. */
export const connectAssistantAfterSignIn = async (mainAccessToken: string): Promise<boolean> => {
  try {
    await assistantLogin(mainAccessToken);
    return true;
  } catch {
    return false;
  }
};

/** After a registration: registers with the assistant, then logs in; false when that failed. */
export const registerWithAssistant = async (
  credentials: { username: string; password: string },
  mainAccessToken: string,
): Promise<boolean> => {
  try {
    await assistantRegister(credentials);
    await assistantLogin(mainAccessToken);
    return true;
  } catch {
    return false;
  }
};

/** POST /chat (5 s): the reply comes later, through the updates. */
export const sendChatMessage = async (text: string): Promise<void> => {
  requireMainSession();
  await call(assistantRoutes.chat, { form: { user_input: text }, bearer: requireChatToken() });
};

/**
 * GET /update_dashboard (10 s): the conversation, oldest first, in either of its shapes; with
 * `awaitReply`, held by the server until the reply under way is stored.
 */
export const fetchChatUpdate = async ({
  awaitReply = false,
}: { awaitReply?: boolean } = {}): Promise<ChatEntry[]> => {
  requireMainSession();
  const update = await call(assistantRoutes.updateDashboard, {
    bearer: requireChatToken(),
    ...(awaitReply ? { query: { wait: '1' } } : {}),
  });
  return chatEntriesOf(update);
};

/** Drops the chat token (the assistant keeps no server-side session to end). */
export const assistantLogout = (): void => setChatToken(null);

export const hasChatToken = (): boolean => chatToken !== null;

export const onChatTokenChange = (listener: () => void) => {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
};

/**
 * The assistant client follows the session: it exchanges the session's access token, a 401 of
 * the main API logs it out before the session ends, and any sign-out drops its token.
 */
export const connectAssistantClient = (session: Session): void => {
  hooks.mainToken = session.getAccessToken;
  hooks.mainTokenState = session.accessTokenState;
  session.onBeforeExpire(assistantLogout);
  session.onSignedOut(assistantLogout);
};
