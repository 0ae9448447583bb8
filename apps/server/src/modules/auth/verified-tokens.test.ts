import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens';

const key = new TextEncoder().encode('key-one-0123456789abcdef0123456789');
const otherKey = new TextEncoder().encode('key-two-0123456789abcdef0123456789');

describe('verified tokens', () => {
  it('answers what a remembered token says until its exp second', () => {
    const tokens = createVerifiedTokens<string>();
    tokens.remember(key, 'token-a', 'alice', 1_000);
    expect(tokens.get(key, 'token-a', 999)).toBe('alice');
    expect(tokens.get(key, 'token-a', 1_000)).toBeUndefined();
    // Once expired it is gone, even for a clock that goes back.
    expect(tokens.get(key, 'token-a', 999)).toBeUndefined();
  });

  it('knows nothing it was not told, and keeps signing keys apart', () => {
    const tokens = createVerifiedTokens<string>();
    tokens.remember(key, 'token-a', 'alice', 1_000);
    expect(tokens.get(key, 'token-b', 1)).toBeUndefined();
    expect(tokens.get(otherKey, 'token-a', 1)).toBeUndefined();
  });
});
