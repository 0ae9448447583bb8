import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assistantPaths, assistantTokenErrorCodes } from '@rela/contracts';
import { assistantUrl, chatLoginBody, errorBody } from '../../test/api';
import { manualTimers } from '../../test/manual-timers';
import { memoryStorage } from '../../test/memory-storage';
import { server } from '../../test/msw-server';
import {
  assistantLogin,
  assistantLogout,
  connectAssistantClient,
  fetchChatUpdate,
  hasChatToken,
  registerWithAssistant,
  sendChatMessage,
} from './assistant-client';
import { noRefreshLock } from './refresh-lock';
import { createSession } from './session';
import { createSessionStore } from './storage';
import { sessionMessages } from './web-texts';

const signedInSession = () => {
  const clock = manualTimers();
  const session = createSession({
    store: createSessionStore(memoryStorage(), memoryStorage()),
    timers: clock.timers,
    refreshTokens: vi.fn(),
    revoke: vi.fn(async () => ({})),
    lock: noRefreshLock,
    channel: null,
  });
  connectAssistantClient(session);
  session.signIn({ accessToken: 'main-1', accessTokenExpire: 3600, username: 'buyer' }, false);
  return { session, clock };
};

/** Records each assistant request's headers and form body. */
const recordLogin = () => {
  const seen: { body: string; contentType: string | null }[] = [];
  server.use(
    http.post(assistantUrl(assistantPaths.login), async ({ request }) => {
      seen.push({ body: await request.text(), contentType: request.headers.get('content-type') });
      return HttpResponse.json(chatLoginBody('chat-9'));
    }),
  );
  return seen;
};

describe('the assistant client', () => {
  afterEach(() => assistantLogout());

  it('logs in by exchanging the main access token, form-encoded (never a password)', async () => {
    signedInSession();
    const seen = recordLogin();
    await assistantLogin();
    expect(seen).toEqual([
      { body: 'subject_token=main-1', contentType: 'application/x-www-form-urlencoded' },
    ]);
    expect(hasChatToken()).toBe(true);
  });

  it('sends chat messages form-encoded with its own bearer token', async () => {
    signedInSession();
    recordLogin();
    await assistantLogin();
    let seen: { auth: string | null; body: string } | null = null;
    server.use(
      http.post(assistantUrl(assistantPaths.chat), async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.text() };
        return HttpResponse.json({ status: 202, message: 'Message received.' }, { status: 202 });
      }),
    );
    await sendChatMessage('add 12 Elm St & more');
    expect(seen).toEqual({ auth: 'Bearer chat-9', body: 'user_input=add+12+Elm+St+%26+more' });
  });

  it('reads both shapes of /update_dashboard, dropping the System Reply: prefix', async () => {
    signedInSession();
    recordLogin();
    await assistantLogin();
    server.use(
      http.get(assistantUrl(assistantPaths.updateDashboard), () =>
        HttpResponse.json([
          {
            user: { message: 'hi', timestamp: '2026-03-01T12:00:00Z' },
            agent: { message: 'Hello!' },
          },
          { agent: { message: 'System Reply: Homes updated.', timestamp: '2026-03-01T12:00:02Z' } },
        ]),
      ),
    );
    expect(await fetchChatUpdate()).toEqual([
      { sender: 'user', text: 'hi', timestamp: '2026-03-01T12:00:00Z' },
      { sender: 'bot', text: 'Hello!', timestamp: null },
      { sender: 'system', text: 'Homes updated.', timestamp: '2026-03-01T12:00:02Z' },
    ]);
  });

  it.each([assistantTokenErrorCodes.expired, assistantTokenErrorCodes.invalid])(
    'drops the token when the server says %s',
    async (code) => {
      signedInSession();
      recordLogin();
      await assistantLogin();
      server.use(
        http.get(assistantUrl(assistantPaths.updateDashboard), () =>
          HttpResponse.json(errorBody(401, code, 'expired'), { status: 401 }),
        ),
      );
      await expect(fetchChatUpdate()).rejects.toMatchObject({ kind: 'token' });
      expect(hasChatToken()).toBe(false);
    },
  );

  it.each([
    [
      'an unknown 401',
      () => HttpResponse.json(errorBody(401, 'UNAUTHORIZED', 'no'), { status: 401 }),
      'http',
    ],
    [
      'a server error',
      () => HttpResponse.json(errorBody(500, 'INTERNAL', 'no'), { status: 500 }),
      'http',
    ],
    ['a network error', () => HttpResponse.error(), 'network'],
  ])('keeps the token on %s', async (_name, answer, kind) => {
    signedInSession();
    recordLogin();
    await assistantLogin();
    server.use(http.get(assistantUrl(assistantPaths.updateDashboard), answer));
    await expect(fetchChatUpdate()).rejects.toMatchObject({ kind });
    expect(hasChatToken()).toBe(true);
  });

  it('cancels chat requests without a main session, saying why', async () => {
    const { session, clock } = signedInSession();
    recordLogin();
    await assistantLogin();
    clock.advance(3_601_000);
    await expect(sendChatMessage('hi')).rejects.toMatchObject({
      kind: 'cancelled',
      message: sessionMessages.mainExpiredChatCancelled,
    });
    session.expire();
    await expect(fetchChatUpdate()).rejects.toMatchObject({
      kind: 'cancelled',
      message: sessionMessages.notAuthenticatedChatCancelled,
    });
  });

  it('logs out of the assistant before a 401 of the main API ends the session', async () => {
    const { session } = signedInSession();
    recordLogin();
    await assistantLogin();
    let chatTokenWhenSignedOut: boolean | null = null;
    session.onSignedOut(() => {
      chatTokenWhenSignedOut = hasChatToken();
    });
    session.expire();
    expect(chatTokenWhenSignedOut).toBe(false);
  });

  it('registers with the credentials just chosen, then logs in by exchange', async () => {
    signedInSession();
    const logins = recordLogin();
    let registered = '';
    server.use(
      http.post(assistantUrl(assistantPaths.register), async ({ request }) => {
        registered = await request.text();
        return HttpResponse.json(
          { status: 201, message: 'Registered with Rela.', username: 'ann', user_type: 'admin' },
          { status: 201 },
        );
      }),
    );
    expect(await registerWithAssistant({ username: 'ann', password: 'P@ss word1' }, 'main-7')).toBe(
      true,
    );
    expect(registered).toBe('username=ann&password=P%40ss+word1');
    expect(logins[0]?.body).toBe('subject_token=main-7');
  });
});
