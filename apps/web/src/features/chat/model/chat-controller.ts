import { type ChatEntry, chatMessages, timing } from '@rela/contracts';
import {
  countOf,
  inConversationOrder,
  localMessage,
  serverMessages,
  type BotReplyListener,
  type ChatMessage,
  type LocalMessage,
} from './chat-message';

/** The assistant calls the panel makes (lib/assistant-client.ts in the app, fakes in tests). */
export type ChatApi = {
  login: () => Promise<void>;
  logout: () => void;
  hasToken: () => boolean;
  send: (text: string) => Promise<void>;
  update: () => Promise<ChatEntry[]>;
  /** What kind of failure an error is (`token`, `network`, `timeout`, `cancelled`, ...). */
  kindOf: (error: unknown) => string;
};

export type ChatConnection = 'connecting' | 'connected' | 'failed';

export type ChatSnapshot = {
  connection: ChatConnection;
  /** Try again is running (its button reads Connecting...). */
  retrying: boolean;
  /** How many times Try again was pressed. */
  attempts: number;
  messages: ChatMessage[];
  /** A message is waiting for its reply: Rela is typing. */
  typing: boolean;
  /** The reply wait (30 s) passed: Still working... shows and the chat is timed out. */
  timedOut: boolean;
  /** When the newest bot message was written, for the mobile red dot. */
  latestBotAt: number | null;
};

type InFlight = {
  message: ChatMessage;
  usersBefore: number;
  repliesBefore: number;
  accepted: boolean;
};

/**
 * The chat panel's states and timers (REQ-CHAT-STATES, REQ-CHAT-TIMERS, REQ-CHAT-SESSION), without React: connecting
 * with a 10 s limit, Try again, polling every 2 s and 2 s after sending, one message in flight with
 * the others queued, the 30 s reply wait, and what each failure shows.
 */
export const createChatController = (options: { api: ChatApi; now?: () => number }) => {
  const { api } = options;
  /** Told of each new bot reply, with the user's message it answers. */
  let onBotReply: BotReplyListener | null = null;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let connection: ChatConnection = 'connecting';
  let retrying = false;
  let attempts = 0;
  let server: ChatMessage[] = [];
  /** Notices of this browser (errors) and messages that never reached the server. */
  let locals: LocalMessage[] = [];
  let inFlight: InFlight | null = null;
  /** Messages typed while one was in flight: shown at once, sent in turn. */
  let queue: ChatMessage[] = [];
  /** Still working... once the reply wait passed (the chat is timed out), until the reply comes. */
  let stillWorking: ChatMessage | null = null;
  let replyCount: number | null = null;
  let reconnectNoticeShown = false;
  let stopped = true;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const later = (name: string, ms: number, run: () => void) => {
    clearTimeout(timers.get(name));
    timers.set(
      name,
      setTimeout(() => {
        timers.delete(name);
        run();
      }, ms),
    );
  };
  const cancel = (name: string) => {
    clearTimeout(timers.get(name));
    timers.delete(name);
  };

  const build = (): ChatSnapshot => {
    const delivered = inFlight?.accepted && countOf(server, 'user') > inFlight.usersBefore;
    const unsent = inFlight && !delivered ? [inFlight.message] : [];
    // What the server has not seen yet comes after all it has.
    const pending = [...unsent, ...queue, ...(stillWorking ? [stillWorking] : [])].map(
      (message) => ({ message, after: Infinity }),
    );
    const bots = server.filter((message) => message.sender === 'bot');
    return {
      connection,
      retrying,
      attempts,
      messages: inConversationOrder(server, [...locals, ...pending]),
      typing: inFlight !== null,
      timedOut: stillWorking !== null,
      latestBotAt:
        bots.length > 0 ? Math.max(...bots.map((message) => message.rawTimestamp)) : null,
    };
  };
  let snapshot = build();
  const emit = () => {
    snapshot = build();
    for (const listener of listeners) listener();
  };
  const keep = (message: ChatMessage) => {
    locals = [...locals, { message, after: server.length }];
  };
  const notice = (sender: 'bot' | 'system', text: string) =>
    keep(localMessage(sender, text, now()));

  // ---- sending ----

  const finish = () => {
    cancel('still-working');
    cancel('give-up');
    inFlight = null;
    stillWorking = null;
    const [next, ...rest] = queue;
    if (next) {
      queue = rest;
      void start(next);
    }
  };

  const sendFailed = (error: unknown, item: InFlight) => {
    keep(item.message);
    const kind = api.kindOf(error);
    if (kind === 'network' || kind === 'timeout') notice('bot', chatMessages.serverTrouble);
    else if (kind === 'cancelled' && error instanceof Error) notice('system', error.message);
    else if (kind !== 'token') notice('system', chatMessages.processingError);
    finish();
    if (kind === 'token') sessionExpired();
  };

  const start = async (message: ChatMessage) => {
    const item: InFlight = {
      message,
      usersBefore: countOf(server, 'user'),
      repliesBefore: countOf(server, 'replies'),
      accepted: false,
    };
    inFlight = item;
    later('still-working', timing.chatReplyWaitMs, () => {
      stillWorking = localMessage('system', chatMessages.stillWorking, now());
      emit();
    });
    // A reply that never comes must not keep the input locked for good.
    later('give-up', 2 * timing.chatReplyWaitMs, () => {
      notice('system', chatMessages.processingError);
      finish();
      emit();
    });
    emit();
    try {
      await api.send(message.text);
      if (inFlight !== item) return;
      item.accepted = true;
      // One update 2 s after sending, then every 2 s as always.
      if (connection === 'connected') later('poll', timing.chatPollMs, () => void poll());
    } catch (error) {
      if (inFlight === item) sendFailed(error, item);
    }
    emit();
  };

  // ---- updates ----

  const adopt = (entries: ChatEntry[]) => {
    server = serverMessages(entries, now());
    const replies = countOf(server, 'replies');
    if (replyCount !== null && replies > replyCount) {
      const newest = server.findLastIndex((message) => message.sender !== 'user');
      const asked = server.slice(0, newest).findLast((message) => message.sender === 'user');
      const reply = server[newest];
      if (reply) onBotReply?.(asked?.text ?? '', reply);
    }
    replyCount = replies;
    if (
      inFlight?.accepted &&
      replies > inFlight.repliesBefore &&
      countOf(server, 'user') > inFlight.usersBefore
    ) {
      finish();
    }
  };

  const poll = async () => {
    if (stopped || connection !== 'connected') return;
    try {
      adopt(await api.update());
      reconnectNoticeShown = false;
    } catch (error) {
      pollFailed(error);
    }
    if (stopped) return;
    emit();
    if (connection === 'connected') later('poll', timing.chatPollMs, () => void poll());
  };

  const pollFailed = (error: unknown) => {
    const kind = api.kindOf(error);
    if (kind === 'token') return sessionExpired();
    if (kind === 'cancelled') return;
    // A network or server error keeps the token (REQ-CHAT-SESSION).
    if (!reconnectNoticeShown) notice('system', chatMessages.reconnecting);
    reconnectNoticeShown = true;
  };

  // ---- connecting ----

  const attemptOnce = async (): Promise<boolean> => {
    try {
      if (!api.hasToken()) await api.login();
      adopt(await api.update());
      return true;
    } catch {
      return false;
    }
  };

  const connected = () => {
    connection = 'connected';
    retrying = false;
    reconnectNoticeShown = false;
    cancel('deadline');
    cancel('attempt');
    later('poll', timing.chatPollMs, () => void poll());
  };

  const keepTrying = async () => {
    if (stopped || connection !== 'connecting') return;
    const ok = await attemptOnce();
    if (stopped || connection !== 'connecting') return;
    if (ok) connected();
    else later('attempt', timing.chatPollMs, () => void keepTrying());
    emit();
  };

  /** Connects, trying every 2 s; after 10 s without success, Connection Failed. */
  const connect = () => {
    connection = 'connecting';
    cancel('poll');
    later('deadline', timing.chatConnectFailureMs, () => {
      if (connection !== 'connecting') return;
      connection = 'failed';
      cancel('attempt');
      emit();
    });
    emit();
    void keepTrying();
  };

  function sessionExpired() {
    // The token was dropped by the client; logging in again exchanges the main session's token.
    notice('system', chatMessages.sessionExpired);
    connect();
  }

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ChatSnapshot => snapshot,
    onBotReply: (listener: BotReplyListener | null) => {
      onBotReply = listener;
    },
    start: () => {
      if (!stopped) return;
      stopped = false;
      connect();
    },
    /** Sends, or queues while a message is in flight; blank text is ignored. */
    send: (text: string) => {
      const trimmed = text.trim();
      if (!trimmed || connection !== 'connected') return;
      const message = localMessage('user', trimmed, now());
      if (inFlight) {
        queue = [...queue, message];
        emit();
        return;
      }
      void start(message);
    },
    /** Try again: counts the attempt, logs out, then connects once more. */
    retry: async () => {
      if (retrying || connection !== 'failed') return;
      attempts += 1;
      retrying = true;
      emit();
      api.logout();
      const ok = await attemptOnce();
      if (stopped) return;
      if (ok) connected();
      else retrying = false;
      emit();
    },
    stop: () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
};

export type ChatController = ReturnType<typeof createChatController>;
