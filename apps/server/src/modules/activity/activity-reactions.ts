import { subscribe, type EventOf, type ReactionContext } from '../../platform/events';
import { sharedNoteText } from '../notes';
import { findHouseholdId as householdOf } from '../../platform/policy/households.queries';
import { deleteEvents, insertEvent, markRestored } from './activity.queries';

/**
 * A household's home event as a line of its realtor's feed, at the change's own time, naming the
 * member who did it (ADR 049; the buyer whose id the household has, for events of before).
 */
const line =
  (kind: 'liked' | 'unliked' | 'added-from-search') =>
  async (event: EventOf<'home-liked' | 'home-unliked' | 'home-added'>, { db }: ReactionContext) => {
    await insertEvent(db, {
      buyerId: event.buyerId,
      actorId: event.actorId ?? event.buyerId,
      kind,
      listingKey: event.listingKey,
      at: new Date(event.at),
    });
  };

/**
 * What the realtor's feed records of other modules' events (ADR 033, 043): the buyer's likes,
 * unlikes, removals (and their undoing), additions from the search, shared notes and tour
 * requests. A reaction may come late (a retry): each line carries the change's own time, and a
 * note no longer shared makes no line.
 */
export const activitySubscribers = [
  subscribe('activity.liked', 'home-liked', line('liked')),
  subscribe('activity.unliked', 'home-unliked', line('unliked')),
  subscribe('activity.added-from-search', 'home-added', line('added-from-search')),
  subscribe('activity.removed', 'home-removed', async (event, { db }) => {
    // A realtor's own removal (through Rela) is not the buyer's activity.
    if (event.actorId && (await householdOf(db, event.actorId)) !== event.buyerId) return;
    await insertEvent(db, {
      buyerId: event.buyerId,
      actorId: event.actorId ?? event.buyerId,
      kind: 'removed',
      listingKey: event.listingKey,
      data: event.reason ? { reason: event.reason } : {},
      at: new Date(event.at),
    });
  }),
  subscribe('activity.restored', 'home-restored', async (event, { db }) => {
    await markRestored(db, { ...event, at: new Date(event.at) });
  }),
  subscribe('activity.tour-requested', 'tour-requested', async (event, { db }) => {
    await insertEvent(db, {
      buyerId: event.buyerId,
      actorId: event.actorId ?? event.buyerId,
      kind: 'tour-requested',
      listingKey: event.listingKey,
      data: { tourId: event.tourId },
      at: new Date(event.at),
    });
  }),
  // A member's own note once shared with the realtor (never a `household` one, ADR 049); an
  // edit's new text is the notice's, the line stays.
  subscribe('activity.noted', 'note-shared', async (event, { db }) => {
    if (event.change === 'edited' || event.visibility === 'household') return;
    if ((await householdOf(db, event.authorId)) !== event.buyerId) return;
    if ((await sharedNoteText(db, event.noteId)) === undefined) return;
    await insertEvent(db, {
      buyerId: event.buyerId,
      actorId: event.authorId,
      kind: 'noted',
      listingKey: event.listingKey,
      data: { noteId: event.noteId },
      at: new Date(event.at),
    });
  }),
  // A buyer's problem report (ADR 048): its words are the line's, for the realtor to act on.
  // `buyerId` is the reporter: the line is their household's, naming them (ADR 049).
  subscribe('activity.problem-reported', 'listing-problem-reported', async (event, { db }) => {
    const householdId = await householdOf(db, event.buyerId);
    if (!householdId) return;
    await insertEvent(db, {
      buyerId: householdId,
      actorId: event.buyerId,
      kind: 'problem-reported',
      listingKey: event.listingKey,
      data: { reportId: event.reportId, text: event.text },
      at: new Date(event.at),
    });
  }),
  // Made "Only me" or deleted: no longer a `noted` line of the feed, nor one of the counts above it.
  subscribe('activity.noted-withdrawn', 'note-unshared', async (event, { db }) => {
    await deleteEvents(db, {
      buyerId: event.buyerId,
      kind: 'noted',
      listingKey: event.listingKey,
      data: { noteId: event.noteId },
    });
  }),
];
