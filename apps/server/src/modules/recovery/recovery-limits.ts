import { timing } from '@rela/contracts';
import { enforceWithin } from '../../platform/rate-limit/enforce-limit';
import type { LimitStore } from '../../platform/rate-limit/limit-store';

const MINUTE = 60_000;

/** How often recovery e-mails may be asked for; every key is what was submitted, known or not. */
export const recoveryLimits = {
  /** One request per submitted username or e-mail per cooldown (`timing.resendCooldownMs`). */
  cooldownMs: timing.resendCooldownMs,
  /** Requests per submitted username or e-mail per hour, so one mailbox cannot be flooded. */
  perSubmission: { max: 10, windowMs: 60 * MINUTE },
  /** Requests per client address, over every username and e-mail it submits. */
  perAddress: { max: 30, windowMs: 15 * MINUTE },
} as const;

export type RecoveryKind = 'password-reset' | 'username-reminder';

/**
 * Before any lookup: the client address limit, then the resend cooldown, then the hourly limit of
 * the submitted value. A 429 (with Retry-After) says nothing about whether the account exists.
 */
export const enforceRecoveryLimits = async (
  limits: LimitStore,
  request: { kind: RecoveryKind; submitted: string; address: string },
) => {
  const { perAddress, perSubmission, cooldownMs } = recoveryLimits;
  await enforceWithin(limits, `recovery:address:${request.address}`, perAddress);
  const subject = `${request.kind}:${request.submitted}`;
  await enforceWithin(limits, `recovery:cooldown:${subject}`, { max: 1, windowMs: cooldownMs });
  await enforceWithin(limits, `recovery:hourly:${subject}`, perSubmission);
};
