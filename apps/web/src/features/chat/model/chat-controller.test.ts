import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChatEntry, chatMessages, timing } from '@rela/contracts';
import { createChatController, type ChatApi } from './chat-controller';

class Failure extends Error {
  constructor(readonly kind: string) {
    super(kind);
  }
}

/** An assistant whose answers the test controls; it records what the panel asked. */
const fakeApi = ({ clockOffsetMs = 0 } = {}) => {
  /** The server's clock, which may differ from the browser's. */
  const serverTime = (at = Date.now()) => new Date(at + clockOffsetMs).toISOString();
  let entries: ChatEntry[] = [];
  let failure: string | null = null;
  let sendFailure: string | null = null;
  let token = false;
  const calls = { login: 0, logout: 0, update: 0, held: 0, sent: [] as string[] };
  /** Held readings (`wait=1`), answered when the next reply is stored, as the server does. */
  let held: (() => void)[] = [];
  const fail = () => {
    if (failure) throw new Failure(failure);
  };
  const api: ChatApi = {
    login: async () => {
      calls.login += 1;
      fail();
      token = true;
    },
    logout: () => {
      calls.logout += 1;
      token = false;
    },
    hasToken: () => token,
    send: async (text) => {
      if (sendFailure) throw new Failure(sendFailure);
      fail();
      calls.sent.push(text);
      entries = [...entries, { sender: 'user', text, timestamp: serverTime() }];
    },
    update: async (options) => {
      if (options?.awaitReply) {
        calls.held += 1;
        await new Promise<void>((resolve) => held.push(resolve));
        fail();
        return entries;
      }
      calls.update += 1;
      fail();
      return entries;
    },
    kindOf: (error) => (error instanceof Failure ? error.kind : 'network'),
  };
  return {
    api,
    calls,
    /** A reply, dated now or when the server says it began writing it (`at`, browser time). */
    reply: (
      text: string,
      { sender = 'bot', at }: { sender?: 'bot' | 'system'; at?: number } = {},
    ) => {
      entries = [...entries, { sender, text, timestamp: serverTime(at) }];
      for (const resolve of held) resolve();
      held = [];
    },
    failWith: (kind: string | null) => {
      failure = kind;
    },
    failSendWith: (kind: string | null) => {
      sendFailure = kind;
    },
    dropToken: () => {
      token = false;
    },
  };
};

const setup = (options?: Parameters<typeof fakeApi>[0]) => {
  const fake = fakeApi(options);
  const onBotReply = vi.fn();
  const chat = createChatController({ api: fake.api });
  chat.onBotReply(onBotReply);
  const state = () => chat.getSnapshot();
  const texts = () => state().messages.map((message) => `${message.sender}: ${message.text}`);
  return { fake, chat, state, texts, onBotReply };
};

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the chat controller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects by logging in and reading the conversation, then polls every 2 s', async () => {
    const { fake, chat, state } = setup();
    expect(state().connection).toBe('connecting');
    chat.start();
    await advance(0);
    expect(state().connection).toBe('connected');
    expect(fake.calls).toMatchObject({ login: 1, update: 1 });
    await advance(timing.chatPollMs - 1);
    expect(fake.calls.update).toBe(1);
    await advance(1);
    expect(fake.calls.update).toBe(2);
    await advance(3 * timing.chatPollMs);
    expect(fake.calls.update).toBe(5);
    chat.stop();
    await advance(10 * timing.chatPollMs);
    expect(fake.calls.update).toBe(5);
  });

  it('tells the panel only of readings that change what it shows, not of every poll', async () => {
    const { fake, chat, state } = setup();
    fake.reply('Hi, I am Rela.');
    chat.start();
    await advance(0);
    const heard = vi.fn();
    chat.subscribe(heard);
    const shown = state();
    await advance(5 * timing.chatPollMs);
    expect(fake.calls.update).toBe(6);
    expect(heard).not.toHaveBeenCalled();
    expect(state()).toBe(shown);
    fake.reply('Anything else?');
    await advance(timing.chatPollMs);
    expect(heard).toHaveBeenCalled();
    expect(state().messages.map((message) => message.text)).toEqual([
      'Hi, I am Rela.',
      'Anything else?',
    ]);
    // The message already shown is the same one: its row is not drawn again.
    expect(state().messages[0]).toBe(shown.messages[0]);
    chat.stop();
  });

  it('keeps trying for 10 s, then shows Connection Failed; Try again counts, logs out and reconnects', async () => {
    const { fake, chat, state } = setup();
    fake.failWith('network');
    chat.start();
    await advance(timing.chatConnectFailureMs - 1);
    expect(state().connection).toBe('connecting');
    expect(fake.calls.login).toBe(5);
    await advance(1);
    expect(state().connection).toBe('failed');
    await advance(timing.chatConnectFailureMs);
    expect(fake.calls.login).toBe(5);

    void chat.retry();
    expect(state()).toMatchObject({ connection: 'failed', retrying: true, attempts: 1 });
    await advance(0);
    expect(state()).toMatchObject({ connection: 'failed', retrying: false, attempts: 1 });
    expect(fake.calls.logout).toBe(1);

    fake.failWith(null);
    void chat.retry();
    await advance(0);
    expect(state()).toMatchObject({ connection: 'connected', retrying: false, attempts: 2 });
    expect(fake.calls.logout).toBe(2);
  });

  it('sends, shows Rela typing until the reply, which shows as soon as it is stored', async () => {
    const { fake, chat, state, texts, onBotReply } = setup();
    chat.start();
    await advance(timing.chatPollMs / 2);
    const updates = fake.calls.update;
    chat.send('  find 12 Elm Street  ');
    await advance(0);
    expect(fake.calls.sent).toEqual(['find 12 Elm Street']);
    expect(fake.calls.held).toBe(1);
    expect(state().typing).toBe(true);
    expect(texts()).toEqual(['user: find 12 Elm Street']);
    const repliedAt = Date.now();
    fake.reply('I found **12 Elm St**.');
    await advance(0);
    expect(state().typing).toBe(false);
    expect(texts()).toEqual(['user: find 12 Elm Street', 'bot: I found **12 Elm St**.']);
    // The 2 s poll is still there, as the fallback.
    expect(fake.calls.update).toBe(updates);
    await advance(timing.chatPollMs);
    expect(fake.calls.update).toBe(updates + 1);
    expect(onBotReply).toHaveBeenCalledWith(
      'find 12 Elm Street',
      expect.objectContaining({ sender: 'bot' }),
    );
    expect(state().latestBotAt).toBe(repliedAt);
  });

  it('ignores blank messages and messages while not connected', async () => {
    const { fake, chat } = setup();
    chat.send('hello');
    chat.start();
    await advance(0);
    chat.send('   ');
    chat.send('\n\t');
    await advance(0);
    expect(fake.calls.sent).toEqual([]);
  });

  it('queues messages sent while one is in flight and sends them after its reply', async () => {
    const { fake, chat, texts } = setup();
    chat.start();
    await advance(0);
    chat.send('first');
    await advance(0);
    chat.send('second');
    chat.send('third');
    await advance(0);
    expect(fake.calls.sent).toEqual(['first']);
    expect(texts()).toEqual(['user: first', 'user: second', 'user: third']);
    fake.reply('one');
    await advance(timing.chatPollMs);
    expect(fake.calls.sent).toEqual(['first', 'second']);
    fake.reply('two');
    await advance(timing.chatPollMs);
    fake.reply('three');
    await advance(timing.chatPollMs);
    expect(fake.calls.sent).toEqual(['first', 'second', 'third']);
    expect(texts()).toEqual([
      'user: first',
      'bot: one',
      'user: second',
      'bot: two',
      'user: third',
      'bot: three',
    ]);
  });

  it('says Still working after 30 s without a reply, stays timed out, and clears when it comes', async () => {
    const { fake, chat, state, texts } = setup();
    chat.start();
    await advance(0);
    chat.send('compare two homes');
    await advance(timing.chatReplyWaitMs - 1);
    expect(state().timedOut).toBe(false);
    await advance(1);
    expect(state()).toMatchObject({ typing: true, timedOut: true });
    expect(texts()).toEqual(['user: compare two homes', `system: ${chatMessages.stillWorking}`]);
    fake.reply('Here you go.');
    await advance(timing.chatPollMs);
    expect(state()).toMatchObject({ typing: false, timedOut: false });
    expect(texts()).toEqual(['user: compare two homes', 'bot: Here you go.']);
  });

  it('takes Still working away when the reply comes, even one dated before the notice', async () => {
    const { fake, chat, texts } = setup();
    chat.start();
    await advance(0);
    const sentAt = Date.now();
    chat.send('compare two homes');
    await advance(timing.chatReplyWaitMs + timing.chatPollMs);
    expect(texts().at(-1)).toBe(`system: ${chatMessages.stillWorking}`);
    // The assistant dates its answer when it began to write it, 1 s after the question.
    fake.reply('Here you go.', { at: sentAt + 1_000 });
    await advance(timing.chatPollMs);
    expect(texts()).toEqual(['user: compare two homes', 'bot: Here you go.']);
    chat.send('thanks');
    await advance(0);
    expect(texts()).toEqual(['user: compare two homes', 'bot: Here you go.', 'user: thanks']);
  });

  it.each([
    ['behind', -10 * 60_000],
    ['ahead of', 10 * 60_000],
  ])(
    'keeps the order of the chat when the server clock is %s the browser clock',
    async (_, clockOffsetMs) => {
      const { fake, chat, texts } = setup({ clockOffsetMs });
      fake.reply('Welcome back.');
      chat.start();
      await advance(0);
      fake.failSendWith('http');
      chat.send('first');
      await advance(timing.chatPollMs);
      fake.failSendWith(null);
      chat.send('second');
      await advance(0);
      const before = [
        'bot: Welcome back.',
        'user: first',
        `system: ${chatMessages.processingError}`,
      ];
      expect(texts()).toEqual([...before, 'user: second']);
      await advance(timing.chatPollMs);
      expect(texts()).toEqual([...before, 'user: second']);
      fake.reply('Got it.');
      await advance(timing.chatPollMs);
      expect(texts()).toEqual([...before, 'user: second', 'bot: Got it.']);
    },
  );

  it('releases the input with an error when no reply comes at all', async () => {
    const { chat, state, texts } = setup();
    chat.start();
    await advance(0);
    chat.send('hello?');
    await advance(2 * timing.chatReplyWaitMs);
    expect(state().typing).toBe(false);
    expect(texts().at(-1)).toBe(`system: ${chatMessages.processingError}`);
  });

  it('on a token error says the session expired and logs in again (a new exchange)', async () => {
    const { fake, chat, state, texts } = setup();
    chat.start();
    await advance(0);
    fake.dropToken();
    fake.failWith('token');
    await advance(timing.chatPollMs);
    expect(texts()).toContain(`system: ${chatMessages.sessionExpired}`);
    expect(state().connection).toBe('connecting');
    fake.failWith(null);
    await advance(timing.chatPollMs);
    expect(state().connection).toBe('connected');
    // The first login, one refused while the token error lasted, then the one that worked.
    expect(fake.calls.login).toBe(3);
    expect(fake.calls.logout).toBe(0);
  });

  it('keeps the token on a network or server error and says it is reconnecting, once', async () => {
    const { fake, chat, state, texts } = setup();
    chat.start();
    await advance(0);
    fake.failWith('network');
    await advance(3 * timing.chatPollMs);
    fake.failWith('http');
    await advance(timing.chatPollMs);
    expect(texts().filter((text) => text.includes(chatMessages.reconnecting))).toHaveLength(1);
    expect(state().connection).toBe('connected');
    expect(fake.calls).toMatchObject({ login: 1, logout: 0 });
  });

  it.each([
    ['network', `bot: ${chatMessages.serverTrouble}`],
    ['timeout', `bot: ${chatMessages.serverTrouble}`],
    ['http', `system: ${chatMessages.processingError}`],
  ])('answers a %s failure of /chat with the catalogue text', async (kind, shown) => {
    const { fake, chat, state, texts } = setup();
    chat.start();
    await advance(0);
    fake.failSendWith(kind);
    chat.send('add 12 Elm Street');
    await advance(0);
    expect(texts()).toEqual(['user: add 12 Elm Street', shown]);
    expect(state().typing).toBe(false);
  });

  it('tells of new bot replies only, not of the conversation it loaded', async () => {
    const { fake, chat, onBotReply } = setup();
    fake.reply('an old answer');
    chat.start();
    await advance(timing.chatPollMs * 2);
    expect(onBotReply).not.toHaveBeenCalled();
  });
});
