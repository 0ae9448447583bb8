import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChatEntry, chatMessages, timing } from '@rela/contracts';
import { createActor, fromPromise } from 'xstate';
import { chatMachine, type ChatEmitted, type ChatFailure } from './chat-machine';

type Call<Input, Output> = {
  input: Input;
  resolve: (output: Output) => void;
  reject: (failure: ChatFailure) => void;
};

/** An assistant call whose every answer the test gives, one call at a time. */
const pending = <Output, Input = void>() => {
  const calls: Call<Input, Output>[] = [];
  const logic = fromPromise<Output, Input>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call was made');
    return call;
  };
  return { logic, calls, last };
};

const failure = (kind: string, message = kind): ChatFailure => ({ kind, message });

const entry = (sender: ChatEntry['sender'], text: string): ChatEntry => ({
  sender,
  text,
  timestamp: new Date().toISOString(),
});

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** The machine alone, with every assistant call in the test's hands. */
const setup = () => {
  const connect = pending<ChatEntry[]>();
  const reconnect = pending<ChatEntry[]>();
  const update = pending<ChatEntry[]>();
  const awaitReply = pending<ChatEntry[]>();
  const send = pending<void, { text: string }>();
  const actor = createActor(
    chatMachine.provide({
      actors: {
        connect: connect.logic,
        reconnect: reconnect.logic,
        update: update.logic,
        awaitReply: awaitReply.logic,
        send: send.logic,
      },
    }),
  );
  const replies: ChatEmitted[] = [];
  actor.on('bot.replied', (event) => replies.push(event));
  actor.start();
  const state = () => actor.getSnapshot();
  const notices = () => state().context.locals.map(({ message }) => message.text);
  /** Connected, with the conversation `entries`. */
  const connected = async (entries: ChatEntry[] = []) => {
    connect.last().resolve(entries);
    await advance(0);
  };
  return {
    actor,
    connect,
    reconnect,
    update,
    awaitReply,
    send,
    replies,
    state,
    notices,
    connected,
  };
};

describe('the chat machine', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('connecting', () => {
    it('starts connecting, with nothing to send', () => {
      const { state, connect } = setup();
      expect(state().value).toEqual({
        connection: { connecting: 'attempting' },
        conversation: 'idle',
      });
      expect(connect.calls).toHaveLength(1);
    });

    it('attempting → connected when the conversation is read, which is taken in', async () => {
      const { state, connected, replies } = setup();
      await connected([entry('user', 'hi'), entry('bot', 'Hello!')]);
      expect(state().matches({ connection: { connected: 'waiting' } })).toBe(true);
      expect(state().context.server.map((message) => message.text)).toEqual(['hi', 'Hello!']);
      expect(replies).toEqual([]);
    });

    it('attempting → pausing on a failure, and pausing → attempting 2 s later', async () => {
      const { state, connect } = setup();
      connect.last().reject(failure('network'));
      await advance(0);
      expect(state().matches({ connection: { connecting: 'pausing' } })).toBe(true);
      await advance(timing.chatPollMs - 1);
      expect(connect.calls).toHaveLength(1);
      await advance(1);
      expect(state().matches({ connection: { connecting: 'attempting' } })).toBe(true);
      expect(connect.calls).toHaveLength(2);
    });

    it('connecting → failed 10 s after it began, even with an attempt under way', async () => {
      const { state, connect } = setup();
      await advance(timing.chatConnectFailureMs - 1);
      expect(state().matches({ connection: 'connecting' })).toBe(true);
      await advance(1);
      expect(state().matches({ connection: { failed: 'idle' } })).toBe(true);
      connect.last().resolve([]);
      await advance(timing.chatConnectFailureMs);
      expect(state().matches({ connection: { failed: 'idle' } })).toBe(true);
      expect(connect.calls).toHaveLength(1);
    });
  });

  describe('failed', () => {
    const failed = async () => {
      const chat = setup();
      await advance(timing.chatConnectFailureMs);
      return chat;
    };

    it('failed → retrying on Try again, counting the attempt', async () => {
      const { actor, state, reconnect } = await failed();
      actor.send({ type: 'retry' });
      expect(state().matches({ connection: { failed: 'retrying' } })).toBe(true);
      expect(state().context.attempts).toBe(1);
      expect(reconnect.calls).toHaveLength(1);
    });

    it('ignores Try again while one is running', async () => {
      const { actor, state, reconnect } = await failed();
      actor.send({ type: 'retry' });
      actor.send({ type: 'retry' });
      expect(state().context.attempts).toBe(1);
      expect(reconnect.calls).toHaveLength(1);
    });

    it('retrying → failed when it fails, without a new deadline', async () => {
      const { actor, state, reconnect } = await failed();
      actor.send({ type: 'retry' });
      reconnect.last().reject(failure('network'));
      await advance(0);
      expect(state().matches({ connection: { failed: 'idle' } })).toBe(true);
      await advance(timing.chatConnectFailureMs);
      expect(reconnect.calls).toHaveLength(1);
      actor.send({ type: 'retry' });
      expect(state().context.attempts).toBe(2);
    });

    it('retrying → connected when it succeeds', async () => {
      const { actor, state, reconnect } = await failed();
      actor.send({ type: 'retry' });
      reconnect.last().resolve([entry('bot', 'Welcome back.')]);
      await advance(0);
      expect(state().matches({ connection: { connected: 'waiting' } })).toBe(true);
      expect(state().context.server).toHaveLength(1);
    });

    it('ignores Try again unless the connection failed', async () => {
      const { actor, state, reconnect } = setup();
      actor.send({ type: 'retry' });
      expect(state().context.attempts).toBe(0);
      expect(reconnect.calls).toHaveLength(0);
    });
  });

  describe('connected: polling', () => {
    it('waiting → polling every 2 s, and back to waiting with the update', async () => {
      const { state, update, connected } = setup();
      await connected();
      await advance(timing.chatPollMs - 1);
      expect(update.calls).toHaveLength(0);
      await advance(1);
      expect(state().matches({ connection: { connected: 'polling' } })).toBe(true);
      update.last().resolve([entry('bot', 'Hello!')]);
      await advance(0);
      expect(state().matches({ connection: { connected: 'waiting' } })).toBe(true);
      expect(state().context.server).toHaveLength(1);
      await advance(timing.chatPollMs);
      expect(update.calls).toHaveLength(2);
    });

    it('tells of a new reply of Rela’s, with the question it answers', async () => {
      const { update, connected, replies } = setup();
      await connected([entry('user', 'hi'), entry('bot', 'Hello!')]);
      await advance(timing.chatPollMs);
      update
        .last()
        .resolve([
          entry('user', 'hi'),
          entry('bot', 'Hello!'),
          entry('user', 'find 12 Elm'),
          entry('bot', 'Found it.'),
        ]);
      await advance(0);
      expect(replies).toEqual([
        expect.objectContaining({
          type: 'bot.replied',
          userText: 'find 12 Elm',
          reply: expect.objectContaining({ sender: 'bot', text: 'Found it.' }),
        }),
      ]);
    });

    it.each(['network', 'http', 'timeout'])(
      'polling → waiting on a %s failure, saying Reconnecting once until an update works',
      async (kind) => {
        const { state, update, connected, notices } = setup();
        await connected();
        await advance(timing.chatPollMs);
        update.last().reject(failure(kind));
        await advance(0);
        expect(state().matches({ connection: { connected: 'waiting' } })).toBe(true);
        await advance(timing.chatPollMs);
        update.last().reject(failure(kind));
        await advance(0);
        expect(notices()).toEqual([chatMessages.reconnecting]);
        await advance(timing.chatPollMs);
        update.last().resolve([]);
        await advance(timing.chatPollMs);
        update.last().reject(failure(kind));
        await advance(0);
        expect(notices()).toEqual([chatMessages.reconnecting, chatMessages.reconnecting]);
      },
    );

    it('polling → waiting on a cancelled update, saying nothing', async () => {
      const { state, update, connected, notices } = setup();
      await connected();
      await advance(timing.chatPollMs);
      update.last().reject(failure('cancelled'));
      await advance(0);
      expect(state().matches({ connection: { connected: 'waiting' } })).toBe(true);
      expect(notices()).toEqual([]);
    });

    it('polling → session expired → connecting on a token failure', async () => {
      const { state, update, connect, connected, notices } = setup();
      await connected([entry('bot', 'Hello!')]);
      await advance(timing.chatPollMs);
      update.last().reject(failure('token'));
      await advance(0);
      expect(state().matches({ connection: { connecting: 'attempting' } })).toBe(true);
      expect(notices()).toEqual([chatMessages.sessionExpired]);
      expect(connect.calls).toHaveLength(2);
      expect(state().context.server).toHaveLength(1);
    });

    it('reads again 2 s after a message was accepted, not 2 s after the last reading', async () => {
      const { actor, update, send, connected } = setup();
      await connected();
      await advance(timing.chatPollMs / 2);
      actor.send({ type: 'send', text: 'hello' });
      send.last().resolve();
      await advance(timing.chatPollMs - 1);
      expect(update.calls).toHaveLength(0);
      await advance(1);
      expect(update.calls).toHaveLength(1);
    });
  });

  describe('the conversation', () => {
    it('ignores a message while not connected', () => {
      const { actor, state, send } = setup();
      actor.send({ type: 'send', text: 'hello' });
      expect(state().matches({ conversation: 'idle' })).toBe(true);
      expect(send.calls).toHaveLength(0);
    });

    it('ignores a blank message', async () => {
      const { actor, state, send, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: ' \n\t ' });
      expect(state().matches({ conversation: 'idle' })).toBe(true);
      expect(send.calls).toHaveLength(0);
    });

    it('idle → sending with the trimmed text', async () => {
      const { actor, state, send, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: '  find 12 Elm Street ' });
      expect(state().matches({ conversation: { busy: 'sending' } })).toBe(true);
      expect(state().context.inFlight?.message.text).toBe('find 12 Elm Street');
      await advance(0);
      expect(send.calls.map((call) => call.input)).toEqual([{ text: 'find 12 Elm Street' }]);
    });

    it('queues what is typed while a message is in flight', async () => {
      const { actor, state, send, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: 'first' });
      actor.send({ type: 'send', text: 'second' });
      send.last().resolve();
      await advance(0);
      actor.send({ type: 'send', text: 'third' });
      expect(state().context.queue.map((message) => message.text)).toEqual(['second', 'third']);
      expect(send.calls).toHaveLength(1);
    });

    it('sending → waiting for reply when /chat accepts it', async () => {
      const { actor, state, send, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: 'hello' });
      send.last().resolve();
      await advance(0);
      expect(state().matches({ conversation: { busy: 'waitingForReply' } })).toBe(true);
    });

    it('waiting for reply → idle when the message and a reply are read', async () => {
      const { actor, state, send, update, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: 'hello' });
      send.last().resolve();
      await advance(timing.chatPollMs);
      update.last().resolve([entry('user', 'hello')]);
      await advance(0);
      expect(state().matches({ conversation: { busy: 'waitingForReply' } })).toBe(true);
      await advance(timing.chatPollMs);
      update.last().resolve([entry('user', 'hello'), entry('bot', 'Hi!')]);
      await advance(0);
      expect(state().matches({ conversation: 'idle' })).toBe(true);
      expect(state().context.inFlight).toBeNull();
    });

    it('waiting for reply → idle as soon as the held reading brings the reply, before any poll', async () => {
      const { actor, state, send, update, awaitReply, replies, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: 'hello' });
      send.last().resolve();
      await advance(0);
      // Asked for at once, held by the server until the reply is stored.
      expect(awaitReply.calls).toHaveLength(1);
      const polls = update.calls.length;
      awaitReply.last().resolve([entry('user', 'hello'), entry('bot', 'Hi!')]);
      await advance(0);
      expect(state().matches({ conversation: 'idle' })).toBe(true);
      expect(update.calls).toHaveLength(polls);
      expect(replies.map((event) => event.reply.text)).toEqual(['Hi!']);
    });

    it('waiting for reply: a held reading that fails or brings no reply leaves it to the 2 s poll', async () => {
      const { actor, state, send, update, awaitReply, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: 'hello' });
      send.last().resolve();
      await advance(0);
      awaitReply.last().reject(failure('network'));
      await advance(0);
      expect(state().matches({ conversation: { busy: 'waitingForReply' } })).toBe(true);
      await advance(timing.chatPollMs);
      update.last().resolve([entry('user', 'hello'), entry('bot', 'Hi!')]);
      await advance(0);
      expect(state().matches({ conversation: 'idle' })).toBe(true);
    });

    it('waiting for reply → sending the next queued message after the reply', async () => {
      const { actor, state, send, update, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: 'first' });
      actor.send({ type: 'send', text: 'second' });
      send.last().resolve();
      await advance(timing.chatPollMs);
      update.last().resolve([entry('user', 'first'), entry('bot', 'one')]);
      await advance(0);
      expect(state().matches({ conversation: { busy: 'sending' } })).toBe(true);
      expect(state().context.queue).toEqual([]);
      expect(send.calls.map((call) => call.input.text)).toEqual(['first', 'second']);
    });

    it('says Still working after 30 s without a reply, and clears it with the reply', async () => {
      const { actor, state, send, update, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: 'compare two homes' });
      send.last().resolve();
      await advance(timing.chatReplyWaitMs - 1);
      expect(state().context.stillWorking).toBeNull();
      await advance(1);
      expect(state().context.stillWorking?.text).toBe(chatMessages.stillWorking);
      expect(state().matches({ conversation: 'busy' })).toBe(true);
      update.last().resolve([entry('user', 'compare two homes'), entry('bot', 'Here you go.')]);
      await advance(0);
      expect(state().context.stillWorking).toBeNull();
      expect(state().matches({ conversation: 'idle' })).toBe(true);
    });

    it('busy → idle after 60 s without a reply, with the processing error', async () => {
      const { actor, state, send, connected, notices } = setup();
      await connected();
      actor.send({ type: 'send', text: 'hello?' });
      send.last().resolve();
      await advance(2 * timing.chatReplyWaitMs);
      expect(state().matches({ conversation: 'idle' })).toBe(true);
      expect(notices()).toEqual([chatMessages.processingError]);
    });

    it.each([
      ['network', chatMessages.serverTrouble, 'bot'],
      ['timeout', chatMessages.serverTrouble, 'bot'],
      ['http', chatMessages.processingError, 'system'],
      ['cancelled', 'No main session.', 'system'],
    ])('sending → idle on a %s failure, keeping the message and saying why', async (kind, text) => {
      const { actor, state, send, connected } = setup();
      await connected();
      actor.send({ type: 'send', text: 'add 12 Elm Street' });
      send.last().reject(failure(kind, 'No main session.'));
      await advance(0);
      expect(state().matches({ conversation: 'idle' })).toBe(true);
      expect(
        state().context.locals.map(({ message }) => `${message.sender}: ${message.text}`),
      ).toEqual([
        'user: add 12 Elm Street',
        `${kind === 'network' || kind === 'timeout' ? 'bot' : 'system'}: ${text}`,
      ]);
    });

    it('sending → idle and the connection → session expired → connecting on a token failure', async () => {
      const { actor, state, send, connect, connected, notices } = setup();
      await connected();
      actor.send({ type: 'send', text: 'hello' });
      send.last().reject(failure('token'));
      await advance(0);
      expect(state().value).toEqual({
        connection: { connecting: 'attempting' },
        conversation: 'idle',
      });
      expect(notices()).toEqual(['hello', chatMessages.sessionExpired]);
      expect(connect.calls).toHaveLength(2);
    });
  });
});
