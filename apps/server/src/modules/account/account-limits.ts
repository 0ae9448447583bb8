import { timing } from '@rela/contracts';
import type { VerificationPurpose } from '../../db/schema';
import { enforceWithin } from '../../platform/rate-limit/enforce-limit';
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

/** Right before a code is sent: the 60 s cooldown, then the hourly count, of the user and purpose. */
export const enforceCodeLimits = async (
  limits: LimitStore,
  { userId, purpose }: { userId: string; purpose: VerificationPurpose },
) => {
  await enforceWithin(limits, `account:code-cooldown:${purpose}:${userId}`, {
    max: 1,
    windowMs: accountLimits.cooldownMs,
  });
  await enforceWithin(limits, `account:code-hourly:${purpose}:${userId}`, {
    max: accountLimits.codesPerHour,
    windowMs: HOUR,
  });
};

/** Before an e-mail or phone change request is looked at (taken or not, the same count). */
export const enforceChangeAttempts = (
  limits: LimitStore,
  { userId, purpose }: { userId: string; purpose: VerificationPurpose },
) =>
  enforceWithin(limits, `account:change-attempts:${purpose}:${userId}`, {
    max: accountLimits.changeAttemptsPerHour,
    windowMs: HOUR,
  });

export const enforceUploadLimit = (limits: LimitStore, userId: string) =>
  enforceWithin(limits, `account:uploads:${userId}`, {
    max: accountLimits.uploadsPerHour,
    windowMs: HOUR,
  });
