import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
 * The password is hashed exactly as sent (UTF-8, no trimming or normalization).
 */
export const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

/** Called through this object so tests can observe which hash a sign-in verified against. */
export const passwords = {
  hash: (password: string): Promise<string> => hash(password, argon2Options),

  /** False for a wrong password and for a malformed hash alike. */
  verify: async (passwordHash: string, password: string): Promise<boolean> => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },

  /**
   * A real argon2id hash of a random secret, made once per process. Sign-in verifies against it when
   * the user does not exist, so an unknown user costs the same work as a wrong password.
   */
  dummyHash: (): Promise<string> => {
    dummyHash ??= passwords.hash(randomBytes(32).toString('base64url'));
    return dummyHash;
  },
};
