import {
  activityMessages,
  collaboration,
  type ActivityCountsResponse,
  type ActivityEvent,
  type ActivityKind,
  type ActivityResponse,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { findHouseholdId as householdOf } from '../../platform/policy/households.queries';
import { can, enforce, type Actor } from '../../platform/policy/policy';
import {
  buyersOf,
  countsByReport,
  findUserByUsername,
  hotHomes,
  insertView,
  listEvents,
  type Cursor,
  type EventRow,
} from './activity.queries';

export type ActivityDeps = {
  db: Db;
  clock: Clock;
  /** A home's openings within this long count once (ACTIVITY_VIEW_DEDUPE_SECONDS; 0: each). */
  viewDedupeMs: number;
};

/** Decisions about the actor's own homes need no supervisor chain. */
const noChain = hierarchyFromChains(new Map());

const DAY = 24 * 60 * 60 * 1000;
/** The period a lead's and an owner's counts cover (ADR 033). */
export const countsPeriodMs = 7 * DAY;

/**
 * A member opened a home's dialog: recorded when the home is on their household's list and their
 * own last recorded open of it is older than the dedupe window (a view is per person, ADR 049). A caller without homes of their own is answered 404, as
 * for the buyer's other changes.
 */
export const recordView = async (
  { db, clock, viewDedupeMs }: ActivityDeps,
  actor: Actor,
  listingKey: string,
) => {
  if (!can(actor, 'change-buyer-homes', actor, noChain)) throw appError('NOT_FOUND');
  // The caller's household (ADR 049); hh-core's cached read of it may stand in here.
  const householdId = await householdOf(db, actor.id);
  if (!householdId) throw appError('NOT_FOUND');
  const recorded = await insertView(db, {
    householdId,
    userId: actor.id,
    listingKey,
    now: clock.now(),
    dedupeMs: viewDedupeMs,
  });
  return { recorded };
};

/** `nextBefore`: the last event's time and id, opaque to the client. */
const cursorOf = (row: EventRow) => `${row.at.toISOString()}_${row.id}`;

const parseCursor = (value: string): Cursor => {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,15})$/.exec(value);
  const at = match ? new Date(match[1] ?? '') : null;
  if (!match || !at || Number.isNaN(at.getTime())) {
    throw appError('BAD_REQUEST', activityMessages.badCursor);
  }
  return { at, id: Number(match[2]) };
};

const nameOf = (row: { username: string; first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || row.username;

const eventOf = (row: EventRow): ActivityEvent => {
  const reason = row.kind === 'removed' ? row.data?.reason : undefined;
  const restoredAt = row.kind === 'removed' ? row.data?.restoredAt : undefined;
  const text = row.kind === 'problem-reported' ? row.data?.text : undefined;
  return {
    id: String(row.id),
    kind: row.kind,
    buyerUsername: row.username,
    buyerName: nameOf(row),
    ...(row.actor_username
      ? {
          actor: {
            username: row.actor_username,
            name: nameOf({
              username: row.actor_username,
              first_name: row.actor_first_name,
              last_name: row.actor_last_name,
            }),
          },
        }
      : {}),
    listingKey: row.listing_key,
    address: row.address,
    ...(typeof reason === 'string' ? { reason } : {}),
    ...(typeof restoredAt === 'string' ? { restoredAt } : {}),
    ...(typeof text === 'string' ? { text } : {}),
    at: row.at.toISOString(),
  };
};

/**
 * The households whose events the actor asks for (ADR 049): `buyer`'s alone (the policy decides;
 * any member names it), or all of a realtor's own buyers', each household once.
 */
const buyerIdsFor = async (db: Db, actor: Actor, buyer: string | undefined) => {
  if (buyer) {
    const target = await findUserByUsername(db, { username: buyer });
    if (!target) throw appError('NOT_FOUND');
    enforce(actor, 'read-activity', target, await loadHierarchy(db, [target.id]));
    return target.householdId ? [target.householdId] : [];
  }
  if (actor.role !== 'realtor') throw appError('FORBIDDEN');
  const buyers = await buyersOf(db, actor.id);
  const hierarchy = hierarchyFromChains(new Map(buyers.map((row) => [row.id, [actor.id]])));
  const households = buyers
    .filter((row) => can(actor, 'read-activity', { id: row.id, role: 'buyer' }, hierarchy))
    .flatMap((row) => (row.household_id ? [row.household_id] : []));
  return [...new Set(households)];
};

/**
 * A realtor's feed: their buyers' events (or one buyer's), newest first, a page at a time, and
 * their Hot homes. A lead or owner above is refused (403: counts only), as is the buyer.
 */
export const listActivity = async (
  { db, clock }: ActivityDeps,
  actor: Actor,
  query: { buyer?: string; kind?: ActivityKind; before?: string; limit: number },
): Promise<ActivityResponse> => {
  const before = query.before ? parseCursor(query.before) : undefined;
  const buyerIds = await buyerIdsFor(db, actor, query.buyer);
  const [rows, hot] = await Promise.all([
    listEvents(db, {
      buyerIds,
      limit: query.limit + 1,
      ...(query.kind ? { kind: query.kind } : {}),
      ...(before ? { before } : {}),
    }),
    hotHomes(db, {
      buyerIds,
      now: clock.now(),
      opens: collaboration.hotOpens,
      opensWithinMs: collaboration.hotOpensWithinMs,
      likedForMs: collaboration.hotLikedWithoutTourMs,
    }),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(eventOf),
    ...(rows.length > query.limit && last ? { nextBefore: cursorOf(last) } : {}),
    hot: hot.map((row) => ({
      buyerUsername: row.username,
      buyerName: nameOf(row),
      listingKey: row.listing_key,
      address: row.address,
      reason: row.reason,
      since: row.since.toISOString(),
    })),
  };
};

/**
 * Counts of the last 7 days by kind, per direct report: a lead's per realtor, an owner's per lead,
 * a realtor's per own buyer. Never an event's buyer or home (a buyer: 403).
 */
export const activityCounts = async (
  { db, clock }: ActivityDeps,
  actor: Actor,
): Promise<ActivityCountsResponse> => {
  enforce(actor, 'read-activity-counts', null, noChain);
  const since = new Date(clock.now().getTime() - countsPeriodMs);
  const rows = await countsByReport(db, { userId: actor.id, since });
  const byUser = new Map<string, ActivityCountsResponse['items'][number]>();
  for (const row of rows) {
    const item = byUser.get(row.username) ?? {
      username: row.username,
      name: nameOf(row),
      total: 0,
      byKind: {},
    };
    byUser.set(row.username, item);
    if (!row.kind || row.count === 0) continue;
    item.byKind[row.kind] = (item.byKind[row.kind] ?? 0) + row.count;
    item.total += row.count;
  }
  return { items: [...byUser.values()], since: since.toISOString() };
};
