import type * as crypto from 'node:crypto';
import { randomInt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { newVerificationCode } from './code-hash';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, randomInt: vi.fn(actual.randomInt) };
});

describe('newVerificationCode', () => {
  it('draws from the CSPRNG (crypto.randomInt) over all million 6-digit codes', () => {
    vi.mocked(randomInt).mockClear();
    expect(newVerificationCode()).toMatch(/^\d{6}$/);
    expect(randomInt).toHaveBeenCalledWith(0, 1_000_000);
  });

  it('keeps leading zeros', () => {
    vi.mocked(randomInt).mockImplementationOnce(() => 42);
    expect(newVerificationCode()).toBe('000042');
  });
});
