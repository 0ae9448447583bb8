import { isUuid, savedSearchMessages } from '@rela/contracts';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { appError } from '../../../platform/errors';
import type { Actor } from '../../../platform/policy/policy';
import {
  decideSuggestion,
  findRealtorSuggestion,
  listPendingSuggestions,
} from './saved-searches.queries';

/**
 * Adds homes to a buyer's list as the realtor's send does (buyer-homes' command, passed in by
 * app.ts): the policy check and the order, on the given database (the decision's transaction),
 * where it also emits `homes-sent` (the buyer's "{realtor} added" notice, ADR 043). Answers the
 * keys it added.
 */
export type SendHomes = (
  db: Db,
  actor: Actor,
  params: { username: string; listingKeys: readonly string[]; suggestionId: string },
) => Promise<{ added: readonly string[] }>;

export type SuggestionDeps = {
  db: Db;
  clock: Clock;
  sendHomes: SendHomes;
  /** The buyer's list changed and is committed: the copies kept in memory go (ADR 018). */
  homesChanged?: (buyerId: string) => void;
};

/** A realtor's pending suggestions, newest first, each naming its buyer. */
export const listSuggestions = async ({ db }: Pick<SuggestionDeps, 'db'>, actor: Actor) => ({
  items: (await listPendingSuggestions(db, actor.id)).map((row) => ({
    id: row.id,
    listingKey: row.listingKey,
    buyerUsername: row.buyerUsername,
    savedSearchId: row.savedSearchId,
    createdAt: row.createdAt.toISOString(),
  })),
});

/** One of the realtor's suggestions: the 404 of an id nobody has, the 409 of one decided. */
const pendingOf = async (db: Db, actor: Actor, id: string) => {
  const suggestion = isUuid(id)
    ? await findRealtorSuggestion(db, { id, realtorId: actor.id })
    : null;
  if (!suggestion) throw appError('NOT_FOUND');
  if (suggestion.status !== 'pending') throw decided();
  return suggestion;
};

const decided = () => appError('CONFLICT', savedSearchMessages.suggestionDecided);

/**
 * Decides a pending suggestion once, whoever asks at the same moment: the conditional update
 * (`where status = 'pending'`) and what the decision does (`then`) in one transaction, so of an
 * approval and a dismissal at once one wins and the other gets 409, and a failed send leaves it
 * pending.
 */
const decide = <T>(
  deps: SuggestionDeps,
  id: string,
  status: 'approved' | 'dismissed',
  then: (tx: Db) => Promise<T>,
) =>
  deps.db.transaction(async (tx) => {
    if (!(await decideSuggestion(tx, { id, status, at: deps.clock.now() }))) throw decided();
    return then(tx);
  });

/**
 * The realtor approves a suggestion: the home goes to the buyer's list through the send of homes
 * (which checks the realtor is still the buyer's own), in the decision's transaction, and the
 * buyer's notice is emitted with it, so it comes once the approval is committed.
 */
export const approveSuggestion = async (deps: SuggestionDeps, actor: Actor, id: string) => {
  const suggestion = await pendingOf(deps.db, actor, id);
  const { added } = await decide(deps, id, 'approved', (tx) =>
    deps.sendHomes(tx, actor, {
      username: suggestion.buyerUsername,
      listingKeys: [suggestion.listingKey],
      suggestionId: id,
    }),
  );
  // Told again once committed: a read between the send and the commit kept the old list.
  if (added.length > 0) deps.homesChanged?.(suggestion.buyerId);
  return { id };
};

/** The realtor dismisses a suggestion: the buyer never hears of it. */
export const dismissSuggestion = async (deps: SuggestionDeps, actor: Actor, id: string) => {
  await pendingOf(deps.db, actor, id);
  await decide(deps, id, 'dismissed', async () => undefined);
  return { id };
};
