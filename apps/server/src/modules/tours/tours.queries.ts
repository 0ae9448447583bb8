import {
  displayRecordFields,
  openTourStates,
  type ListingRecord,
  type TourState,
  type TourSide,
  type TourVerdict,
} from '@rela/contracts';
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { buyerHomes, replicaListings, tours, tourWindows, users } from '../../db/schema';

const buyer = alias(users, 'tour_buyer');
const realtor = alias(users, 'tour_realtor');

/** Statuses after which a confirmed tour is flagged (besides leaving the market). */
export const flaggingStatuses = ['Pending', 'Closed'] as const;

/**
 * The home went Pending (or Closed, or off the market) after the tour was confirmed: a replica
 * event of its listing modified after the tour's last change while `confirmed` (ADR 034). Read at
 * read time from `replica_events` (keyed by listing), and kept in `flagged` when the tour leaves
 * `confirmed`.
 */
const wentPendingSince = sql<boolean>`(${tours.state} = 'confirmed' and exists (
  select 1 from replica_events e
   where e.listing_key = ${tours.listingKey}
     and e.modified_at > ${tours.updatedAt}
     and (e.kind = 'off_market'
          or (e.kind = 'status_change' and (e.after #>> '{}') in (${sql.join(
            flaggingStatuses.map((status) => sql`${status}`),
            sql`, `,
          )})))))`;

/**
 * What the display rules read of the home's record (`displayRecordFields`, ADR 048), null when the
 * replica lacks the home; when the replica last obtained it; and whether its seller lets clients
 * see it (the replica's generated `entire_display`, REQ-DISPLAY-WITHHELD).
 */
const displayFields = {
  displayRecord: sql<ListingRecord | null>`case when ${replicaListings.listingKey} is not null
    then jsonb_strip_nulls(jsonb_build_object(${sql.join(
      displayRecordFields.map(
        (field) => sql`${field}::text, ${replicaListings.record} -> ${field}::text`,
      ),
      sql`, `,
    )})) end`,
  obtainedAt: replicaListings.syncedAt,
  clientShown: replicaListings.entireDisplay,
};

const tourFields = {
  id: tours.id,
  buyerId: tours.buyerId,
  realtorId: tours.realtorId,
  listingKey: tours.listingKey,
  state: tours.state,
  note: tours.note,
  reason: tours.reason,
  confirmedWindowId: tours.confirmedWindowId,
  proposedWindowId: tours.proposedWindowId,
  flagged: sql<boolean>`(${tours.flagged} or ${wentPendingSince})`.mapWith(Boolean),
  verdict: tours.verdict,
  createdAt: tours.createdAt,
  updatedAt: tours.updatedAt,
  buyerUsername: buyer.username,
  buyerFirstName: buyer.firstName,
  buyerLastName: buyer.lastName,
  realtorUsername: realtor.username,
  realtorFirstName: realtor.firstName,
  realtorLastName: realtor.lastName,
  unparsedAddress: sql<string | null>`${replicaListings.record} ->> 'UnparsedAddress'`,
  addressDisplayYN: sql<unknown>`${replicaListings.record} -> 'InternetAddressDisplayYN'`,
  originatingSystem: sql<string | null>`${replicaListings.record} ->> 'OriginatingSystemName'`,
  city: replicaListings.city,
  state_: replicaListings.state,
  postalCode: replicaListings.postalCode,
  latitude: replicaListings.latitude,
  longitude: replicaListings.longitude,
  ...displayFields,
};

export type TourRow = {
  id: string;
  buyerId: string;
  realtorId: string | null;
  listingKey: string;
  state: TourState;
  note: string;
  reason: string | null;
  confirmedWindowId: string | null;
  proposedWindowId: string | null;
  flagged: boolean;
  verdict: TourVerdict | null;
  createdAt: Date;
  updatedAt: Date;
  buyerUsername: string;
  buyerFirstName: string | null;
  buyerLastName: string | null;
  realtorUsername: string | null;
  realtorFirstName: string | null;
  realtorLastName: string | null;
  unparsedAddress: string | null;
  /** The seller's address choice and MLS as the record says them (REQ-DISPLAY-ADDRESS). */
  addressDisplayYN: unknown;
  originatingSystem: string | null;
  city: string | null;
  state_: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The home's record as the display rules read it; null when the replica lacks the home. */
  displayRecord: ListingRecord | null;
  obtainedAt: Date | null;
  /** False when the seller keeps the listing off client display; null without the home. */
  clientShown: boolean | null;
};

export type WindowRow = {
  id: string;
  tourId: string;
  startAt: Date;
  endAt: Date;
  by: TourSide;
};

/**
 * The household's member a tour names as its buyer (ADR 049: `tours.buyer_id` is the household):
 * the member who asked while they are in it, else its first member by joining.
 */
const firstMember = sql`coalesce(
  (select r.id from users r where r.id = ${tours.requestedBy} and r.household_id = ${tours.buyerId}),
  (select m.id from users m where m.household_id = ${tours.buyerId} and m.role = 'buyer'
    order by m.joined_household_at nulls last, m.created_at, m.id limit 1))`;

const selectTours = (db: Db, where: SQL | undefined): Promise<TourRow[]> =>
  db
    .select(tourFields)
    .from(tours)
    .innerJoin(buyer, sql`${buyer.id} = ${firstMember}`)
    .leftJoin(realtor, eq(realtor.id, tours.realtorId))
    .leftJoin(replicaListings, eq(replicaListings.listingKey, tours.listingKey))
    .where(where)
    .orderBy(asc(tours.createdAt), asc(tours.id)) as Promise<TourRow[]>;

/**
 * The tours of a household (`buyerId`, ADR 049) or of the households whose realtor `supervisorId`
 * is now; of one home only with `listingKey`.
 */
export const listTours = (
  db: Db,
  params: { buyerId?: string; supervisorId?: string; listingKey?: string },
) =>
  selectTours(
    db,
    and(
      or(
        params.buyerId ? eq(tours.buyerId, params.buyerId) : undefined,
        params.supervisorId ? eq(buyer.supervisorId, params.supervisorId) : undefined,
      ) ?? sql`false`,
      params.listingKey ? eq(tours.listingKey, params.listingKey) : undefined,
    ),
  );

export const findTour = async (db: Db, id: string) => (await selectTours(db, eq(tours.id, id)))[0];

export const windowsOf = async (db: Db, tourIds: readonly string[]): Promise<WindowRow[]> =>
  tourIds.length === 0
    ? []
    : db
        .select({
          id: tourWindows.id,
          tourId: tourWindows.tourId,
          startAt: tourWindows.startAt,
          endAt: tourWindows.endAt,
          by: tourWindows.by,
        })
        .from(tourWindows)
        .where(inArray(tourWindows.tourId, [...tourIds]))
        .orderBy(asc(tourWindows.startAt), asc(tourWindows.createdAt), asc(tourWindows.id));

/** The buyer (with role and realtor) by username or id. */
export const findPerson = async (db: Db, where: { username: string } | { id: string }) => {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      supervisorId: users.supervisorId,
      householdId: users.householdId,
    })
    .from(users)
    .where('username' in where ? eq(users.username, where.username) : eq(users.id, where.id));
  return row;
};

/** Whether the household has the home on its list. */
export const hasHome = async (db: Db, buyerId: string, listingKey: string) => {
  const [row] = await db
    .select({ listingKey: buyerHomes.listingKey })
    .from(buyerHomes)
    .where(and(eq(buyerHomes.buyerId, buyerId), eq(buyerHomes.listingKey, listingKey)));
  return row !== undefined;
};

/** The replica's market state of a home (read only), or undefined when the replica lacks it. */
export const marketOf = async (db: Db, listingKey: string) => {
  const [row] = await db
    .select({
      onMarket: replicaListings.onMarket,
      status: replicaListings.status,
      unparsedAddress: sql<string | null>`${replicaListings.record} ->> 'UnparsedAddress'`,
      addressDisplayYN: sql<unknown>`${replicaListings.record} -> 'InternetAddressDisplayYN'`,
      originatingSystem: sql<string | null>`${replicaListings.record} ->> 'OriginatingSystemName'`,
      city: replicaListings.city,
      state_: replicaListings.state,
      postalCode: replicaListings.postalCode,
      latitude: replicaListings.latitude,
      longitude: replicaListings.longitude,
      clientShown: replicaListings.entireDisplay,
    })
    .from(replicaListings)
    .where(eq(replicaListings.listingKey, listingKey));
  return row;
};

/**
 * A new tour with its buyer's windows, in the caller's transaction; answers the tour's id, or the
 * buyer's open tour of the same home (REQ-TOUR-LIMIT) when there is one, writing nothing. The
 * buyer's row of the home is locked first, so two requests at once see each other.
 */
export const insertTour = async (
  tx: Db,
  row: {
    /** The household (ADR 049). */
    buyerId: string;
    /** The member who asks. */
    requestedBy: string;
    realtorId: string;
    listingKey: string;
    note: string;
    now: Date;
    windows: readonly { start: Date; end: Date }[];
  },
): Promise<{ id: string } | { open: string }> => {
  await tx
    .select({ listingKey: buyerHomes.listingKey })
    .from(buyerHomes)
    .where(and(eq(buyerHomes.buyerId, row.buyerId), eq(buyerHomes.listingKey, row.listingKey)))
    .for('update');
  const [open] = await tx
    .select({ id: tours.id })
    .from(tours)
    .where(
      and(
        eq(tours.buyerId, row.buyerId),
        eq(tours.listingKey, row.listingKey),
        inArray(tours.state, [...openTourStates]),
      ),
    )
    .limit(1);
  if (open) return { open: open.id };
  const [tour] = await tx
    .insert(tours)
    .values({
      buyerId: row.buyerId,
      requestedBy: row.requestedBy,
      realtorId: row.realtorId,
      listingKey: row.listingKey,
      note: row.note,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .returning({ id: tours.id });
  if (!tour) throw new Error('tour not written');
  await tx.insert(tourWindows).values(
    row.windows.map((window) => ({
      tourId: tour.id,
      startAt: window.start,
      endAt: window.end,
      by: 'buyer' as const,
      createdAt: row.now,
    })),
  );
  return { id: tour.id };
};

/**
 * Moves a tour from `from` to `to` only if it is still in `from` (one conditional UPDATE, so of two
 * racing changes one wins and the other finds nothing); a proposal's window is written with it, in
 * the caller's transaction. Leaving `confirmed` keeps the flag that was read from the replica until then.
 * True when this call made the change.
 */
export const moveTour = async (
  tx: Db,
  change: {
    id: string;
    from: TourState;
    to: TourState;
    now: Date;
    confirmedWindowId?: string | null;
    proposal?: { start: Date; end: Date };
    reason?: string | null;
    /** The realtor's first move of a request: its answer (ADR 053). */
    answered?: boolean;
  },
) => {
  const proposedId = change.proposal ? crypto.randomUUID() : undefined;
  const moved = await tx
    .update(tours)
    .set({
      state: change.to,
      updatedAt: change.now,
      flagged: sql`(${tours.flagged} or ${wentPendingSince})`,
      ...(change.confirmedWindowId !== undefined
        ? { confirmedWindowId: change.confirmedWindowId }
        : {}),
      ...(proposedId ? { proposedWindowId: proposedId } : {}),
      ...(change.reason !== undefined ? { reason: change.reason } : {}),
      // The times the team's performance counts (ADR 053): each kept from its first time.
      ...(change.answered ? { answeredAt: sql`coalesce(${tours.answeredAt}, ${change.now})` } : {}),
      ...(change.to === 'confirmed'
        ? { confirmedAt: sql`coalesce(${tours.confirmedAt}, ${change.now})` }
        : {}),
      ...(change.to === 'completed' ? { completedAt: change.now } : {}),
    })
    .where(and(eq(tours.id, change.id), eq(tours.state, change.from)))
    .returning({ id: tours.id });
  if (moved.length === 0) return false;
  if (change.proposal && proposedId) {
    await tx.insert(tourWindows).values({
      id: proposedId,
      tourId: change.id,
      startAt: change.proposal.start,
      endAt: change.proposal.end,
      by: 'realtor',
      createdAt: change.now,
    });
  }
  return true;
};

/** Records the buyer's verdict once, on a completed tour; true when this call wrote it. */
export const setVerdict = async (
  db: Db,
  params: { id: string; verdict: TourVerdict; now: Date },
) => {
  const rows = await db
    .update(tours)
    .set({ verdict: params.verdict, updatedAt: params.now })
    .where(and(eq(tours.id, params.id), eq(tours.state, 'completed'), isNull(tours.verdict)))
    .returning({ id: tours.id });
  return rows.length > 0;
};
