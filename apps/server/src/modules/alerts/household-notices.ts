import { fullName, householdMessages } from '@rela/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { subscribe } from '../../platform/events';
import { householdMembers } from '../../platform/policy/households.queries';
import { addressToTell } from './fan-out.queries';
import { noticeForOne } from './notice-for-one';

const nameOf = (person: { firstName: string | null; lastName: string | null; username: string }) =>
  fullName(person) || person.username;

const personOf = async (db: Db, id: string) => {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      supervisorId: users.supervisorId,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

/**
 * One `household` notice (topic `notes-tours`) to each receiver, once per key; the title is made
 * once, when the first receiver whose choices take it is told.
 */
const tellEach = async (
  db: Db,
  now: Date,
  receivers: readonly (string | null)[],
  notice: {
    dedupeKey: string;
    title: () => Promise<string>;
    body: string;
    listingKey?: string;
    data: object;
  },
) => {
  let title: Promise<string> | undefined;
  for (const receiver of receivers) {
    if (!receiver) continue;
    await noticeForOne(db, {
      userId: receiver,
      topic: 'notes-tours',
      now,
      content: async () => {
        title ??= notice.title();
        return {
          kind: 'household',
          dedupeKey: notice.dedupeKey,
          ...(notice.listingKey ? { listingKey: notice.listingKey } : {}),
          title: await title,
          body: notice.body,
          data: { ...notice.data },
        };
      },
    });
  }
};

/**
 * The household's realtor and its other members hear "{name} joined {first member}'s household"
 * (ADR 049, REQ-HOUSEHOLD-JOIN), once per event.
 */
export const householdJoinedSubscriber = subscribe(
  'alerts.household-joined-notice',
  'household-member-joined',
  async ({ householdId, userId }, { db, clock, eventId }) => {
    const joiner = await personOf(db, userId);
    if (!joiner) return;
    const others = (await householdMembers(db, householdId)).filter(
      (member) => member.id !== userId,
    );
    const first = others[0];
    if (!first) return;
    const title = householdMessages.joinedNotice(nameOf(joiner), nameOf(first));
    await tellEach(db, clock.now(), [...others.map((member) => member.id), joiner.supervisorId], {
      dedupeKey: `household-joined:${eventId}`,
      title: async () => title,
      body: householdMessages.joinedNoticeBody,
      data: { householdId, userId },
    });
  },
);

/**
 * The members who stay and the realtor hear "{name} left your household" (ADR 049,
 * REQ-HOUSEHOLD-LEAVE), but not whoever did it (the leaver, or the realtor who removed them).
 */
export const householdLeftSubscriber = subscribe(
  'alerts.household-left-notice',
  'household-member-left',
  async ({ householdId, userId, by }, { db, clock, eventId }) => {
    const leaver = await personOf(db, userId);
    if (!leaver) return;
    const stayed = await householdMembers(db, householdId);
    const title = householdMessages.leftNotice(nameOf(leaver));
    const receivers = [...stayed.map((member) => member.id), leaver.supervisorId].filter(
      (receiver) => receiver !== by && receiver !== userId,
    );
    await tellEach(db, clock.now(), receivers, {
      dedupeKey: `household-left:${eventId}`,
      title: async () => title,
      body: householdMessages.leftNoticeBody,
      data: { householdId, userId },
    });
  },
);

/**
 * A home one member removed is gone for everyone (ADR 049, REQ-HOUSEHOLD-LIKES): the other members
 * hear "{name} removed {address} from your list", or "{name} removed N homes" for one removal of
 * several (Rela's clear), once per removal however many homes it took.
 */
export const householdHomeRemovedSubscriber = subscribe(
  'alerts.household-home-removed-notice',
  'home-removed',
  async ({ buyerId, actorId, listingKey, removal }, { db, clock, eventId }) => {
    if (!actorId) return;
    const others = (await householdMembers(db, buyerId)).filter((member) => member.id !== actorId);
    if (others.length === 0) return;
    const actor = await personOf(db, actorId);
    const name = actor?.firstName?.trim() || actor?.username || 'Someone';
    const homes = removal?.homes ?? 1;
    await tellEach(
      db,
      clock.now(),
      others.map((member) => member.id),
      {
        dedupeKey: `household-removed:${removal?.undoToken ?? eventId}`,
        ...(homes === 1 ? { listingKey } : {}),
        title: async () =>
          homes === 1
            ? householdMessages.removedByOther(name, await addressToTell(db, listingKey, true))
            : householdMessages.clearedByOther(name, homes),
        body:
          homes === 1 ? householdMessages.removedNoticeBody : householdMessages.clearedNoticeBody,
        data: { householdId: buyerId, userId: actorId },
      },
    );
  },
);

export const householdNoticeSubscribers = [
  householdJoinedSubscriber,
  householdLeftSubscriber,
  householdHomeRemovedSubscriber,
];
