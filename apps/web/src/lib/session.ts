import { timing, type TokenResponse, type UserProfile } from '@rela/contracts';
import { isApiError } from './api-error';
import type { RefreshLock } from './refresh-lock';
import type { SessionChannel } from './session-channel';
import type { SessionStore } from './storage';
import type { Timers } from './timers';
import { sessionMessages } from './web-texts';

export type SessionStatus = 'anonymous' | 'restoring' | 'authenticated';
export type SessionSnapshot = {
  status: SessionStatus;
  username: string | null;
  /** Why the last session ended, for the sign-in screen; null when the user logged out. */
  notice: string | null;
};
export type SignedOutListener = (notice: string | null) => void;
/** Runs before a 401 ends the session (the assistant logs out); a promise is waited for, briefly. */
export type BeforeExpireHook = () => void | Promise<void>;
/** Whether the main API's access token is there and still inside its lifetime. */
export type AccessTokenState = 'missing' | 'expired' | 'valid';

export type SessionDeps = {
  store: SessionStore;
  timers: Timers;
  /** POST /refresh-access-token with the cookie. */
  refreshTokens: () => Promise<TokenResponse>;
  /** POST /logout; its failure never keeps anyone signed in. */
  revoke: () => Promise<unknown>;
  lock: RefreshLock;
  channel: SessionChannel | null;
};

export type Session = ReturnType<typeof createSession>;

type AccessToken = { value: string; expiresAt: number };

/** What the sign-in screen says after a failed refresh: the reason, in the user's words. */
const noticeOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : sessionMessages.noRefreshToken;

/** The refresh got no answer (no network, or none in time): nothing says the session is over. */
const noAnswer = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

/**
 * The signed-in state: the access token and its expiry in memory, the user record in storage,
 * a background check that refreshes inside the refresh window, one refresh at a time.
 */
export const createSession = (deps: SessionDeps) => {
  const { store, timers } = deps;
  let token: AccessToken | null = null;
  let snapshot: SessionSnapshot = {
    status: store.readUser() ? 'restoring' : 'anonymous',
    username: store.readUser()?.username ?? null,
    notice: null,
  };
  let stopCheckTimer: (() => void) | null = null;
  let inflight: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const signedOutListeners = new Set<SignedOutListener>();
  const beforeExpireHooks = new Set<BeforeExpireHook>();

  const setSnapshot = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const needsRefresh = () =>
    token === null || token.expiresAt - timers.now() <= timing.refreshWindowMs;

  const stopCheck = () => {
    stopCheckTimer?.();
    stopCheckTimer = null;
  };

  const end = (notice: string | null) => {
    stopCheck();
    token = null;
    store.clear();
    const wasSignedIn = snapshot.status !== 'anonymous';
    setSnapshot({ status: 'anonymous', username: null, notice });
    if (wasSignedIn) for (const listener of signedOutListeners) listener(notice);
  };

  const adopt = (response: TokenResponse) => {
    token = {
      value: response.accessToken,
      expiresAt: timers.now() + response.accessTokenExpire * 1000,
    };
    return token;
  };

  /** Refreshes once however many callers ask at the same time; the lock covers other tabs. */
  const refresh = (): Promise<void> => {
    inflight ??= (async () => {
      if (!store.readUser()) throw new Error(sessionMessages.noRefreshToken);
      await deps.lock(async () => {
        if (!needsRefresh()) return;
        const next = adopt(await deps.refreshTokens());
        deps.channel?.post({
          type: 'refreshed',
          accessToken: next.value,
          expiresAt: next.expiresAt,
        });
      });
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  };

  /**
   * True while the person stays signed in: refreshed, or no answer at all (offline, ADR 054):
   * the stored user then stays signed in without a token, and the next check, the next call or
   * the network's return asks again. Any answer that refuses ends the session.
   */
  const refreshOrEnd = async () => {
    try {
      await refresh();
      return true;
    } catch (error) {
      if (noAnswer(error) && store.readUser()) return true;
      end(noticeOf(error));
      return false;
    }
  };

  const runCheck = () => {
    if (snapshot.status === 'authenticated' && needsRefresh()) void refreshOrEnd();
  };

  const startCheck = () => {
    stopCheck();
    stopCheckTimer = timers.every(runCheck, timing.sessionCheckIntervalMs);
  };

  const becomeAuthenticated = (username: string) => {
    setSnapshot({ status: 'authenticated', username, notice: null });
    startCheck();
  };

  deps.channel?.listen((message) => {
    if (message.type === 'signed-out') end(null);
    else if (snapshot.status === 'authenticated') {
      token = { value: message.accessToken, expiresAt: message.expiresAt };
    }
  });

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): SessionSnapshot => snapshot,
    /** Resolves once no restore is under way: whether someone is signed in then. */
    restored: () =>
      new Promise<boolean>((resolve) => {
        const settle = () => {
          if (snapshot.status === 'restoring') return;
          listeners.delete(settle);
          resolve(snapshot.status === 'authenticated');
        };
        listeners.add(settle);
        settle();
      }),
    getAccessToken: (): string | null => token?.value ?? null,
    /**
     * Before a signed-in call: a session kept without a valid token (it had no network when it
     * last refreshed) refreshes first, so the call does not go without one and end it with a 401.
     */
    ensureAccessToken: async (): Promise<void> => {
      if (snapshot.status !== 'authenticated' || !needsRefresh()) return;
      await refreshOrEnd();
    },
    /** Called when sign-out happens for any reason; the app navigates to the sign-in screen. */
    onSignedOut: (listener: SignedOutListener) => {
      signedOutListeners.add(listener);
      return () => signedOutListeners.delete(listener);
    },
    /** On app load with a stored user record: get an access token from the refresh cookie. */
    restore: async (): Promise<void> => {
      const user = store.readUser();
      if (snapshot.status !== 'restoring' || !user) return;
      if (await refreshOrEnd()) becomeAuthenticated(user.username);
    },
    signIn: (response: TokenResponse, rememberMe: boolean) => {
      store.writeUser({ username: response.username }, rememberMe);
      adopt(response);
      becomeAuthenticated(response.username);
    },
    /** Caches the loaded profile beside the username, where remember me says. */
    cacheProfile: (profile: UserProfile) => {
      const user = store.readUser();
      if (user) store.writeUser({ ...user, profile }, store.rememberMe());
    },
    cachedProfile: (): UserProfile | null => store.readUser()?.profile ?? null,
    /** The background check's step, exposed for tests and for a tab that wakes up. */
    checkNow: runCheck,
    refresh: refreshOrEnd,
    /** Calls the server (bounded by its timeout), then clears everything whatever it answered. */
    logout: async (): Promise<void> => {
      try {
        await deps.revoke();
      } catch {
        // Logging out locally is what matters; the server's family also expires on its own.
      }
      deps.channel?.post({ type: 'signed-out' });
      end(null);
    },
    /**
     * A 401 from the main API: the hooks run first (the assistant logs out, waited for at most
     * `timing.chatLogoutTimeoutMs`), then local data is cleared and the user goes to sign-in.
     */
    expire: () => {
      const waits = [...beforeExpireHooks].map((hook) => hook()).filter((result) => result);
      if (waits.length === 0) return end(null);
      const limit = new Promise<void>((resolve) => setTimeout(resolve, timing.chatLogoutTimeoutMs));
      void Promise.race([Promise.allSettled(waits), limit]).then(() => end(null));
    },
    onBeforeExpire: (hook: BeforeExpireHook) => {
      beforeExpireHooks.add(hook);
      return () => beforeExpireHooks.delete(hook);
    },
    accessTokenState: (): AccessTokenState => {
      if (!token) return 'missing';
      return token.expiresAt > timers.now() ? 'valid' : 'expired';
    },
    stop: stopCheck,
  };
};
