import { verificationCodes } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { VerificationPurpose } from '../../db/schema';
import type { Clock } from '../clock';
import { hashVerificationCode, newVerificationCode, sameHash } from './code-hash';
import { countWrongAttempt, deleteCode, lockCode, replaceCode } from './verification-codes.queries';

export type VerificationCodeDeps = {
  db: Db;
  clock: Clock;
  /** The HMAC key of stored codes (the JWT secret). */
  secret: Uint8Array;
};

export type CodeRequest = {
  userId: string;
  purpose: VerificationPurpose;
  /** What else the code confirms, e.g. the new e-mail address; it must match when checked. */
  target?: string | null;
};

export type IssuedCode = { code: string; expiresAt: Date };

/**
 * A new code for the user and purpose, valid `verificationCodes.ttlMs`; any earlier code of the same
 * user and purpose dies. The code is returned to be sent; only its HMAC is stored. Pass the
 * transaction that also enqueues the message as `db`.
 */
export const issueVerificationCode = async (
  { db, clock, secret }: VerificationCodeDeps,
  request: CodeRequest,
): Promise<IssuedCode> => {
  const now = clock.now();
  const binding = { ...request, target: request.target ?? null };
  const code = newVerificationCode();
  const expiresAt = new Date(now.getTime() + verificationCodes.ttlMs);
  await replaceCode(db, {
    ...binding,
    codeHash: hashVerificationCode(secret, binding, code),
    createdAt: now,
    expiresAt,
  });
  return { code, expiresAt };
};

export type CodeCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'expired' | 'dead' | 'wrong' };

/**
 * Checks a submitted code and consumes it on success. A wrong code counts an attempt; at
 * `verificationCodes.maxAttempts` the code is dead, even for the right code. Nothing is thrown for a
 * bad code, so run it in a transaction that commits the counted attempt.
 */
export const consumeVerificationCode = (
  { db, clock, secret }: VerificationCodeDeps,
  request: CodeRequest & { code: string },
): Promise<CodeCheck> =>
  db.transaction(async (tx) => {
    const row = await lockCode(tx, request);
    if (!row) return { ok: false, reason: 'missing' };
    if (row.expiresAt <= clock.now()) return { ok: false, reason: 'expired' };
    if (row.attempts >= verificationCodes.maxAttempts) return { ok: false, reason: 'dead' };
    const binding = { ...request, target: request.target ?? null };
    const expected = hashVerificationCode(secret, binding, request.code);
    if (!sameHash(expected, row.codeHash)) {
      await countWrongAttempt(tx, row.id);
      return { ok: false, reason: 'wrong' };
    }
    await deleteCode(tx, row.id);
    return { ok: true };
  });
