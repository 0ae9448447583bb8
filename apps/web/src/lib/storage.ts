import { z } from 'zod/mini';
import { userProfileSchema } from '@rela/contracts';

/** Every key the web app writes starts with this prefix, so "clear all local data" is exact. */
const PREFIX = 'rela.';
const USER_KEY = `${PREFIX}user`;
const REMEMBER_KEY = `${PREFIX}rememberMe`;

/** The user record cached locally: the username from sign-in, the profile once it has loaded. */
export const storedUserSchema = z.object({
  username: z.string().check(z.minLength(1)),
  profile: z.optional(userProfileSchema),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export type SessionStore = {
  readUser: () => StoredUser | null;
  rememberMe: () => boolean;
  writeUser: (user: StoredUser, rememberMe: boolean) => void;
  /** App data kept beside the user record (`name` without the prefix): it lives as long as it. */
  readItem: (name: string) => string | null;
  writeItem: (name: string, value: string) => void;
  clear: () => void;
};

const readJson = (storage: Storage, key: string): unknown => {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
};

const removeOurKeys = (storage: Storage) => {
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
  } catch {
    // Storage can be unavailable (privacy modes); there is nothing to clear then.
  }
};

/**
 * With remember me the record lives in localStorage (survives a browser restart); without it in
 * sessionStorage (gone with the browser session). Only one of the two holds it at a time, and the
 * app's other data of the session (`writeItem`) goes where it is: a reload keeps it, sign-out ends it.
 */
export const createSessionStore = (local: Storage, session: Storage): SessionStore => {
  const holder = (): Storage | null => {
    if (readJson(local, USER_KEY) !== null) return local;
    if (readJson(session, USER_KEY) !== null) return session;
    return null;
  };
  return {
    readUser: () => {
      const storage = holder();
      if (!storage) return null;
      const parsed = storedUserSchema.safeParse(readJson(storage, USER_KEY));
      return parsed.success ? parsed.data : null;
    },
    rememberMe: () => holder() === local && readJson(local, REMEMBER_KEY) === true,
    writeUser: (user, rememberMe) => {
      const [target, other] = rememberMe ? [local, session] : [session, local];
      removeOurKeys(other);
      try {
        target.setItem(USER_KEY, JSON.stringify(user));
        target.setItem(REMEMBER_KEY, JSON.stringify(rememberMe));
      } catch {
        // Without storage the session still works for this page; it only will not survive a reload.
      }
    },
    readItem: (name) => {
      try {
        return holder()?.getItem(`${PREFIX}${name}`) ?? null;
      } catch {
        return null;
      }
    },
    writeItem: (name, value) => {
      try {
        holder()?.setItem(`${PREFIX}${name}`, value);
      } catch {
        // Without storage the value is only forgotten on a reload.
      }
    },
    clear: () => {
      removeOurKeys(local);
      removeOurKeys(session);
    },
  };
};

export const browserSessionStore = (): SessionStore =>
  createSessionStore(window.localStorage, window.sessionStorage);
