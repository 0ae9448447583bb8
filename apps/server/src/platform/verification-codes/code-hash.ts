import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { verificationCodes } from '@rela/contracts';
import type { VerificationPurpose } from '../../db/schema';

const codeSpace = 10 ** verificationCodes.length;

/** A code of `verificationCodes.length` digits from the CSPRNG, leading zeros kept. */
export const newVerificationCode = (): string =>
  String(randomInt(0, codeSpace)).padStart(verificationCodes.length, '0');

export type CodeBinding = {
  userId: string;
  purpose: VerificationPurpose;
  /** Empty when the code confirms nothing besides the user. */
  target: string | null;
};

/**
 * HMAC-SHA256 of the code, keyed with the server secret and bound to the user, the purpose and the
 * target, so a stored hash is of no use for another user or purpose even if the rows were mixed up.
 */
export const hashVerificationCode = (secret: Uint8Array, binding: CodeBinding, code: string) =>
  createHmac('sha256', secret)
    .update([binding.purpose, binding.userId, binding.target ?? '', code].join('\n'))
    .digest('hex');

/** Constant-time comparison of two hex hashes. */
export const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};
