import { describe, expect, it, vi } from 'vitest';
import { timing, serverMessages, type TokenResponse } from '@rela/contracts';
import { manualTimers } from '../../test/manual-timers';
import { memoryStorage } from '../../test/memory-storage';
import { ApiError } from './api-error';
import { noRefreshLock } from './refresh-lock';
import { createSession, type SessionDeps } from './session';
import type { SessionChannel, SessionMessage } from './session-channel';
import { createSessionStore } from './storage';
import { apiMessages, sessionMessages } from './web-texts';

const MINUTE = 60_000;
const tokens = (accessToken: string): TokenResponse => ({
  accessToken,
  accessTokenExpire: 3600,
  username: 'buyer',
});

const setup = (overrides: Partial<SessionDeps> = {}) => {
  const clock = manualTimers();
  const local = memoryStorage();
  const tab = memoryStorage();
  const store = createSessionStore(local, tab);
  let issued = 0;
  const refreshTokens = vi.fn(async () => tokens(`refreshed-${++issued}`));
  const deps: SessionDeps = {
    store,
    timers: clock.timers,
    refreshTokens,
    revoke: vi.fn(async () => ({ status: 200, message: 'ok' })),
    lock: noRefreshLock,
    channel: null,
    ...overrides,
  };
  const session = createSession(deps);
  const signedOut = vi.fn();
  session.onSignedOut(signedOut);
  return { session, clock, local, tab, store, refreshTokens, signedOut, deps };
};

/** Lets the pending promise callbacks run. */
/** A refresh the server refuses: the refresh cookie is no longer valid. */
const refusedRefresh = () =>
  vi.fn(async (): Promise<TokenResponse> => {
    throw new ApiError({
      status: 401,
      kind: 'http',
      message: serverMessages.invalidRefreshToken,
      fromServer: true,
    });
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session', () => {
  it('keeps the user record in localStorage with remember me, sessionStorage without', () => {
    const remembered = setup();
    remembered.session.signIn(tokens('a'), true);
    expect(remembered.local.getItem('rela.user')).toContain('"username":"buyer"');
    expect(remembered.local.getItem('rela.rememberMe')).toBe('true');
    expect(remembered.tab.length).toBe(0);

    const forgotten = setup();
    forgotten.session.signIn(tokens('a'), false);
    expect(forgotten.tab.getItem('rela.user')).toContain('"username":"buyer"');
    expect(forgotten.local.length).toBe(0);
    expect(forgotten.session.getAccessToken()).toBe('a');
  });

  it('does not refresh while more than 5 minutes remain', async () => {
    const { session, clock, refreshTokens } = setup();
    session.signIn(tokens('a'), true);
    clock.advance(60 * MINUTE - timing.refreshWindowMs - 2 * MINUTE);
    await settle();
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(session.getAccessToken()).toBe('a');
  });

  it('refreshes once inside the 5-minute window and keeps checking', async () => {
    const { session, clock, refreshTokens } = setup();
    session.signIn(tokens('a'), true);
    clock.advance(56 * MINUTE);
    await settle();
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(session.getAccessToken()).toBe('refreshed-1');
    expect(session.getSnapshot().status).toBe('authenticated');
    clock.advance(2 * MINUTE);
    await settle();
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('clears everything, stops the check and signs out when the refresh fails', async () => {
    const { session, clock, local, signedOut, refreshTokens } = setup({
      refreshTokens: refusedRefresh(),
    });
    session.signIn(tokens('a'), true);
    clock.advance(56 * MINUTE);
    await settle();
    expect(session.getSnapshot()).toEqual({
      status: 'anonymous',
      username: null,
      notice: serverMessages.invalidRefreshToken,
    });
    expect(session.getAccessToken()).toBeNull();
    expect(local.length).toBe(0);
    expect(signedOut).toHaveBeenCalledWith(serverMessages.invalidRefreshToken);
    expect(clock.activeIntervals()).toBe(0);
    expect(refreshTokens).not.toHaveBeenCalled();
  });

  it('says there is no refresh token when the stored session is gone', async () => {
    const { session, clock, local, signedOut, refreshTokens } = setup();
    session.signIn(tokens('a'), true);
    local.clear();
    clock.advance(56 * MINUTE);
    await settle();
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(signedOut).toHaveBeenCalledWith(sessionMessages.noRefreshToken);
  });

  it('refreshes only once when two checks race', async () => {
    let release: (value: TokenResponse) => void = () => {};
    const refreshTokens = vi.fn(
      () =>
        new Promise<TokenResponse>((resolve) => {
          release = resolve;
        }),
    );
    const { session, clock } = setup({ refreshTokens });
    session.signIn(tokens('a'), true);
    clock.advance(56 * MINUTE);
    session.checkNow();
    const restored = session.refresh();
    release(tokens('b'));
    await restored;
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(session.getAccessToken()).toBe('b');
  });

  it('skips its own refresh when another tab shared a fresh token while it waited for the lock', async () => {
    const listeners = new Set<(message: SessionMessage) => void>();
    const channel: SessionChannel = {
      post: vi.fn(),
      listen: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    let grant: () => void = () => {};
    const lock: SessionDeps['lock'] = (task) =>
      new Promise<void>((resolve) => {
        grant = resolve;
      }).then(task);
    const { session, clock, refreshTokens } = setup({ channel, lock });
    session.signIn(tokens('a'), true);
    clock.advance(56 * MINUTE);
    await settle();
    for (const listener of listeners) {
      listener({
        type: 'refreshed',
        accessToken: 'from-other-tab',
        expiresAt: clock.timers.now() + 60 * MINUTE,
      });
    }
    grant();
    await settle();
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(session.getAccessToken()).toBe('from-other-tab');
  });

  it('restores a stored session from the refresh cookie on load', async () => {
    const first = setup();
    first.session.signIn(tokens('a'), true);
    const reloaded = createSession({ ...first.deps });
    expect(reloaded.getSnapshot().status).toBe('restoring');
    await reloaded.restore();
    expect(reloaded.getSnapshot()).toEqual({
      status: 'authenticated',
      username: 'buyer',
      notice: null,
    });
    expect(reloaded.getAccessToken()).toBe('refreshed-1');
  });

  it('tells when a restore has settled, and whether someone is signed in then', async () => {
    const first = setup();
    await expect(first.session.restored()).resolves.toBe(false);
    first.session.signIn(tokens('a'), true);
    const reloaded = createSession({ ...first.deps });
    const restored = reloaded.restored();
    expect(reloaded.getSnapshot().status).toBe('restoring');
    await reloaded.restore();
    await expect(restored).resolves.toBe(true);
    const refused = createSession({
      ...first.deps,
      refreshTokens: refusedRefresh(),
    });
    const ended = refused.restored();
    await refused.restore();
    await expect(ended).resolves.toBe(false);
  });

  it('logs out locally even when the logout call fails', async () => {
    const { session, local, signedOut } = setup({
      revoke: vi.fn(async () => {
        throw new ApiError({ status: 0, kind: 'timeout', message: apiMessages.timeout });
      }),
    });
    session.signIn(tokens('a'), true);
    await session.logout();
    expect(session.getSnapshot().status).toBe('anonymous');
    expect(local.length).toBe(0);
    expect(signedOut).toHaveBeenCalledWith(null);
  });

  it('runs the before-expire hooks on a 401, then ends the session (the assistant logs out first)', async () => {
    const { session, signedOut } = setup();
    session.signIn(tokens('a'), true);
    const order: string[] = [];
    session.onBeforeExpire(() => {
      order.push('assistant');
    });
    signedOut.mockImplementation(() => order.push('signed out'));
    session.expire();
    expect(order).toEqual(['assistant', 'signed out']);
  });

  it('waits at most chatLogoutTimeoutMs for a hook that does not finish', async () => {
    vi.useFakeTimers();
    try {
      const { session, signedOut } = setup();
      session.signIn(tokens('a'), true);
      session.onBeforeExpire(() => new Promise<void>(() => undefined));
      session.expire();
      await vi.advanceTimersByTimeAsync(timing.chatLogoutTimeoutMs - 1);
      expect(signedOut).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(signedOut).toHaveBeenCalledWith(null);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a missing access token from an expired one', () => {
    const { session, clock } = setup();
    expect(session.accessTokenState()).toBe('missing');
    session.signIn(tokens('a'), true);
    expect(session.accessTokenState()).toBe('valid');
    clock.advance(61 * MINUTE);
    expect(session.accessTokenState()).toBe('expired');
  });

  describe('without a network (ADR 054, REQ-APP-OFFLINE)', () => {
    const noNetwork = () =>
      new ApiError({ status: 0, kind: 'network', message: apiMessages.network });

    it('keeps a stored user signed in when the refresh gets no answer, and refreshes once back', async () => {
      let online = false;
      const { store, signedOut, deps } = setup();
      store.writeUser({ username: 'buyer' }, true);
      const reloaded = createSession({
        ...deps,
        refreshTokens: vi.fn(async () => {
          if (!online) throw noNetwork();
          return tokens('back');
        }),
      });
      reloaded.onSignedOut(signedOut);
      await reloaded.restore();
      expect(reloaded.getSnapshot()).toEqual({
        status: 'authenticated',
        username: 'buyer',
        notice: null,
      });
      expect(reloaded.getAccessToken()).toBeNull();
      expect(store.readUser()?.username).toBe('buyer');

      // A call before the network is back: no token yet, and still signed in.
      await reloaded.ensureAccessToken();
      expect(reloaded.getSnapshot().status).toBe('authenticated');
      expect(signedOut).not.toHaveBeenCalled();

      // The next call once it is back gets a token first.
      online = true;
      await reloaded.ensureAccessToken();
      expect(reloaded.getAccessToken()).toBe('back');
    });

    it('still ends the session when the server refuses the refresh', async () => {
      const { store, signedOut, deps } = setup();
      store.writeUser({ username: 'buyer' }, true);
      const refused = createSession({
        ...deps,
        refreshTokens: refusedRefresh(),
      });
      refused.onSignedOut(signedOut);
      await refused.restore();
      expect(refused.getSnapshot().status).toBe('anonymous');
      expect(signedOut).toHaveBeenCalledWith(serverMessages.invalidRefreshToken);
    });

    it('asks nothing before a call while its token is valid', async () => {
      const { session, refreshTokens } = setup();
      session.signIn(tokens('a'), true);
      await session.ensureAccessToken();
      expect(refreshTokens).not.toHaveBeenCalled();
      expect(session.getAccessToken()).toBe('a');
    });
  });
});
