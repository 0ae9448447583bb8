import {
  assistantMessages,
  chatEntriesOf,
  chatMessages,
  chatUpdateSchema,
  limits,
  timing,
} from '@rela/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testEnv, buildApp } from '../../../test/app';
import { loadConfig } from '../../config';
import { MlsError, type MlsClient } from '../mls';
import {
  buildAssistantWorld,
  form,
  plainListings,
  spelledOut,
  type AssistantWorld,
} from '../../../test/assistant-world';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An MLS client whose every call fails with `error`. */
const failingMls = (error: Error) =>
  ({
    searchByAddress: () => Promise.reject(error),
    getPropertiesByKeys: () => Promise.reject(error),
    close: async () => undefined,
  }) as unknown as MlsClient;

describe('the conversation', () => {
  let world: AssistantWorld;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    world = await buildAssistantWorld('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await world?.close();
  });

  /** The same app, database and keys, with other deps or config. */
  const variant = async (change: {
    mls?: MlsClient;
    env?: Record<string, string>;
    logger?: FastifyServerOptions['logger'];
  }) => {
    const app = await buildApp(
      {
        ...world.t.deps,
        ...(change.mls ? { mls: change.mls } : {}),
        ...(change.env
          ? { config: loadConfig(testEnv({ MLS_URL: world.t.config.mlsUrl, ...change.env })) }
          : {}),
      },
      { logger: change.logger ?? false },
    );
    await app.ready();
    apps.push(app);
    return app;
  };

  const askOn = async (app: FastifyInstance, username: string, text: string) => {
    const token = await world.chatToken(username);
    const read = async () =>
      chatEntriesOf(
        chatUpdateSchema.parse(
          (await app.inject({ url: '/assistant/update_dashboard', headers: bearer(token) })).json(),
        ),
      );
    const before = (await read()).length;
    const sent = await app.inject({
      method: 'POST',
      url: '/assistant/chat',
      headers: { ...form({}).headers, ...bearer(token) },
      payload: new URLSearchParams({ user_input: text }).toString(),
    });
    expect(sent.statusCode).toBe(202);
    for (let waited = 0; waited < 5_000; waited += 10) {
      const reply = (await read()).slice(before + 1).find((entry) => entry.sender !== 'user');
      if (reply) return reply;
      await sleep(10);
    }
    throw new Error('no reply');
  };

  it('answers in order, one reply per message, when messages come quickly', async () => {
    const token = await world.chatToken('buyer2');
    const texts = ['help', 'show my homes', 'qwerty'];
    for (const user_input of texts) {
      const response = await world.post('/chat', { user_input }, token);
      expect(response.statusCode).toBe(202);
    }
    let entries = await world.conversation('buyer2');
    for (let waited = 0; entries.length < 6 && waited < 5_000; waited += 10) {
      await sleep(10);
      entries = await world.conversation('buyer2');
    }
    const said = (sender: string) =>
      entries.filter((entry) => entry.sender === sender).map((entry) => entry.text);
    expect(said('user')).toEqual(texts);
    expect(said('bot')).toEqual([
      assistantMessages.help,
      assistantMessages.noHomes(assistantMessages.youHave),
      `${assistantMessages.notUnderstood}\n\n${assistantMessages.help}`,
    ]);
    expect(entries[0]!.sender).toBe('user');
  });

  it('answers /update_dashboard?wait=1 once the reply under way is stored, not before (REQ-CHAT-FAST-REPLY)', async () => {
    // An MLS that takes 400 ms: the reply is not ready when the read comes.
    const slow = {
      searchByAddress: async () => {
        await sleep(400);
        return { kind: 'not-found' as const };
      },
      getPropertiesByKeys: async () => [],
      close: async () => undefined,
    } as unknown as MlsClient;
    const app = await variant({ mls: slow });
    const token = await world.chatToken('buyer');
    const read = async (query: string) => {
      const started = Date.now();
      const response = await app.inject({
        url: `/assistant/update_dashboard${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const entries = chatEntriesOf(chatUpdateSchema.parse(response.json()));
      return { entries, ms: Date.now() - started };
    };
    const before = (await read('')).entries.length;
    const ask = async (text: string) => {
      const sent = await app.inject({
        method: 'POST',
        url: '/assistant/chat',
        headers: { ...form({}).headers, ...bearer(token) },
        payload: new URLSearchParams({ user_input: text }).toString(),
      });
      expect(sent.statusCode).toBe(202);
    };

    await ask('find 98 Nowhere Lane');
    // Without wait, the read answers at once: the message, no reply yet.
    expect((await read('')).entries.slice(before)).toEqual([
      expect.objectContaining({ sender: 'user', text: 'find 98 Nowhere Lane' }),
    ]);
    const held = await read('?wait=1');
    expect(held.entries.slice(before).map((entry) => entry.sender)).toEqual(['user', 'bot']);
    expect(held.ms).toBeLessThan(timing.chatReplyHoldMs);

    // Nothing under way: wait=1 answers at once.
    const idle = await read('?wait=1');
    expect(idle.entries).toHaveLength(before + 2);
    expect(idle.ms).toBeLessThan(1_000);
    // Anything else than 0 or 1 is a 400.
    const bad = await app.inject({
      url: '/assistant/update_dashboard?wait=yes',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('replies that the listing service is unreachable when the MLS is down (REQ-REL-MLS-DOWN)', async () => {
    const app = await variant({ mls: failingMls(new MlsError('network', 'down')) });
    const [home] = plainListings();
    const reply = await askOn(app, 'buyer', `add ${spelledOut(home!)}`);
    expect(reply).toEqual(
      expect.objectContaining({ sender: 'bot', text: assistantMessages.mlsDown }),
    );
  });

  it('stores Error processing your message. as a system message when a reply fails', async () => {
    const app = await variant({ mls: failingMls(new Error('a bug')) });
    const reply = await askOn(app, 'buyer', 'find 12 Elm Street');
    expect(reply).toEqual(
      expect.objectContaining({ sender: 'system', text: chatMessages.processingError }),
    );
  });

  it.each(['find', 'add', 'remove', 'like', 'what is the price of'])(
    'answers "%s <an address over 200 characters>" that the address is too long, and logs no error (REQ-CHAT-LIMITS)',
    async (verb) => {
      const logged: string[] = [];
      const app = await variant({
        logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
      });
      const address = `123 ${'Maple '.repeat(45)}Street, Austin, TX 78704`;
      expect(address.length).toBeGreaterThan(limits.chatAddressMaxLength);
      const reply = await askOn(app, 'buyer', `${verb} ${address}`);
      expect(reply).toEqual(
        expect.objectContaining({ sender: 'bot', text: assistantMessages.addressTooLong }),
      );
      expect(logged).toEqual([]);
    },
  );

  it('answers 429 with Retry-After beyond CHAT_LIMIT_PER_MINUTE messages a minute', async () => {
    const app = await variant({ env: { CHAT_LIMIT_PER_MINUTE: '2' } });
    const token = await world.chatToken('lead');
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/assistant/chat',
        headers: bearer(token),
        payload: { user_input: 'help' },
      });
    expect((await send()).statusCode).toBe(202);
    expect((await send()).statusCode).toBe(202);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
