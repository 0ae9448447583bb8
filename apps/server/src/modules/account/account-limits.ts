import { timing } from '@rela/contracts';
import type { VerificationPurpose } from '../../db/schema';
import { appError } from '../../platform/errors';
import type { LimitStore } from '../../platform/rate-limit/limit-store';

const HOUR = 60 * 60_000;

/** How often a signed-in user may have codes sent and photos processed. */
export const accountLimits = {
  /** One code per user and purpose per cooldown (REQ-SEC-COOLDOWN); a resend inside it is a 429. */
  cooldownMs: timing.resendCooldownMs,
  /** Codes per user and purpose per hour, so nobody's mailbox or phone is flooded. */
  codesPerHour: 10,
  /**
   * E-mail or phone change requests per user and kind per hour, counted before the address is
   * looked at, so "already in use" answers are no existence oracle (REQ-SEC-CONTACT-ORACLE).
   */
  changeAttemptsPerHour: 10,
  /** Photo uploads per user per hour (each one is decoded and re-encoded). */
  uploadsPerHour: 30,
} as const;

const refuse = (resetInMs: number) =>
  appError('RATE_LIMITED', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))),
  });

const hitWithin = async (limits: LimitStore, key: string, windowMs: number, max: number) => {
  const { count, resetInMs } = await limits.hit(key, windowMs);
  if (count > max) throw refuse(resetInMs);
};

/** Right before a code is sent: the 60 s cooldown, then the hourly count, of the user and purpose. */
export const enforceCodeLimits = async (
  limits: LimitStore,
  { userId, purpose }: { userId: string; purpose: VerificationPurpose },
) => {
  await hitWithin(
    limits,
    `account:code-cooldown:${purpose}:${userId}`,
    accountLimits.cooldownMs,
    1,
  );
  await hitWithin(
    limits,
    `account:code-hourly:${purpose}:${userId}`,
    HOUR,
    accountLimits.codesPerHour,
  );
};

/** Before an e-mail or phone change request is looked at (taken or not, the same count). */
export const enforceChangeAttempts = (
  limits: LimitStore,
  { userId, purpose }: { userId: string; purpose: VerificationPurpose },
) =>
  hitWithin(
    limits,
    `account:change-attempts:${purpose}:${userId}`,
    HOUR,
    accountLimits.changeAttemptsPerHour,
  );

export const enforceUploadLimit = (limits: LimitStore, userId: string) =>
  hitWithin(limits, `account:uploads:${userId}`, HOUR, accountLimits.uploadsPerHour);
