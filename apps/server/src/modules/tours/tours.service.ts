import {
  allowedTourTransitions,
  canTransitionTour,
  collaboration,
  isUuid,
  tourMessages,
  type NoteVisibility,
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
import { appError, conflictAllowing } from '../../platform/errors';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { enforce, type Actor } from '../../platform/policy/policy';
import { overlapsOf } from './tour-overlaps';
import { addressOf, sideOf, tourTime, viewOf } from './tour-view';
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

/** A tour's news for the other side (`modules/alerts` tour notices, passed in by app.ts). */
export type TourNewsListener = (news: {
  userId: string;
  tourId: string;
  listingKey: string;
  address: string;
  state: TourState;
  buyerName: string;
  at: Date;
}) => Promise<void>;

/** The buyer's verdict saved as their note on the home (the notes' writer, passed in by app.ts). */
export type VerdictNoteWriter = (note: {
  buyerId: string;
  authorId: string;
  listingKey: string;
  text: string;
  visibility: NoteVisibility;
  at: Date;
}) => Promise<void>;

/** A buyer asked for a tour (the activity feed's `tour-requested`, passed in by app.ts). */
export type TourRequestedListener = (event: {
  buyerId: string;
  listingKey: string;
  tourId: string;
  at: Date;
}) => Promise<void>;

export type ToursDeps = {
  db: Db;
  clock: Clock;
  onTourNews?: TourNewsListener;
  saveVerdictNote: VerdictNoteWriter;
  onTourRequested?: TourRequestedListener;
};

type CreateBody = z.output<typeof createTourBodySchema>;
type TransitionBody = z.output<typeof tourTransitionBodySchema>;
type VerdictBody = z.output<typeof tourVerdictBodySchema>;

const nameOf = (person: { firstName: string | null; lastName: string | null; username: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ').trim() || person.username;

/** Views of tours as `actor` sees them, by time; overlaps among the realtor's confirmed ones. */
const viewsFor = async (
  db: Db,
  actor: Actor,
  rows: readonly TourRow[],
  all: readonly TourRow[],
) => {
  const windows = await windowsOf(db, [...new Set([...rows, ...all].map((row) => row.id))]);
  const overlaps = overlapsOf(all, windows);
  return rows
    .map((row) => viewOf(row, windows, sideOf(actor, row), overlaps.get(row.id) ?? []))
    .sort((a, b) => tourTime(a).localeCompare(tourTime(b)) || a.id.localeCompare(b.id));
};

/** The realtor's confirmed tours (all their buyers'), against which overlaps are found. */
const realtorsTours = (db: Db, actor: Actor) =>
  actor.role === 'realtor' ? listTours(db, { supervisorId: actor.id }) : Promise.resolve([]);

/** One tour as the caller sees it, or 404 when it is not theirs (the `tour` policy). */
const ownTour = async (db: Db, actor: Actor, id: string) => {
  const row = isUuid(id) ? await findTour(db, id) : undefined;
  if (!row) throw appError('NOT_FOUND');
  enforce(
    actor,
    'tour',
    { id: row.buyerId, role: 'buyer' },
    await loadHierarchy(db, [row.buyerId]),
  );
  return row;
};

const answer = async (db: Db, actor: Actor, id: string): Promise<Tour> => {
  const row = await ownTour(db, actor, id);
  const [view] = await viewsFor(db, actor, [row], await realtorsTours(db, actor));
  if (!view) throw new Error('tour vanished');
  return view;
};

/** GET tours: a buyer's own; a realtor's buyers' (or the one named, else 404 as for a nobody). */
export const listToursOf = async (
  { db }: Pick<ToursDeps, 'db'>,
  actor: Actor,
  query: { buyer?: string },
) => {
  let buyerId: string | undefined;
  if (query.buyer !== undefined) {
    const buyer = await findPerson(db, { username: query.buyer });
    if (!buyer) throw appError('NOT_FOUND');
    enforce(actor, 'tour', buyer, await loadHierarchy(db, [buyer.id]));
    buyerId = buyer.id;
  }
  const all = await listTours(
    db,
    actor.role === 'realtor' ? { supervisorId: actor.id } : { buyerId: actor.id },
  );
  const rows = buyerId ? all.filter((row) => row.buyerId === buyerId) : all;
  return { items: await viewsFor(db, actor, rows, all) };
};

/** Each window starts in the future, lasts 15 minutes to 8 hours, and ends within 14 days. */
const checkWindow = (start: Date, end: Date, now: Date) => {
  if (start.getTime() <= now.getTime()) throw appError('VALIDATION', tourMessages.windowInPast);
  const length = end.getTime() - start.getTime();
  if (length < collaboration.tourWindowMinMs || length > collaboration.tourWindowMaxMs)
    throw appError('VALIDATION', tourMessages.windowOrder);
  if (end.getTime() > now.getTime() + collaboration.tourHorizonMs)
    throw appError('VALIDATION', tourMessages.windowTooFar);
};

/**
 * POST tours: a buyer asks their realtor for a tour of a home on their list. Another's home (or a
 * key nobody has) is answered alike; a home off the market, or a buyer with no realtor, is a 409.
 */
export const requestTour = async (deps: ToursDeps, actor: Actor, body: CreateBody) => {
  const { db, clock } = deps;
  if (actor.role !== 'buyer') throw appError('FORBIDDEN');
  if (!(await hasHome(db, actor.id, body.listingKey)))
    throw appError('NOT_FOUND', tourMessages.notInList);
  const now = clock.now();
  const windows = body.windows.map((window) => ({
    start: new Date(window.start),
    end: new Date(window.end),
  }));
  for (const window of windows) checkWindow(window.start, window.end, now);
  const buyer = await findPerson(db, { id: actor.id });
  const realtor = buyer?.supervisorId
    ? await findPerson(db, { id: buyer.supervisorId })
    : undefined;
  if (!buyer || !realtor || realtor.role !== 'realtor')
    throw appError('CONFLICT', tourMessages.noRealtor);
  const market = await marketOf(db, body.listingKey);
  if (market && !market.onMarket) throw appError('CONFLICT', tourMessages.offMarket);
  const id = await insertTour(db, {
    buyerId: actor.id,
    realtorId: realtor.id,
    listingKey: body.listingKey,
    note: body.note,
    now,
    windows,
  });
  const address = addressOf(market ?? {}) ?? body.listingKey;
  await deps.onTourNews?.({
    userId: realtor.id,
    tourId: id,
    listingKey: body.listingKey,
    address,
    state: 'requested',
    buyerName: nameOf(buyer),
    at: now,
  });
  await deps.onTourRequested?.({
    buyerId: actor.id,
    listingKey: body.listingKey,
    tourId: id,
    at: now,
  });
  return answer(db, actor, id);
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
      checkWindow(start, end, now);
      return { proposal: { start, end }, confirmedWindowId: null };
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
  const side = sideOf(actor, row);
  if (!canTransitionTour(row.state, body.to, side)) throw refuse(row.state, side);
  const now = clock.now();
  const change = await changeOf(db, row, body, now);
  const moved = await moveTour(db, { id: row.id, from: row.state, to: body.to, now, ...change });
  if (!moved) {
    const current = await findTour(db, row.id);
    throw refuse(current?.state ?? row.state, side);
  }
  // The buyer's realtor now, not the one stored when the tour was asked (REQ-TEAM-MOVE-BUYER).
  const other =
    side === 'buyer' ? (await findPerson(db, { id: row.buyerId }))?.supervisorId : row.buyerId;
  if (other)
    await deps.onTourNews?.({
      userId: other,
      tourId: row.id,
      listingKey: row.listingKey,
      address: addressOf(row) ?? row.listingKey,
      state: body.to,
      buyerName: row.buyerUsername,
      at: now,
    });
  return answer(db, actor, row.id);
};

/**
 * POST tours/{id}/verdict: the buyer's Love / Maybe / No once the tour is completed, saved once as
 * their note on the home (shared unless they say private). The realtor may not give it (403).
 */
export const giveVerdict = async (deps: ToursDeps, actor: Actor, id: string, body: VerdictBody) => {
  const { db, clock } = deps;
  const row = await ownTour(db, actor, id);
  if (sideOf(actor, row) !== 'buyer') throw appError('FORBIDDEN');
  if (row.state !== 'completed') throw appError('CONFLICT', tourMessages.verdictOnlyCompleted);
  const now = clock.now();
  if (!(await setVerdict(db, { id: row.id, verdict: body.verdict as TourVerdict, now })))
    throw appError('CONFLICT', tourMessages.verdictGiven);
  await deps.saveVerdictNote({
    buyerId: row.buyerId,
    authorId: actor.id,
    listingKey: row.listingKey,
    text: tourMessages.verdictNote(body.verdict, body.note),
    visibility: body.visibility,
    at: now,
  });
  return answer(db, actor, row.id);
};

/** What the `.ics` is made of: a confirmed (or completed) tour's window, else 409. */
export const calendarSourceOf = async ({ db }: Pick<ToursDeps, 'db'>, actor: Actor, id: string) => {
  const row = await ownTour(db, actor, id);
  if (row.state !== 'confirmed' && row.state !== 'completed')
    throw appError('CONFLICT', tourMessages.icsOnlyConfirmed);
  const windows = await windowsOf(db, [row.id]);
  const window = windows.find((candidate) => candidate.id === row.confirmedWindowId);
  if (!window) throw appError('CONFLICT', tourMessages.icsOnlyConfirmed);
  return {
    row,
    window,
    address: addressOf(row) ?? row.listingKey,
    sequence: windows.filter((candidate) => candidate.by === 'realtor').length,
  };
};
