import {
  defaultDisplayRules,
  deliverySkipReasons,
  inQuietHours,
  normalizeServicePhone,
} from '@rela/contracts';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { enqueueMessage, type OutboxLogger, type OutboxMessage } from '../../../platform/outbox';
import { enqueueSms } from '../../../platform/sms/enqueue-sms';
import { displayPolicyOf } from '../../compliance';
import { queuePush } from '../../push';
import {
  digestAlertEmail,
  instantAlertEmail,
  notesAlertEmail,
  type EmailLinks,
} from './alert-emails';
import {
  claimDeliveries,
  dueDeliveries,
  holdDeliveries,
  markDigestSent,
  skipDelivery,
  type DueDelivery,
} from './delivery.queries';
import { listingLinesOf, smsTextOf, type ListingLinesPolicy } from './listing-lines';
import { maxPushesAtOnce, pushOfMore, pushOfNotice } from './push-notices';
import { extrasOf } from '../preferences.service';
import { preferencesOrDefaults, topicOfKind } from './topics';
import { signUnsubscribeToken } from './unsubscribe-token';

export type DeliveryDeps = {
  db: Db;
  clock: Clock;
  /** The key of the unsubscribe links (`unsubscribeKey(jwtSecret)`). */
  linkKey: Buffer;
  publicUrl: string;
  /** Told that a message was queued (never its body), as the outbox says it. */
  logger?: OutboxLogger;
  /** Where queued messages are read (`outboxReadAt`). */
  readAt?: string | null;
  batchSize?: number;
  /**
   * The MLS display rules (ADR 048): each listing's attribution and its MLS's disclaimer in the
   * e-mails and texts (REQ-DISPLAY-ATTRIBUTION). The shipped defaults when not given.
   */
  display?: ListingLinesPolicy;
};

/** A due row with its listing's lines, asked of the display policy at send time. */
const withLines = (deps: DeliveryDeps, row: DueDelivery) => ({
  ...row,
  lines: listingLinesOf(deps.display ?? displayPolicyOf(defaultDisplayRules), row),
});

/** A digest lists at most this many notices (the rest go in the next one). */
const maxDigestNotices = 500;

/** Why a notice whose subject is gone for its person is not sent (ADR 029: nobody hears of it). */
const goneReasons = {
  home: deliverySkipReasons.notTheirHome,
  search: deliverySkipReasons.searchDeleted,
  withheld: deliverySkipReasons.notForClients,
} as const;

/**
 * The e-mail mode of a row at send time: the topic's, except that a buyer's locked home's price
 * and status changes go at once while `likedInstant` holds (REQ-ALERTS-LOCKED-INSTANT).
 */
const emailMode = (row: DueDelivery) => {
  const topic = topicOfKind[row.kind];
  const mode = preferencesOrDefaults(row.preferences)[topic].email;
  const locked = row.ownLiked && (topic === 'price' || topic === 'status');
  return mode === 'digest' && locked && extrasOf(row.preferences).likedInstant ? 'instant' : mode;
};

const linksFor = (deps: DeliveryDeps, userId: string, now: Date): EmailLinks => ({
  publicUrl: deps.publicUrl,
  unsubscribeUrl: (topic) =>
    `${deps.publicUrl}/api/unsubscribe?token=${signUnsubscribeToken(deps.linkKey, { userId, topic, now })}`,
});

const enqueueOptions = (deps: DeliveryDeps, now: Date) => ({
  now,
  ...(deps.logger ? { logger: deps.logger } : {}),
  ...(deps.readAt !== undefined ? { readAt: deps.readAt } : {}),
});

/** One notice, one e-mail: the row is marked sent in the transaction that queues the e-mail. */
const sendInstant = async (deps: DeliveryDeps, row: DueDelivery, now: Date) => {
  await deps.db.transaction(async (tx) => {
    const taken = await claimDeliveries(tx, [row.id], now);
    if (taken.length === 0) return;
    const message = instantAlertEmail(
      { email: row.email, firstName: row.firstName },
      withLines(deps, row),
      topicOfKind[row.kind],
      linksFor(deps, row.userId, now),
    );
    await enqueueMessage(tx, message, enqueueOptions(deps, now));
  });
};

/**
 * Whether a row's e-mail goes at once: `instant`, or `unread` (it waited `timing.unreadEmailDelayMs`)
 * while the notice is unread and no device took its push (REQ-PUSH-NO-ECHO).
 */
const goesNow = (row: DueDelivery) => {
  const mode = emailMode(row);
  return mode === 'instant' || (mode === 'unread' && !row.read && !row.pushed);
};

/**
 * A person's due "instant" (or still unread `unread`) e-mails of shared notes (each waited
 * `timing.noteEmailBatchMs`): one e-mail for all of them, the notice's own e-mail when there is one.
 */
const sendNotes = async (deps: DeliveryDeps, userId: string, now: Date) => {
  const due = await dueDeliveries(deps.db, { now, limit: maxDigestNotices, userId });
  const rows = due.filter(
    (row) => row.kind === 'note-shared' && goesNow(row) && row.emailVerified && row.gone === null,
  );
  const [first] = rows;
  if (!first) return;
  await sendClaimed(deps, rows, now, (notices) =>
    notices.length === 1
      ? instantAlertEmail(
          { email: first.email, firstName: first.firstName },
          notices[0]!,
          'notes-tours',
          linksFor(deps, userId, now),
        )
      : notesAlertEmail(
          { email: first.email, firstName: first.firstName },
          notices,
          linksFor(deps, userId, now),
        ),
  );
};

/**
 * A person's digest rows: one e-mail listing them when their digest hour has come since the last
 * digest; otherwise they wait for the next digest hour.
 */
const sendDigest = async (deps: DeliveryDeps, userId: string, now: Date) => {
  // All of the person's due digest e-mails, not only the ones of this batch.
  const due = await dueDeliveries(deps.db, { now, limit: maxDigestNotices, userId });
  // Rows whose subject is gone are left out (the pass that reaches them skips them).
  const rows = due.filter(
    (row) => emailMode(row) === 'digest' && row.emailVerified && row.gone === null,
  );
  const [first] = rows;
  if (!first) return;
  if (first.lastDigestAt && first.lastDigestAt >= first.lastMorning) {
    await holdDeliveries(
      deps.db,
      rows.map((row) => row.id),
      first.nextMorning,
    );
    return;
  }
  await sendClaimed(
    deps,
    rows,
    now,
    (notices) =>
      digestAlertEmail(
        { email: first.email, firstName: first.firstName },
        notices,
        linksFor(deps, first.userId, now),
      ),
    (tx) =>
      markDigestSent(tx, {
        userId: first.userId,
        now,
        defaults: preferencesOrDefaults(first.preferences),
      }),
  );
};

/**
 * Claims `rows` and queues one e-mail of those this pass took (another pass sends the rest), with
 * `after` in the same transaction; nothing when none was left to take.
 */
const sendClaimed = (
  deps: DeliveryDeps,
  rows: readonly DueDelivery[],
  now: Date,
  compose: (notices: ReturnType<typeof withLines>[]) => OutboxMessage,
  after?: (tx: Db) => Promise<unknown>,
) =>
  deps.db.transaction(async (tx) => {
    const taken = new Set(
      await claimDeliveries(
        tx,
        rows.map((row) => row.id),
        now,
      ),
    );
    const notices = rows.filter((row) => taken.has(row.id)).map((row) => withLines(deps, row));
    if (notices.length === 0) return;
    await enqueueMessage(tx, compose(notices), enqueueOptions(deps, now));
    await after?.(tx);
  });

/** A liked home's text: a verified phone that opted in, outside quiet hours, STOP and cap honoured. */
const sendSms = async (deps: DeliveryDeps, row: DueDelivery, now: Date) => {
  const preference = preferencesOrDefaults(row.preferences)[topicOfKind[row.kind]];
  if (!preference.sms) return skipDelivery(deps.db, row.id, deliverySkipReasons.smsOff, now);
  // A number the SMS platform cannot text (not +1) is no phone for alerts either.
  const phone = row.phone && row.phoneVerified ? normalizeServicePhone(row.phone) : null;
  if (!phone) return skipDelivery(deps.db, row.id, deliverySkipReasons.noVerifiedPhone, now);
  // Quiet hours are the person's own (REQ-ALERTS-QUIET-HOURS): a text waits until they end.
  if (inQuietHours(extrasOf(row.preferences).quietHours, row.localHour))
    return holdDeliveries(deps.db, [row.id], row.quietEnd);
  await deps.db.transaction(async (tx) => {
    const taken = await claimDeliveries(tx, [row.id], now);
    if (taken.length === 0) return;
    const outcome = await enqueueSms(
      tx,
      {
        to: phone,
        kind: 'alert',
        label: row.title,
        text: smsTextOf(row.title, withLines(deps, row).lines),
      },
      { allowance: 'capped', ...enqueueOptions(deps, now) },
    );
    if (outcome === 'opted-out') await skipDelivery(tx, row.id, deliverySkipReasons.optedOut, now);
    if (outcome === 'monthly-limit') {
      await skipDelivery(tx, row.id, deliverySkipReasons.monthlyLimit, now);
    }
  });
};

/**
 * A person's due pushes (ADR 052), read again at send time: a topic whose push was turned off is
 * skipped, quiet hours hold them to their end (REQ-PUSH-QUIET), and the rest are queued to each of
 * their devices in the transaction that marks the rows sent, the newest `maxPushesAtOnce` one by
 * one and one "N more notices" for the others. Without a device left, the rows are skipped.
 */
const sendPushes = async (deps: DeliveryDeps, userId: string, now: Date) => {
  const due = await dueDeliveries(deps.db, {
    now,
    limit: maxDigestNotices,
    userId,
    channel: 'push',
  });
  const ready: DueDelivery[] = [];
  const held: DueDelivery[] = [];
  for (const row of due) {
    if (row.gone) await skipDelivery(deps.db, row.id, goneReasons[row.gone], now);
    else if (!preferencesOrDefaults(row.preferences)[topicOfKind[row.kind]].push) {
      await skipDelivery(deps.db, row.id, deliverySkipReasons.pushOff, now);
    } else if (inQuietHours(extrasOf(row.preferences).quietHours, row.localHour)) held.push(row);
    else ready.push(row);
  }
  const [first] = held;
  if (first) {
    await holdDeliveries(
      deps.db,
      held.map((row) => row.id),
      first.quietEnd,
    );
  }
  if (ready.length === 0) return;
  await deps.db.transaction(async (tx) => {
    const taken = new Set(
      await claimDeliveries(
        tx,
        ready.map((row) => row.id),
        now,
      ),
    );
    const rows = ready.filter((row) => taken.has(row.id));
    if (rows.length === 0) return;
    const each = rows.slice(-maxPushesAtOnce);
    const more = rows.length - each.length;
    let devices = 0;
    for (const row of each) {
      devices = await queuePush(tx, {
        userId,
        push: pushOfNotice(row),
        notificationId: row.notificationId,
        now,
      });
    }
    if (more > 0)
      await queuePush(tx, { userId, push: pushOfMore(more, `more-${rows[0]!.id}`), now });
    if (devices === 0) {
      for (const row of rows) await skipDelivery(tx, row.id, deliverySkipReasons.noPushDevice, now);
    }
  });
};

/**
 * One pass over the due deliveries (ADR 029): instant and `unread` e-mails, digests, text messages
 * and pushes (ADR 052), each queued in the outbox or the jobs in the transaction that marks its
 * row, so none is sent twice; a row whose home or search is no longer the person's is skipped. Answers how many rows it looked at (a full
 * batch means: run again).
 */
export const runAlertDelivery = async (deps: DeliveryDeps): Promise<number> => {
  const now = deps.clock.now();
  const rows = await dueDeliveries(deps.db, { now, limit: deps.batchSize ?? 200 });
  const digests = new Set<string>();
  const notes = new Set<string>();
  const pushes = new Set<string>();
  for (const row of rows) {
    // Read at send time, as the preferences are: a home removed, a buyer moved to another realtor
    // or a search deleted since the notice was written tells nobody any more.
    if (row.gone) {
      await skipDelivery(deps.db, row.id, goneReasons[row.gone], now);
      continue;
    }
    if (row.channel === 'sms') {
      await sendSms(deps, row, now);
      continue;
    }
    if (row.channel === 'push') {
      pushes.add(row.userId);
      continue;
    }
    const mode = emailMode(row);
    if (mode === 'off') await skipDelivery(deps.db, row.id, deliverySkipReasons.emailOff, now);
    else if (!row.emailVerified) {
      await skipDelivery(deps.db, row.id, deliverySkipReasons.unverifiedEmail, now);
    } else if (mode === 'unread' && row.read) {
      await skipDelivery(deps.db, row.id, deliverySkipReasons.readInApp, now);
    } else if (mode === 'unread' && row.pushed) {
      await skipDelivery(deps.db, row.id, deliverySkipReasons.pushed, now);
    } else if (mode !== 'digest' && row.kind === 'note-shared') notes.add(row.userId);
    else if (mode !== 'digest') await sendInstant(deps, row, now);
    else digests.add(row.userId);
  }
  for (const userId of notes) await sendNotes(deps, userId, now);
  for (const userId of digests) await sendDigest(deps, userId, now);
  for (const userId of pushes) await sendPushes(deps, userId, now);
  return rows.length;
};
