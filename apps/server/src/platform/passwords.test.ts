import { describe, expect, it } from 'vitest';
import { passwords } from './passwords';
import { unicodePassword } from './passwords.fixtures';

const argon2idPattern = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

describe('passwords', () => {
  it('hashes with argon2id, m=19456, t=2, p=1', async () => {
    expect(await passwords.hash('Correct-horse-1!')).toMatch(argon2idPattern);
  });

  it('makes a real argon2id dummy hash once', async () => {
    const dummy = await passwords.dummyHash();
    expect(dummy).toMatch(argon2idPattern);
    expect(await passwords.dummyHash()).toBe(dummy);
    expect(await passwords.verify(dummy, '')).toBe(false);
  });

  it('verifies a 64-character Unicode password byte-exact', async () => {
    expect(Array.from(unicodePassword)).toHaveLength(64);
    const hash = await passwords.hash(unicodePassword);
    expect(await passwords.verify(hash, unicodePassword)).toBe(true);
    // The same text in another Unicode normalization form is another password.
    expect(unicodePassword.normalize('NFC')).not.toBe(unicodePassword);
    expect(await passwords.verify(hash, unicodePassword.normalize('NFC'))).toBe(false);
    expect(await passwords.verify(hash, `${unicodePassword} `)).toBe(false);
  });

  it('answers false, not an error, for a malformed hash', async () => {
    expect(await passwords.verify('not-a-hash', 'x')).toBe(false);
  });
});
