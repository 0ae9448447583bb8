import {
  allowedTourTransitions,
  type AddressDisplay,
  canTransitionTour,
  collaboration,
  isTourable,
  isUuid,
  itineraryOf,
  tourMessages,
  withinTourHours,
  type Tour,
  type TourSide,
  type TourState,
  type TourVerdict,
  type createTourBodySchema,
  type tourTransitionBodySchema,
  type tourVerdictBodySchema,
} from '@rela/contracts';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import { appError, conflictAllowing } from '../../platform/errors';
import { householdMembers } from '../../platform/policy/households.queries';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { enforce, type Actor } from '../../platform/policy/policy';
import { enforceWithin } from '../../platform/rate-limit/enforce-limit';
import type { LimitStore } from '../../platform/rate-limit/limit-store';
import { tourCalendarFile } from './tour-calendar';
import { overlapsOf } from './tour-overlaps';
import type { DisplayPolicy } from '../compliance';
import {
  addressOf,
  mainWindowOf,
  noListingLines,
  placeFor,
  sellerChoiceOf,
  sideOf,
  tourTime,
  viewOf,
  whenOf,
  zoneOf,
  type TourListingLines,
} from './tour-view';
import {
  findPerson,
  findTour,
  hasHome,
  insertTour,
  listTours,
  marketOf,
  moveTour,
  setVerdict,
  windowsOf,
  type TourRow,
} from './tours.queries';

export type ToursDeps = {
  db: Db;
  clock: Clock;
  /** Counts a buyer's requests (REQ-TOUR-LIMIT). */
  limits: LimitStore;
  /** Tells other modules of a request, a change and a verdict, in its transaction (ADR 043). */
  emit: Emit;
  /**
   * The MLS display rules (ADR 048): how a home's address reaches each side, and the home's
   * attribution and disclaimer.
   */
  display: Pick<DisplayPolicy, 'addressDisplayOf' | 'displayOf'>;
};

/** Whether the seller keeps the home off client display (REQ-DISPLAY-WITHHELD). */
const withheldFrom = (row: Pick<TourRow, 'clientShown'>, side: TourSide) =>
  side === 'buyer' && row.clientShown === false;

/**
 * How the home's address reaches one side (REQ-DISPLAY-ADDRESS): the buyer is the client; their
 * realtor sees it, with the mark. A tour arranged before the seller kept the whole listing off
 * client display stays, named for the buyer by its place only (REQ-DISPLAY-WITHHELD, ADR 048).
 */
const addressDisplayFor = (
  display: ToursDeps['display'],
  row: Parameters<typeof sellerChoiceOf>[0] & Pick<TourRow, 'clientShown'>,
  side: TourSide,
): AddressDisplay | null =>
  withheldFrom(row, side)
    ? 'on-request'
    : display.addressDisplayOf(sellerChoiceOf(row), side === 'buyer' ? 'buyer' : 'realtor');

/**
 * The home's attribution and its MLS's disclaimer for one side (REQ-DISPLAY-ATTRIBUTION), with
 * the time the replica last obtained it; none without the home, nor for the buyer of a withheld one.
 */
const listingLinesFor = (
  display: ToursDeps['display'],
  row: Pick<TourRow, 'displayRecord' | 'obtainedAt' | 'clientShown'>,
  side: TourSide,
): TourListingLines => {
  if (!row.displayRecord || !row.obtainedAt || withheldFrom(row, side)) return noListingLines;
  const shown = display.displayOf(row.displayRecord, row.obtainedAt);
  return { attribution: shown.attribution, disclaimer: shown.disclaimer };
};

type CreateBody = z.output<typeof createTourBodySchema>;
type TransitionBody = z.output<typeof tourTransitionBodySchema>;
type VerdictBody = z.output<typeof tourVerdictBodySchema>;

const nameOf = (person: { firstName: string | null; lastName: string | null; username: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.username;

/** Views of tours as `actor` sees them, by time; overlaps among the realtor's confirmed ones. */
const viewsFor = async (
  { db, display }: Pick<ToursDeps, 'db' | 'display'>,
  actor: Actor,
  rows: readonly TourRow[],
  all: readonly TourRow[],
) => {
  const windows = await windowsOf(db, [...new Set([...rows, ...all].map((row) => row.id))]);
  const overlaps = overlapsOf(all, windows);
  return rows
    .map((row) => {
      const side = sideOf(actor);
      const address = addressDisplayFor(display, row, side);
      const lines = listingLinesFor(display, row, side);
      return viewOf(row, windows, side, overlaps.get(row.id) ?? [], address, lines);
    })
    .sort((a, b) => tourTime(a).localeCompare(tourTime(b)) || a.id.localeCompare(b.id));
};

/** The realtor's confirmed tours (all their buyers'), against which overlaps are found. */
const realtorsTours = (db: Db, actor: Actor) =>
  actor.role === 'realtor' ? listTours(db, { supervisorId: actor.id }) : Promise.resolve([]);

/**
 * The buyer the `tour` policy decides on for a household's tours (ADR 049): the caller when a
 * member ("self"), else its first member (every member has the same realtor); 404 for none.
 */
const enforceOnHousehold = async (db: Db, actor: Actor, householdId: string) => {
  const members = await householdMembers(db, householdId);
  const member = members.find((one) => one.id === actor.id) ?? members[0];
  if (!member) throw appError('NOT_FOUND');
  enforce(actor, 'tour', { id: member.id, role: 'buyer' }, await loadHierarchy(db, [member.id]));
  return members;
};

/** One tour as the caller sees it, or 404 when it is not theirs (the `tour` policy). */
const ownTour = async (db: Db, actor: Actor, id: string) => {
  const row = isUuid(id) ? await findTour(db, id) : undefined;
  if (!row) throw appError('NOT_FOUND');
  await enforceOnHousehold(db, actor, row.buyerId);
  return row;
};

const answer = async (
  deps: Pick<ToursDeps, 'db' | 'display'>,
  actor: Actor,
  id: string,
): Promise<Tour> => {
  const row = await ownTour(deps.db, actor, id);
  const [view] = await viewsFor(deps, actor, [row], await realtorsTours(deps.db, actor));
  if (!view) throw new Error('tour vanished');
  return view;
};

/**
 * GET tours: a buyer's own; a realtor's buyers' (or the one named, else 404 as for a nobody); of
 * one home with `listingKey`. A page of them in the itinerary's order (upcoming soonest first, then
 * the past latest first), and the next page's offset.
 */
export const listToursOf = async (
  { db, clock, display }: Pick<ToursDeps, 'db' | 'clock' | 'display'>,
  actor: Actor,
  query: { buyer?: string; listingKey?: string; offset: number; limit: number },
) => {
  let buyerId: string | undefined;
  if (query.buyer !== undefined) {
    const buyer = await findPerson(db, { username: query.buyer });
    if (!buyer) throw appError('NOT_FOUND');
    if (!buyer.householdId) {
      enforce(actor, 'tour', buyer, await loadHierarchy(db, [buyer.id]));
      throw appError('NOT_FOUND');
    }
    await enforceOnHousehold(db, actor, buyer.householdId);
    buyerId = buyer.householdId;
  }
  // A member's: their household's (ADR 049; hh-core's cached read of it may stand in here).
  const own =
    actor.role === 'realtor' ? null : (await findPerson(db, { id: actor.id }))?.householdId;
  const all =
    actor.role === 'realtor'
      ? await listTours(db, { supervisorId: actor.id })
      : own
        ? await listTours(db, { buyerId: own })
        : [];
  const rows = all.filter(
    (row) =>
      (!buyerId || row.buyerId === buyerId) &&
      (!query.listingKey || row.listingKey === query.listingKey),
  );
  const { upcoming, past } = itineraryOf(
    await viewsFor({ db, display }, actor, rows, all),
    clock.now().getTime(),
  );
  const ordered = [...upcoming, ...past];
  const end = query.offset + query.limit;
  return {
    items: ordered.slice(query.offset, end),
    nextOffset: end < ordered.length ? end : null,
  };
};

/**
 * Each window starts in the future, lasts 15 minutes to 8 hours, ends within 14 days, and lies
 * between 07:00 and 21:00 of one day on the home's clock (REQ-TOUR-HOURS).
 */
const checkWindow = (start: Date, end: Date, now: Date, zone: string) => {
  if (start.getTime() <= now.getTime()) throw appError('VALIDATION', tourMessages.windowInPast);
  const length = end.getTime() - start.getTime();
  if (length < collaboration.tourWindowMinMs || length > collaboration.tourWindowMaxMs)
    throw appError('VALIDATION', tourMessages.windowOrder);
  if (end.getTime() > now.getTime() + collaboration.tourHorizonMs)
    throw appError('VALIDATION', tourMessages.windowTooFar);
  if (!withinTourHours(start, end, zone)) throw appError('VALIDATION', tourMessages.outsideHours);
};

/**
 * A household's requests per hour (REQ-TOUR-LIMIT; its members' together, ADR 049): a 429 with
 * Retry-After past the limit. (A household of one's id is its buyer's: the key is as before.)
 */
const limitRequests = (limits: LimitStore, householdId: string) =>
  enforceWithin(
    limits,
    `tours:request:${householdId}`,
    { max: collaboration.tourRequestsMax, windowMs: collaboration.tourRequestWindowMs },
    (seconds) => tourMessages.tooManyRequests(Math.ceil(seconds / 60)),
  );

/** The 409 of a second request while the buyer has an open tour of the home, saying which. */
const alreadyOpen = async (db: Db, openId: string) => {
  const row = await findTour(db, openId);
  const windows = row ? await windowsOf(db, [row.id]) : [];
  const when = row ? whenOf(mainWindowOf(row, windows), zoneOf(row)) : null;
  if (row?.state === 'confirmed' && when) return tourMessages.alreadyConfirmed(when);
  if (row?.state === 'proposed' && when) return tourMessages.alreadyProposed(when);
  return tourMessages.alreadyRequested;
};

/**
 * POST tours: a buyer asks their realtor for a tour of a home on their list. Another's home (or a
 * key nobody has) is answered alike; a home off the market, or a buyer with no realtor, is a 409.
 */
export const requestTour = async (deps: ToursDeps, actor: Actor, body: CreateBody) => {
  const { db, clock } = deps;
  if (actor.role !== 'buyer') throw appError('FORBIDDEN');
  // The caller's household (ADR 049; hh-core's cached read of it may stand in here).
  const buyer = await findPerson(db, { id: actor.id });
  const householdId = buyer?.householdId;
  if (!householdId || !(await hasHome(db, householdId, body.listingKey)))
    throw appError('NOT_FOUND', tourMessages.notInList);
  // The home's state and status as the replica holds them now (REQ-TOUR-STATUS). A home its
  // seller keeps off client display is not found, as a home Rela does not know
  // (REQ-DISPLAY-WITHHELD): asked before the request is counted, so nothing is stored.
  const market = await marketOf(db, body.listingKey);
  if (market?.clientShown === false) throw appError('NOT_FOUND', tourMessages.notInList);
  await limitRequests(deps.limits, householdId);
  const now = clock.now();
  const windows = body.windows.map((window) => ({
    start: new Date(window.start),
    end: new Date(window.end),
  }));
  const zone = zoneOf(market ?? {});
  for (const window of windows) checkWindow(window.start, window.end, now, zone);
  const realtor = buyer?.supervisorId
    ? await findPerson(db, { id: buyer.supervisorId })
    : undefined;
  if (!buyer || !realtor || realtor.role !== 'realtor')
    throw appError('CONFLICT', tourMessages.noRealtor);
  if (market && !market.onMarket) throw appError('CONFLICT', tourMessages.offMarket);
  if (market && !isTourable(market.status))
    throw appError('CONFLICT', tourMessages.notTourable(market.status ?? ''));
  const address = addressOf(market ?? {}) ?? body.listingKey;
  const first = windows[0];
  const inserted = await db.transaction(async (tx) => {
    const made = await insertTour(tx, {
      buyerId: householdId,
      requestedBy: actor.id,
      realtorId: realtor.id,
      listingKey: body.listingKey,
      note: body.note,
      now,
      windows,
    });
    if ('open' in made) return made;
    await deps.emit(tx, {
      type: 'tour-requested',
      tourId: made.id,
      buyerId: householdId,
      actorId: actor.id,
      realtorId: realtor.id,
      listingKey: body.listingKey,
      address,
      buyerName: nameOf(buyer),
      when: first ? whenOf({ startAt: first.start, endAt: first.end }, zone) : null,
      at: now.toISOString(),
    });
    return made;
  });
  if ('open' in inserted) throw appError('CONFLICT', await alreadyOpen(db, inserted.open));
  return answer(deps, actor, inserted.id);
};

/** The columns a change writes besides the state, after its own checks (400 when incomplete). */
const changeOf = async (
  db: Db,
  row: TourRow,
  body: TransitionBody,
  now: Date,
): Promise<{
  confirmedWindowId?: string | null;
  proposal?: { start: Date; end: Date };
  reason?: string | null;
}> => {
  switch (body.to) {
    case 'confirmed': {
      const windows = await windowsOf(db, [row.id]);
      const valid =
        row.state === 'proposed'
          ? body.windowId === row.proposedWindowId
          : windows.some((window) => window.id === body.windowId && window.by === 'buyer');
      if (!body.windowId || !valid) throw appError('VALIDATION', tourMessages.windowRequired);
      return { confirmedWindowId: body.windowId };
    }
    case 'proposed': {
      if (!body.proposedStart) throw appError('VALIDATION', tourMessages.proposedStartRequired);
      const start = new Date(body.proposedStart);
      const end = new Date(start.getTime() + collaboration.tourProposalMs);
      checkWindow(start, end, now, zoneOf(row));
      return { proposal: { start, end }, confirmedWindowId: null };
    }
    case 'completed': {
      // Not before the showing has begun (REQ-TOUR-COMPLETE): the time is the confirmed window's.
      const windows = await windowsOf(db, [row.id]);
      const window = windows.find((candidate) => candidate.id === row.confirmedWindowId);
      if (window && window.startAt.getTime() > now.getTime())
        throw appError(
          'CONFLICT',
          tourMessages.completeBeforeStart(whenOf(window, zoneOf(row)) ?? ''),
        );
      return {};
    }
    case 'declined':
      if (!body.reason) throw appError('VALIDATION', tourMessages.reasonRequired);
      return { reason: body.reason };
    case 'canceled':
      return { reason: body.reason || null };
    default:
      return {};
  }
};

const refuse = (from: TourState, side: TourSide) => {
  const allowed = allowedTourTransitions(from, side);
  return conflictAllowing(tourMessages.illegalTransition(from, allowed), allowed);
};

/**
 * Tells one person of a change, in its transaction: the tour's state and time on the home's
 * clock, and with a confirmation the `.ics` its e-mail attaches (each member their own, ADR 049).
 */
const tellOne = async (
  { emit, display }: ToursDeps,
  tx: Db,
  id: string,
  userId: string,
  side: TourSide,
) => {
  const row = await findTour(tx, id);
  if (!row) return;
  const windows = await windowsOf(tx, [row.id]);
  const window = mainWindowOf(row, windows);
  // Told to a member, the home is named as the buyer may see it (REQ-DISPLAY-ADDRESS).
  const shown = addressDisplayFor(display, row, side);
  const address = addressOf(placeFor(row, shown)) ?? row.listingKey;
  const lines = listingLinesFor(display, row, side);
  await emit(tx, {
    type: 'tour-changed',
    userId,
    tourId: row.id,
    listingKey: row.listingKey,
    address,
    state: row.state,
    buyerName: row.buyerUsername,
    at: row.updatedAt.toISOString(),
    when: whenOf(window, zoneOf(row)),
    ...(row.state === 'confirmed' && window
      ? {
          calendar: tourCalendarFile({
            row,
            window,
            address,
            onRequest: shown === 'on-request',
            attribution: lines.attribution?.full ?? null,
            disclaimer: lines.disclaimer,
            sequence: windows.filter((candidate) => candidate.by === 'realtor').length,
          }),
        }
      : {}),
  });
};

/**
 * POST tours/{id}/transition: the change `tourTransitions` allows this side from the tour's state,
 * else 409 naming the allowed ones. Written only if the state is still the one read, so of two
 * racing changes one wins; the other is the same 409 from the state it lost to.
 */
export const transitionTour = async (
  deps: ToursDeps,
  actor: Actor,
  id: string,
  body: TransitionBody,
) => {
  const { db, clock } = deps;
  const row = await ownTour(db, actor, id);
  const side = sideOf(actor);
  if (!canTransitionTour(row.state, body.to, side)) throw refuse(row.state, side);
  const now = clock.now();
  const change = await changeOf(db, row, body, now);
  const moved = await db.transaction(async (tx) => {
    const answered = side === 'realtor' && row.state === 'requested';
    if (
      !(await moveTour(tx, { id: row.id, from: row.state, to: body.to, now, answered, ...change }))
    )
      return false;
    // Every member but the one who moved it, and the household's realtor now (not the one stored
    // when the tour was asked, REQ-TEAM-MOVE-BUYER) unless they moved it: each once (ADR 049).
    const members = await householdMembers(tx, row.buyerId);
    const realtorId = members[0]?.supervisorId;
    for (const member of members)
      if (member.id !== actor.id) await tellOne(deps, tx, row.id, member.id, 'buyer');
    if (realtorId && realtorId !== actor.id) await tellOne(deps, tx, row.id, realtorId, 'realtor');
    return true;
  });
  if (!moved) {
    const current = await findTour(db, row.id);
    throw refuse(current?.state ?? row.state, side);
  }
  return answer(deps, actor, row.id);
};

/**
 * POST tours/{id}/verdict: the buyer's Love / Maybe / No once the tour is completed, saved once as
 * their note on the home (shared unless they say private). The realtor may not give it (403).
 */
export const giveVerdict = async (deps: ToursDeps, actor: Actor, id: string, body: VerdictBody) => {
  const { db, clock } = deps;
  const row = await ownTour(db, actor, id);
  if (sideOf(actor) !== 'buyer') throw appError('FORBIDDEN');
  if (row.state !== 'completed') throw appError('CONFLICT', tourMessages.verdictOnlyCompleted);
  const now = clock.now();
  const given = await db.transaction(async (tx) => {
    if (!(await setVerdict(tx, { id: row.id, verdict: body.verdict as TourVerdict, now })))
      return false;
    // Saved as the buyer's note on the home by the notes module.
    await deps.emit(tx, {
      type: 'tour-verdict-given',
      tourId: row.id,
      buyerId: row.buyerId,
      actorId: actor.id,
      listingKey: row.listingKey,
      verdict: body.verdict,
      note: body.note,
      visibility: body.visibility,
      at: now.toISOString(),
    });
    return true;
  });
  if (!given) throw appError('CONFLICT', tourMessages.verdictGiven);
  return answer(deps, actor, row.id);
};

/** What the `.ics` is made of: a confirmed (or completed) tour's window, else 409. */
export const calendarSourceOf = async (
  { db, display }: Pick<ToursDeps, 'db' | 'display'>,
  actor: Actor,
  id: string,
) => {
  const row = await ownTour(db, actor, id);
  if (row.state !== 'confirmed' && row.state !== 'completed')
    throw appError('CONFLICT', tourMessages.icsOnlyConfirmed);
  const windows = await windowsOf(db, [row.id]);
  const window = windows.find((candidate) => candidate.id === row.confirmedWindowId);
  if (!window) throw appError('CONFLICT', tourMessages.icsOnlyConfirmed);
  const side = sideOf(actor);
  const shown = addressDisplayFor(display, row, side);
  const lines = listingLinesFor(display, row, side);
  return {
    row,
    window,
    address: addressOf(placeFor(row, shown)) ?? row.listingKey,
    onRequest: shown === 'on-request',
    attribution: lines.attribution?.full ?? null,
    disclaimer: lines.disclaimer,
    sequence: windows.filter((candidate) => candidate.by === 'realtor').length,
  };
};
