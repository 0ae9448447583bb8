import {
  assistantLoginResponseSchema,
  assistantMessages,
  assistantRegisterResponseSchema,
  assistantTokenErrorCodes,
  chatMessages,
  tokens,
  errorBodySchema,
  signInMessages,
  updateDashboardResponseSchema,
} from '@rela/contracts';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, TEST_PASSWORD } from '../../../test/app';
import { users } from '../../db/schema';
import { announceChange } from '../../platform/cache/cached-reads';
import { revokeAllSessions } from '../auth';
import { ASSISTANT_AUDIENCE, assistantSigningKey } from './assistant-tokens';
import { drivers } from '../../../test/db';
import { insertChatMessage } from './assistant.queries';
import { buildAssistantWorld, type AssistantWorld } from '../../../test/assistant-world';

describe.each(drivers)('assistant service calls (%s)', (driver) => {
  let world: AssistantWorld;

  beforeAll(async () => {
    world = await buildAssistantWorld(driver);
  });
  afterAll(() => world?.close());

  const codeOf = (response: { json: () => unknown }) => errorBodySchema.parse(response.json()).code;

  /** The session (refresh family) of the user's main token. */
  const sessionOf = async (username: string) => {
    const [, payload] = (await world.mainToken(username)).split('.');
    return (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string }).sid;
  };

  /** A main sign-in of its own (a new session): its access token. */
  const signIn = async (username: string) => {
    const main = await world.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: TEST_PASSWORD },
    });
    return main.json<{ accessToken: string }>().accessToken;
  };

  it('answers GET /assistant/health', async () => {
    const response = await world.get('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  describe('POST /login', () => {
    it('signs in with a form-encoded username and password; user_type defaults to captain', async () => {
      const response = await world.post('/login', { username: 'Buyer ', password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = assistantLoginResponseSchema.parse(response.json());
      expect(body).toMatchObject({ token_type: 'bearer', username: 'buyer', user_type: 'captain' });
      expect(body.expires_in).toBe(tokens.assistantTokenTtlSeconds);
      const chat = await world.get('/update_dashboard', body.access_token);
      expect(chat.statusCode).toBe(200);
    });

    it('keeps a user_type given at login', async () => {
      const response = await world.post('/login', {
        username: 'buyer',
        password: TEST_PASSWORD,
        user_type: 'admin',
      });
      expect(assistantLoginResponseSchema.parse(response.json()).user_type).toBe('admin');
    });

    it('also takes JSON bodies', async () => {
      const response = await world.t.app.inject({
        method: 'POST',
        url: '/assistant/login',
        payload: { username: 'buyer', password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      {},
      { username: 'buyer' },
      { password: TEST_PASSWORD },
      { username: '  ', password: 'x' },
    ])('answers 400 Username and password are required for %j', async (fields) => {
      const response = await world.post('/login', fields as Record<string, string>);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).message).toBe(chatMessages.credentialsRequired);
    });

    it('answers a wrong password and an unknown user alike, as the main login does', async () => {
      const wrong = await world.post('/login', { username: 'buyer2', password: 'Wrong-pass-1!' });
      const unknown = await world.post('/login', { username: 'nobody', password: 'Wrong-pass-1!' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      const { requestId: _a, ...wrongBody } = errorBodySchema.parse(wrong.json());
      const { requestId: _b, ...unknownBody } = errorBodySchema.parse(unknown.json());
      expect(wrongBody).toEqual(unknownBody);
      expect(wrongBody.message).toBe(signInMessages.badCredentials);
    });

    it('shares the lockout of the main login, so it is no side door for guessing', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await world.post('/login', { username: 'lead2', password: 'Wrong-pass-1!' });
      }
      const main = await world.t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'lead2', password: TEST_PASSWORD },
      });
      expect(main.statusCode).toBe(429);
      const assistant = await world.post('/login', { username: 'lead2', password: TEST_PASSWORD });
      expect(assistant.statusCode).toBe(429);
      expect(assistant.headers['retry-after']).toBeDefined();
    });

    it('exchanges a main access token for an assistant token', async () => {
      const response = await world.post('/login', {
        subject_token: await world.mainToken('buyer2'),
      });
      expect(response.statusCode).toBe(200);
      const body = assistantLoginResponseSchema.parse(response.json());
      expect(body.username).toBe('buyer2');
      expect((await world.get('/update_dashboard', body.access_token)).statusCode).toBe(200);
    });

    it.each([
      ['garbage', 'not-a-token'],
      ['an assistant token', 'assistant'],
    ])('refuses to exchange %s', async (_name, kind) => {
      const subject = kind === 'assistant' ? await world.chatToken('buyer') : kind;
      const response = await world.post('/login', { subject_token: subject });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /register', () => {
    it('registers once (201, user_type admin), then answers 200 for the same user', async () => {
      const first = await world.post('/register', {
        username: 'realtor2',
        password: TEST_PASSWORD,
      });
      expect(first.statusCode).toBe(201);
      expect(assistantRegisterResponseSchema.parse(first.json())).toMatchObject({
        status: 201,
        message: assistantMessages.registered,
        user_type: 'admin',
      });
      const again = await world.post('/register', {
        username: 'realtor2',
        password: TEST_PASSWORD,
        user_type: 'captain',
      });
      expect(again.statusCode).toBe(200);
      expect(assistantRegisterResponseSchema.parse(again.json())).toMatchObject({
        status: 200,
        message: assistantMessages.alreadyRegistered,
        user_type: 'admin',
      });
    });

    it.each([{ username: 'realtor2' }, { password: TEST_PASSWORD }, {}])(
      'answers 400 Username and password are required for %j',
      async (fields) => {
        const response = await world.post('/register', fields as Record<string, string>);
        expect(response.statusCode).toBe(400);
        expect(errorBodySchema.parse(response.json()).message).toBe(
          chatMessages.credentialsRequired,
        );
      },
    );

    it('answers 401 for a wrong password and registers nothing', async () => {
      const response = await world.post('/register', {
        username: 'owner',
        password: 'Wrong-pass-1!',
      });
      expect(response.statusCode).toBe(401);
      const ok = await world.post('/register', { username: 'owner', password: TEST_PASSWORD });
      expect(ok.statusCode).toBe(201);
    });

    it('answers 400 for a user_type that is not a short label', async () => {
      const response = await world.post('/register', {
        username: 'owner',
        password: TEST_PASSWORD,
        user_type: '<script>',
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /chat and GET /update_dashboard', () => {
    it('answers /chat at once with 202; the reply appears in /update_dashboard', async () => {
      const token = await world.chatToken('buyer2');
      const sent = await world.post('/chat', { user_input: 'help' }, token);
      expect(sent.statusCode).toBe(202);
      expect(sent.json()).toEqual({ status: 202, message: assistantMessages.received });
      const reply = await world.ask('buyer2', 'hello');
      expect(reply.sender).toBe('bot');
      expect(reply.text).toContain('Find a home');
      const update = updateDashboardResponseSchema.parse(
        (await world.get('/update_dashboard', token)).json(),
      );
      expect(update.messages.map((message) => message.role).slice(0, 2)).toEqual(['user', 'bot']);
      expect(update.messages[0]).toMatchObject({ role: 'user', content: 'help' });
      expect(new Date(update.messages[0]!.timestamp).toISOString()).toBe(
        update.messages[0]!.timestamp,
      );
    });

    it('keeps each user to their own messages', async () => {
      await world.ask('buyer', 'help');
      const mine = await world.conversation('buyer');
      const theirs = await world.conversation('buyer2');
      expect(mine.some((entry) => entry.text === 'help')).toBe(true);
      expect(theirs.some((entry) => mine.includes(entry))).toBe(false);
      expect((await world.conversation('owner')).length).toBe(0);
    });

    it.each([
      ['blank', '   '],
      ['too long', 'x'.repeat(2001)],
    ])('answers 400 to a %s message and stores nothing', async (_name, text) => {
      const token = await world.chatToken('lead');
      const response = await world.post('/chat', { user_input: text }, token);
      expect(response.statusCode).toBe(400);
      expect(await world.conversation('lead')).toEqual([]);
    });

    it('answers 400 without user_input', async () => {
      const response = await world.post('/chat', {}, await world.chatToken('lead'));
      expect(response.statusCode).toBe(400);
    });

    it('answers 400 for a message with a NUL character, and stores nothing', async () => {
      const token = await world.chatToken('lead');
      const before = await world.conversation('lead');
      const response = await world.post('/chat', { user_input: 'hello\u0000there' }, token);
      expect(response.statusCode).toBe(400);
      expect(await world.conversation('lead')).toEqual(before);
    });

    it('shows a bot message that starts with System Reply: as a system message without the prefix', async () => {
      await insertChatMessage(
        world.t.db,
        {
          userId: world.ids.get('lead')!,
          sender: 'bot',
          content: 'System Reply: Your homes were updated.',
          createdAt: world.t.clock.now(),
        },
        world.t.deps.invalidations,
      );
      const response = await world.get('/update_dashboard', await world.chatToken('lead'));
      expect(updateDashboardResponseSchema.parse(response.json()).messages.at(-1)).toMatchObject({
        role: 'system',
        content: 'Your homes were updated.',
      });
    });
  });

  describe('token audiences (REQ-SEC-TOKENS)', () => {
    it('the main API refuses the assistant token', async () => {
      const token = await world.chatToken('buyer');
      const response = await world.t.app.inject({
        url: '/api/my-account-info',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(401);
    });

    it('the assistant refuses the main token on its chat calls, with TOKEN_INVALID', async () => {
      const main = await world.mainToken('buyer');
      const update = await world.get('/update_dashboard', main);
      expect(update.statusCode).toBe(401);
      expect(codeOf(update)).toBe(assistantTokenErrorCodes.invalid);
      const chat = await world.post('/chat', { user_input: 'help' }, main);
      expect(chat.statusCode).toBe(401);
    });

    it('tells an expired token (TOKEN_EXPIRED) from a missing one (UNAUTHORIZED)', async () => {
      const response = await world.post('/login', { username: 'buyer', password: TEST_PASSWORD });
      const token = assistantLoginResponseSchema.parse(response.json()).access_token;
      world.t.clock.advance((tokens.assistantTokenTtlSeconds + 1) * 1000);
      try {
        const expired = await world.get('/update_dashboard', token);
        expect(expired.statusCode).toBe(401);
        expect(codeOf(expired)).toBe(assistantTokenErrorCodes.expired);
        expect(errorBodySchema.parse(expired.json()).message).toBe(assistantMessages.tokenExpired);
      } finally {
        world.t.clock.advance(-(tokens.assistantTokenTtlSeconds + 1) * 1000);
      }
      const missing = await world.get('/update_dashboard');
      expect(missing.statusCode).toBe(401);
      expect(codeOf(missing)).toBe('UNAUTHORIZED');
    });

    it.each([
      ['a payload without exp', { exp: false }],
      ['a wrong audience', { audience: 'rela-api' }],
      ['a main-API token type', { typ: 'access' }],
      ['no session (sid)', { sid: false }],
    ])(
      'answers 401 TOKEN_INVALID to a token signed with the assistant key but %s',
      async (_name, change) => {
        const key = assistantSigningKey(world.t.deps.jwtSecret);
        const now = Math.floor(world.t.clock.now().getTime() / 1000);
        let jwt = new SignJWT({
          username: 'buyer',
          role: 'buyer',
          utp: 'captain',
          cv: 0,
          typ: 'typ' in change ? change.typ : 'assistant',
          ...('sid' in change ? {} : { sid: await sessionOf('buyer') }),
        })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(world.ids.get('buyer')!)
          .setIssuer('rela')
          .setAudience('audience' in change ? change.audience : ASSISTANT_AUDIENCE)
          .setIssuedAt(now);
        if (!('exp' in change)) jwt = jwt.setExpirationTime(now + 600);
        const response = await world.get('/update_dashboard', await jwt.sign(key));
        expect(response.statusCode).toBe(401);
        expect(codeOf(response)).toBe(assistantTokenErrorCodes.invalid);
      },
    );

    it('ends a token when the password changes or the user is deleted', async () => {
      const user = await createUser(world.t.db, { username: 'temp-buyer', role: 'buyer' });
      const login = await world.post('/login', { username: 'temp-buyer', password: TEST_PASSWORD });
      const token = assistantLoginResponseSchema.parse(login.json()).access_token;
      expect((await world.get('/update_dashboard', token)).statusCode).toBe(200);
      await world.t.db
        .update(users)
        .set({ credentialsVersion: sql`${users.credentialsVersion} + 1` })
        .where(eq(users.id, user.id));
      // Written behind the app's back: told to the cached reads as every write path does.
      announceChange(world.t.deps, 'user', user.id);
      expect(codeOf(await world.get('/update_dashboard', token))).toBe(
        assistantTokenErrorCodes.invalid,
      );
      const again = await world.post('/login', { username: 'temp-buyer', password: TEST_PASSWORD });
      const second = assistantLoginResponseSchema.parse(again.json()).access_token;
      await world.t.db.delete(users).where(eq(users.id, user.id));
      announceChange(world.t.deps, 'user', user.id);
      expect(codeOf(await world.get('/update_dashboard', second))).toBe(
        assistantTokenErrorCodes.invalid,
      );
    });

    it('gives no token for a temporary password (only the registration can be completed)', async () => {
      await createUser(world.t.db, {
        username: 'new-buyer',
        role: 'buyer',
        status: 'FORCE_CHANGE_PASSWORD',
      });
      const response = await world.post('/login', {
        username: 'new-buyer',
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).not.toHaveProperty('access_token');
    });

    it.each([
      [
        'alg none',
        (token: string) => `${b64({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`,
      ],
      ['a wrong signature', (token: string) => `${token.slice(0, -4)}AAAA`],
      ['a key that is not ours', (token: string) => resign(token, (payload) => payload)],
    ])('answers 401 TOKEN_INVALID to %s', async (_name, forge) => {
      const response = await world.get('/update_dashboard', forge(await world.chatToken('buyer')));
      expect(response.statusCode).toBe(401);
      expect(codeOf(response)).toBe(assistantTokenErrorCodes.invalid);
    });

    it('ends an exchanged token with the main session it came from', async () => {
      const main = await world.t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'owner', password: TEST_PASSWORD },
      });
      const mainToken = main.json<{ accessToken: string }>().accessToken;
      const exchanged = await world.post('/login', { subject_token: mainToken });
      const token = assistantLoginResponseSchema.parse(exchanged.json()).access_token;
      expect((await world.get('/update_dashboard', token)).statusCode).toBe(200);
      await world.t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(mainToken),
        payload: {},
      });
      const after = await world.get('/update_dashboard', token);
      expect(after.statusCode).toBe(401);
      expect(codeOf(after)).toBe(assistantTokenErrorCodes.invalid);
    });

    it("ends a password login's token with the caller's main session it joined, across the memo (REQ-CHAT-API)", async () => {
      const mainToken = await signIn('lead');
      const login = await world.post(
        '/login',
        { username: 'lead', password: TEST_PASSWORD },
        mainToken,
      );
      const token = assistantLoginResponseSchema.parse(login.json()).access_token;
      // Verified once and its session found active: both remembered from here on.
      expect((await world.get('/update_dashboard', token)).statusCode).toBe(200);
      await world.t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(mainToken),
        payload: {},
      });
      const after = await world.post('/chat', { user_input: 'help' }, token);
      expect(after.statusCode).toBe(401);
      expect(codeOf(after)).toBe(assistantTokenErrorCodes.invalid);
    });

    it('gives a password login with no main session a session of its own, ended with every session of the user (REQ-CHAT-API)', async () => {
      const user = await createUser(world.t.db, { username: 'session-buyer', role: 'buyer' });
      const own = async () => {
        const login = await world.post('/login', {
          username: 'session-buyer',
          password: TEST_PASSWORD,
        });
        return assistantLoginResponseSchema.parse(login.json()).access_token;
      };
      const first = await own();
      const second = await own();
      expect((await world.get('/update_dashboard', first)).statusCode).toBe(200);
      expect((await world.get('/update_dashboard', second)).statusCode).toBe(200);
      // A main sign-in and its logout are another session: these tokens go on.
      await world.t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(await signIn('session-buyer')),
        payload: {},
      });
      expect((await world.get('/update_dashboard', first)).statusCode).toBe(200);
      // What ends every session (an e-mail change undone, a reset, a deletion) ends them too.
      await revokeAllSessions(world.t.db, user.id, { sessions: world.t.deps.sessions });
      for (const token of [first, second]) {
        const after = await world.get('/update_dashboard', token);
        expect(after.statusCode).toBe(401);
        expect(codeOf(after)).toBe(assistantTokenErrorCodes.invalid);
      }
    });
  });
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The token with its payload changed and signed with a key that is not ours. */
const resign = (
  token: string,
  change: (payload: Record<string, unknown>) => Record<string, unknown>,
) => {
  const [header, payload] = token.split('.');
  const claims = change(
    JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>,
  );
  return `${header}.${b64(claims)}.${'x'.repeat(43)}`;
};
