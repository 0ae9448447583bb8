import { normalizeServicePhone } from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { OutboxLogger } from '../outbox';
import { enqueueSms } from './enqueue-sms';
import { smsKeywordOf, type SmsKeyword } from './sms-keywords';
import { setOptedOut } from './sms-numbers.queries';
import { smsStopConfirmationKind, smsTexts } from './sms-texts';

export type InboundSmsDeps = { db: Db; clock: Clock; logger?: OutboxLogger };

const replies: Record<SmsKeyword, { kind: string; text: string }> = {
  stop: { kind: smsStopConfirmationKind, text: smsTexts.stopped },
  start: { kind: 'sms-start-confirmation', text: smsTexts.started },
  help: { kind: 'sms-help', text: smsTexts.help },
};

/**
 * One inbound text: STOP opts the number out (one confirmation, then silence until START), START
 * opts it back in, HELP gets the help text. Anything else, or a number that is not +1, is ignored.
 * Answers the keyword acted on.
 */
export const handleInboundSms = async (
  deps: InboundSmsDeps,
  message: { from: string; text: string },
): Promise<SmsKeyword | null> => {
  const phone = normalizeServicePhone(message.from);
  const keyword = smsKeywordOf(message.text);
  if (!phone || !keyword) return null;
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The STOP confirmation goes out before the opt-out takes hold; after it, nothing does.
    if (keyword === 'start') await setOptedOut(tx, { phone, optedOut: false, now });
    await enqueueSms(
      tx,
      { to: phone, label: 'Rela text message', ...replies[keyword] },
      { allowance: 'requested', now, logger: deps.logger },
    );
    if (keyword === 'stop') await setOptedOut(tx, { phone, optedOut: true, now });
  });
  return keyword;
};
