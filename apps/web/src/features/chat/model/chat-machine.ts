import { type ChatEntry, chatMessages, timing } from '@rela/contracts';
import { and, assign, enqueueActions, fromPromise, raise, setup, stateIn } from 'xstate';
import {
  countOf,
  localMessage,
  serverMessages,
  type ChatMessage,
  type LocalMessage,
} from './chat-message';

/** How an assistant call failed (`token`, `network`, `timeout`, `cancelled`, `http`, ...). */
export type ChatFailure = { kind: string; message: string };

/** The failure an actor rejected with; anything unknown counts as no answer. */
export const failureOf = (error: unknown): ChatFailure =>
  typeof error === 'object' &&
  error !== null &&
  'kind' in error &&
  typeof error.kind === 'string' &&
  'message' in error &&
  typeof error.message === 'string'
    ? { kind: error.kind, message: error.message }
    : { kind: 'network', message: '' };

/** The message being sent and the conversation's size when it left, to know its reply. */
export type InFlight = { message: ChatMessage; usersBefore: number; repliesBefore: number };

export type ChatContext = {
  /** How many times Try again was pressed. */
  attempts: number;
  /** The server's conversation, as last read. */
  server: ChatMessage[];
  /** Notices of this browser (errors) and messages that never reached the server. */
  locals: LocalMessage[];
  inFlight: InFlight | null;
  /** Messages typed while one was in flight: shown at once, sent in turn. */
  queue: ChatMessage[];
  /** Still working... once the reply wait passed, until the reply comes. */
  stillWorking: ChatMessage | null;
  /** Rela's replies in the last reading; null before the first, whose replies are not new. */
  replyCount: number | null;
  /** Reconnecting... was said since the last good update: it is said once. */
  reconnectNoticeShown: boolean;
};

export type ChatEvent =
  /** The user sends a message (blank text and sending while not connected are ignored). */
  | { type: 'send'; text: string }
  /** Try again, after Connection Failed. */
  | { type: 'retry' }
  /** /chat accepted the message in flight: the next update comes 2 s later. */
  | { type: 'message.sent' }
  /** A new reading of the conversation was adopted. */
  | { type: 'conversation.updated' }
  /** The assistant said the chat token is expired or invalid. */
  | { type: 'session.expired' };

/** Told of each new reply of Rela's, with the user's message it answers. */
export type ChatEmitted = { type: 'bot.replied'; userText: string; reply: ChatMessage };

/** An assistant call the app provides (`chatActors`); the machine alone only names it. */
const provided = <Output, Input = void>(name: string) =>
  fromPromise<Output, Input>(() =>
    Promise.reject(new Error(`The chat's ${name} is not provided.`)),
  );

const notice = (context: ChatContext, sender: 'bot' | 'system', text: string): LocalMessage[] => [
  ...context.locals,
  { message: localMessage(sender, text, Date.now()), after: context.server.length },
];

/** A message leaving now, with the conversation's size to know its reply by. */
const inFlightOf = (context: ChatContext, message: ChatMessage): InFlight => ({
  message,
  usersBefore: countOf(context.server, 'user'),
  repliesBefore: countOf(context.server, 'replies'),
});

/** An actor's failure, from its error event (`xstate.error.actor.*`). */
const failureIn = (event: object): ChatFailure =>
  failureOf('error' in event ? event.error : undefined);

/** An actor's result, from its done event (`xstate.done.actor.*`). */
const outputIn = <T>(event: object): T | undefined =>
  'output' in event ? (event.output as T) : undefined;

/**
 * The chat panel's states and timers (REQ-CHAT-STATES, REQ-CHAT-TIMERS, REQ-CHAT-SESSION), without
 * React or HTTP. Two regions run side by side: the connection (connecting with a 10 s limit and a
 * try every 2 s, Connection Failed with Try again, connected and polling every 2 s, session
 * expired) and the conversation (idle, sending with a queue, waiting for the reply with the 30 s
 * Still working note and a give-up at 60 s). The assistant calls are actors the app provides
 * (`chatActors`), so that tests can drive every transition with fakes and fake timers.
 */
export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    emitted: {} as ChatEmitted,
  },
  actors: {
    /** Logs in unless a chat token is held, then reads the conversation. */
    connect: provided<ChatEntry[]>('connect'),
    /** Try again: logs out of the assistant, then connects once. */
    reconnect: provided<ChatEntry[]>('reconnect'),
    /** GET /update_dashboard. */
    update: provided<ChatEntry[]>('update'),
    /** GET /update_dashboard?wait=1: answers once the reply under way is stored. */
    awaitReply: provided<ChatEntry[]>('awaitReply'),
    /** POST /chat; the reply comes later, through the updates. */
    send: provided<void, { text: string }>('send'),
  },
  delays: {
    poll: timing.chatPollMs,
    connectLimit: timing.chatConnectFailureMs,
    replyWait: timing.chatReplyWaitMs,
    /** A reply that never comes must not keep the input locked for good. */
    giveUp: 2 * timing.chatReplyWaitMs,
  },
  guards: {
    connected: stateIn({ connection: 'connected' }),
    canSend: ({ event }) => event.type === 'send' && event.text.trim() !== '',
    queued: ({ context }) => context.queue.length > 0,
    /** The reply to the message in flight is in: one more reply and the message itself. */
    replied: ({ context }) =>
      context.inFlight !== null &&
      countOf(context.server, 'replies') > context.inFlight.repliesBefore &&
      countOf(context.server, 'user') > context.inFlight.usersBefore,
    tokenFailure: ({ event }) => failureIn(event).kind === 'token',
    cancelled: ({ event }) => failureIn(event).kind === 'cancelled',
  },
  actions: {
    /** Takes a reading of the conversation in, telling of a new reply of Rela's. */
    adopt: enqueueActions(({ context, event, enqueue }) => {
      const entries = outputIn<ChatEntry[]>(event);
      if (!entries) return;
      const server = serverMessages(entries, Date.now(), context.server);
      const replies = countOf(server, 'replies');
      if (context.replyCount !== null && replies > context.replyCount) {
        const newest = server.findLastIndex((message) => message.sender !== 'user');
        const asked = server.slice(0, newest).findLast((message) => message.sender === 'user');
        const reply = server[newest];
        if (reply) enqueue.emit({ type: 'bot.replied', userText: asked?.text ?? '', reply });
      }
      enqueue.assign({ server, replyCount: replies });
      enqueue.raise({ type: 'conversation.updated' });
    }),
    forgetReconnectNotice: assign({ reconnectNoticeShown: false }),
    /** A network or server error keeps the token (REQ-CHAT-SESSION): Reconnecting..., once. */
    sayReconnecting: assign(({ context }) =>
      context.reconnectNoticeShown
        ? {}
        : {
            locals: notice(context, 'system', chatMessages.reconnecting),
            reconnectNoticeShown: true,
          },
    ),
    /** The client dropped the token; logging in again exchanges the main session's token. */
    saySessionExpired: assign(({ context }) => ({
      locals: notice(context, 'system', chatMessages.sessionExpired),
    })),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    /** Sends at once when nothing is in flight, otherwise queues. */
    accept: assign(({ context, event }) => {
      if (event.type !== 'send') return {};
      const message = localMessage('user', event.text.trim(), Date.now());
      return context.inFlight
        ? { queue: [...context.queue, message] }
        : { inFlight: inFlightOf(context, message) };
    }),
    takeNext: assign(({ context }) => {
      const [next, ...queue] = context.queue;
      return next ? { inFlight: inFlightOf(context, next), queue } : {};
    }),
    sayStillWorking: assign({
      stillWorking: () => localMessage('system', chatMessages.stillWorking, Date.now()),
    }),
    finish: assign({ inFlight: null, stillWorking: null }),
    /** The message never reached the server: it stays, where it was typed. */
    keepUnsent: assign(({ context }) =>
      context.inFlight
        ? {
            locals: [
              ...context.locals,
              { message: context.inFlight.message, after: context.server.length },
            ],
          }
        : {},
    ),
    /** What a failed /chat shows: no answer is the server's trouble, a cancel says why. */
    sayWhySendFailed: assign(({ context, event }) => {
      const { kind, message } = failureIn(event);
      if (kind === 'network' || kind === 'timeout') {
        return { locals: notice(context, 'bot', chatMessages.serverTrouble) };
      }
      if (kind === 'cancelled') return { locals: notice(context, 'system', message) };
      return { locals: notice(context, 'system', chatMessages.processingError) };
    }),
    sayProcessingError: assign(({ context }) => ({
      locals: notice(context, 'system', chatMessages.processingError),
    })),
  },
}).createMachine({
  id: 'chat',
  type: 'parallel',
  context: {
    attempts: 0,
    server: [],
    locals: [],
    inFlight: null,
    queue: [],
    stillWorking: null,
    replyCount: null,
    reconnectNoticeShown: false,
  },
  states: {
    connection: {
      initial: 'connecting',
      on: { 'session.expired': { target: '.sessionExpired' } },
      states: {
        connecting: {
          after: { connectLimit: { target: 'failed' } },
          initial: 'attempting',
          states: {
            attempting: {
              invoke: {
                src: 'connect',
                onDone: { target: '#chat.connection.connected', actions: 'adopt' },
                onError: { target: 'pausing' },
              },
            },
            pausing: { after: { poll: { target: 'attempting' } } },
          },
        },
        failed: {
          initial: 'idle',
          states: {
            idle: { on: { retry: { target: 'retrying', actions: 'countAttempt' } } },
            retrying: {
              invoke: {
                src: 'reconnect',
                onDone: { target: '#chat.connection.connected', actions: 'adopt' },
                onError: { target: 'idle' },
              },
            },
          },
        },
        connected: {
          entry: 'forgetReconnectNotice',
          initial: 'waiting',
          states: {
            waiting: {
              after: { poll: { target: 'polling' } },
              on: { 'message.sent': { target: 'waiting', reenter: true } },
            },
            polling: {
              invoke: {
                src: 'update',
                onDone: { target: 'waiting', actions: ['adopt', 'forgetReconnectNotice'] },
                onError: [
                  { guard: 'tokenFailure', target: '#chat.connection.sessionExpired' },
                  { guard: 'cancelled', target: 'waiting' },
                  { target: 'waiting', actions: 'sayReconnecting' },
                ],
              },
            },
          },
        },
        sessionExpired: {
          entry: 'saySessionExpired',
          always: { target: 'connecting' },
        },
      },
    },
    conversation: {
      initial: 'idle',
      states: {
        idle: {
          on: { send: { guard: and(['connected', 'canSend']), target: 'busy', actions: 'accept' } },
        },
        busy: {
          on: { send: { guard: and(['connected', 'canSend']), actions: 'accept' } },
          after: {
            replyWait: { actions: 'sayStillWorking' },
            giveUp: { target: 'next', actions: 'sayProcessingError' },
          },
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'send',
                input: ({ context }) => ({ text: context.inFlight?.message.text ?? '' }),
                onDone: { target: 'waitingForReply', actions: raise({ type: 'message.sent' }) },
                onError: [
                  {
                    guard: 'tokenFailure',
                    target: '#chat.conversation.next',
                    actions: ['keepUnsent', raise({ type: 'session.expired' })],
                  },
                  {
                    target: '#chat.conversation.next',
                    actions: ['keepUnsent', 'sayWhySendFailed'],
                  },
                ],
              },
            },
            waitingForReply: {
              // The reply shows as soon as it is stored; the 2 s poll stays the fallback.
              invoke: { src: 'awaitReply', onDone: { actions: 'adopt' }, onError: {} },
              on: {
                'conversation.updated': { guard: 'replied', target: '#chat.conversation.next' },
              },
            },
          },
        },
        /** The message in flight is done with: the next queued one goes, or the input frees. */
        next: {
          entry: 'finish',
          always: [{ guard: 'queued', target: 'busy', actions: 'takeNext' }, { target: 'idle' }],
        },
      },
    },
  },
});
