import { limits, normalizeServicePhone } from '@rela/contracts';
import type { Db } from '../../db/client';
import { enqueueMessage, type EnqueueOptions } from '../outbox';
import { isOptedOut, takeCappedPlace } from './sms-numbers.queries';

export type SmsToSend = {
  /** +1 and 10 digits. */
  to: string;
  /** What the message is for, e.g. `phone-verification-code`; logged, unlike the text. */
  kind: string;
  /** A short label for `/dev/outbox`. */
  label: string;
  text: string;
};

/**
 * `requested`: a code the user just asked for, or the answer to their keyword; not capped.
 * `capped`: anything else Rela sends of its own accord, at most `limits.smsMessagesPerMonth`.
 */
export type SmsAllowance = 'requested' | 'capped';

export type SmsOutcome = 'queued' | 'opted-out' | 'monthly-limit';

/**
 * Writes a text message to the outbox unless the number opted out (STOP) or, for a capped message,
 * already had its monthly share. Pass the transaction of the change that causes the message.
 */
export const enqueueSms = async (
  db: Db,
  sms: SmsToSend,
  { allowance, ...options }: EnqueueOptions & { allowance: SmsAllowance; now: Date },
): Promise<SmsOutcome> => {
  const to = normalizeServicePhone(sms.to);
  if (!to) throw new Error('enqueueSms needs a +1 phone number');
  if (allowance === 'requested') {
    if (await isOptedOut(db, to)) return 'opted-out';
  } else if (
    !(await takeCappedPlace(db, { phone: to, now: options.now, cap: limits.smsMessagesPerMonth }))
  ) {
    return (await isOptedOut(db, to)) ? 'opted-out' : 'monthly-limit';
  }
  await enqueueMessage(
    db,
    { channel: 'sms', kind: sms.kind, recipient: to, subject: sms.label, text: sms.text },
    options,
  );
  return 'queued';
};
