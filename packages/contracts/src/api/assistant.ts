import { z } from 'zod/mini';
import { limits } from '../constants';

/**
 * The assistant API (REQ-CHAT-API): form-encoded bodies, its own bearer token.
 * Field names stay as the assistant API has always named them (`user_input`, `user_type`).
 */

/** Who wrote a chat message (REQ-CHAT-MESSAGES). */
export const chatSenders = ['user', 'bot', 'system'] as const;
export type ChatSender = (typeof chatSenders)[number];

/** `user_type` of login (default `captain`) and register (default `admin`): a short label. */
export const chatUserTypeSchema = z.string().check(z.trim(), z.regex(/^[a-z][a-z0-9_-]{0,31}$/i));
export const defaultChatLoginUserType = 'captain';
export const defaultChatRegisterUserType = 'admin';

const credential = z.string().check(z.maxLength(limits.passwordMaxLength));
const assistantUsername = z.string().check(z.maxLength(limits.usernameMaxLength));

/**
 * POST /login: `{username, password, user_type?}`, or the exchange of a main-API access token
 * (`{subject_token, user_type?}`) that the web app uses, so the browser never keeps a password
 * (ADR 003). Which one is meant is decided by the service, so that a missing field
 * answers the catalogue's `Username and password are required`.
 */
export const assistantLoginRequestSchema = z.object({
  username: z.optional(assistantUsername),
  password: z.optional(credential),
  user_type: z.optional(chatUserTypeSchema),
  subject_token: z.optional(z.string().check(z.maxLength(4096))),
});
export type AssistantLoginRequest = z.infer<typeof assistantLoginRequestSchema>;

export const assistantLoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Lifetime in seconds. */
  expires_in: z.number().check(z.int(), z.positive()),
  username: z.string(),
  user_type: z.string(),
});
export type AssistantLoginResponse = z.infer<typeof assistantLoginResponseSchema>;

/** POST /register: idempotent (200 for a user already registered, 201 for a new one). */
export const assistantRegisterRequestSchema = z.object({
  username: z.optional(assistantUsername),
  password: z.optional(credential),
  user_type: z.optional(chatUserTypeSchema),
});
export type AssistantRegisterRequest = z.infer<typeof assistantRegisterRequestSchema>;

export const assistantRegisterResponseSchema = z.object({
  status: z.union([z.literal(200), z.literal(201)]),
  message: z.string(),
  username: z.string(),
  user_type: z.string(),
});
export type AssistantRegisterResponse = z.infer<typeof assistantRegisterResponseSchema>;

/** POST /chat: answers at once (202); the reply appears in /update_dashboard. */
export const chatRequestSchema = z.object({
  // PostgreSQL text cannot hold a NUL character: refused here, before anything is counted or stored.
  user_input: z.string().check(
    z.maxLength(limits.chatInputMaxLength),
    z.refine((text) => !text.includes('\u0000')),
  ),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ status: z.literal(202), message: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** What a reply's button does: answer a question yes or no, or undo what the reply did. */
export const chatActionKinds = ['confirm', 'cancel', 'undo'] as const;
export type ChatActionKind = (typeof chatActionKinds)[number];

/**
 * A button under one of Rela's replies: pressing it sends `reply` as the user's message (`Yes`,
 * `No`, `Undo`). It means nothing after `expiresAt` (ISO 8601), and the panel stops showing it. A
 * reply with an `undo` action removed homes.
 */
export const chatActionSchema = z.object({
  kind: z.enum(chatActionKinds),
  label: z.string(),
  reply: z.string(),
  expiresAt: z.optional(z.string()),
});
export type ChatAction = z.infer<typeof chatActionSchema>;

/** One message of GET /update_dashboard; `timestamp` is ISO 8601; `actions` only on Rela's. */
export const chatMessageSchema = z.object({
  role: z.enum(chatSenders),
  content: z.string(),
  timestamp: z.string(),
  actions: z.optional(z.array(chatActionSchema)),
});
export type ChatMessageBody = z.infer<typeof chatMessageSchema>;

export const updateDashboardResponseSchema = z.object({ messages: z.array(chatMessageSchema) });
/**
 * `wait=1`: while a reply to the caller is being made, the answer waits for it (at most
 * `timing.chatReplyHoldMs`), so a ready reply shows at once; the 2 s poll stays the fallback.
 */
export const updateDashboardQuerySchema = z.object({ wait: z.optional(z.enum(['0', '1'])) });
export type UpdateDashboardResponse = z.infer<typeof updateDashboardResponseSchema>;

/**
 * What a client accepts from /update_dashboard: the messages list (role, content, timestamp; an
 * agent may be called `assistant` or `agent`), or the older user/agent pairs with message and
 * timestamp (REQ-CHAT-MESSAGES).
 */
const pairPartSchema = z.object({ message: z.string(), timestamp: z.optional(z.string()) });
export const chatUpdateSchema = z.union([
  z.object({
    messages: z.array(
      z.object({
        role: z.enum(['user', 'bot', 'system', 'assistant', 'agent']),
        content: z.string(),
        timestamp: z.optional(z.string()),
        actions: z.optional(z.array(chatActionSchema)),
      }),
    ),
  }),
  z.array(z.looseObject({ user: z.nullish(pairPartSchema), agent: z.nullish(pairPartSchema) })),
]);
export type ChatUpdate = z.infer<typeof chatUpdateSchema>;

/** An agent message that starts with this is a system message (REQ-CHAT-MESSAGES). */
export const systemReplyPrefix = 'System Reply:';

export type ChatEntry = {
  sender: ChatSender;
  text: string;
  timestamp: string | null;
  /** Buttons under a reply of Rela's (never on the user's or a system message). */
  actions?: ChatAction[];
};

const agentEntry = (
  text: string,
  timestamp: string | null,
  actions: ChatAction[] = [],
): ChatEntry =>
  text.startsWith(systemReplyPrefix)
    ? { sender: 'system', text: text.slice(systemReplyPrefix.length).trim(), timestamp }
    : { sender: 'bot', text, timestamp, ...(actions.length > 0 ? { actions } : {}) };

/** Either shape of /update_dashboard as one list of entries, oldest first. */
export const chatEntriesOf = (update: ChatUpdate): ChatEntry[] => {
  if (!Array.isArray(update)) {
    return update.messages.map(({ role, content, timestamp = null, actions }) =>
      role === 'user' || role === 'system'
        ? { sender: role, text: content, timestamp }
        : agentEntry(content, timestamp, actions),
    );
  }
  return update.flatMap((pair) => [
    ...(pair.user
      ? [
          {
            sender: 'user' as const,
            text: pair.user.message,
            timestamp: pair.user.timestamp ?? null,
          },
        ]
      : []),
    ...(pair.agent ? [agentEntry(pair.agent.message, pair.agent.timestamp ?? null)] : []),
  ]);
};

/**
 * The `code` of a 401 whose token the client must drop (REQ-CHAT-SESSION);
 * any other 401 keeps the chat session optimistically.
 */
export const assistantTokenErrorCodes = {
  expired: 'TOKEN_EXPIRED',
  invalid: 'TOKEN_INVALID',
} as const;
export const isAssistantTokenErrorCode = (code: unknown): boolean =>
  code === assistantTokenErrorCodes.expired || code === assistantTokenErrorCodes.invalid;

const clearWordsWithAll =
  /\b(clear|remove|delete|reset|empty|wipe|erase)\b.*\b(all|every|everything|entire|whole)\b/;
const clearWordsWithList =
  /\b(clear|reset|empty|wipe|erase)\b.*\b(list|homes|properties|houses|listings)\b/;
const startOver = /\bstart (over|fresh|from scratch)\b/;
/** A street number followed by a word: the message names one home, so it is not "all". */
const namesAHome = /\b\d+[a-z]?\s+[a-z]/;

/** `undo`, `undo that`, `bring them back`, `restore my homes` (the Undo button sends `Undo`). */
const undoWords =
  /^(?:please\s+)?(?:undo(?:\s+(?:that|it|this|the (?:clear|removal|last (?:one|change))))?|(?:bring|put) (?:it|them|that|my homes) back|restore (?:it|them|that|my homes))(?:\s+please)?[\s.!]*$/;

/** The user asked Rela to undo their latest removal: its undo intent, and the lists' cue to refresh. */
export const asksToUndo = (text: string): boolean => undoWords.test(text.trim().toLowerCase());

/**
 * The user asked to clear, remove, delete or reset all their homes (`clear all properties`, `delete
 * everything`, `reset my list`): Rela's clear intent, which asks for a yes first
 * (REQ-CHAT-CLEAR-CONFIRM); the web app no longer empties its lists on the request itself (ADR 015).
 */
export const asksToClearAllHomes = (text: string): boolean => {
  const lower = text.toLowerCase();
  if (namesAHome.test(lower)) return false;
  return clearWordsWithAll.test(lower) || clearWordsWithList.test(lower) || startOver.test(lower);
};
