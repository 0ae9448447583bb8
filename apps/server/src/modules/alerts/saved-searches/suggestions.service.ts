import { isUuid } from '@rela/contracts';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { appError } from '../../../platform/errors';
import type { Actor } from '../../../platform/policy/policy';
import {
  decideSuggestion,
  findPendingSuggestion,
  listPendingSuggestions,
} from './saved-searches.queries';

/**
 * Adds homes to a buyer's list as the realtor's send does (buyer-homes' logic, passed in by
 * app.ts): the policy check, the order, and the buyer's "{realtor} added N homes" notice.
 */
export type SendHomes = (
  actor: Actor,
  params: { username: string; listingKeys: readonly string[] },
) => Promise<unknown>;

export type SuggestionDeps = { db: Db; clock: Clock; sendHomes: SendHomes };

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

/** One of the realtor's pending suggestions, or the 404 of an id nobody has. */
const pendingOf = async (db: Db, actor: Actor, id: string) => {
  const suggestion = isUuid(id)
    ? await findPendingSuggestion(db, { id, realtorId: actor.id })
    : null;
  if (!suggestion) throw appError('NOT_FOUND');
  return suggestion;
};

/**
 * The realtor approves a suggestion: the home goes to the buyer's list through the send of homes
 * (which checks the realtor is still the buyer's own, and tells the buyer), then it is decided.
 */
export const approveSuggestion = async (deps: SuggestionDeps, actor: Actor, id: string) => {
  const suggestion = await pendingOf(deps.db, actor, id);
  await deps.sendHomes(actor, {
    username: suggestion.buyerUsername,
    listingKeys: [suggestion.listingKey],
  });
  await decideSuggestion(deps.db, { id, status: 'approved', at: deps.clock.now() });
  return { id };
};

/** The realtor dismisses a suggestion: the buyer never hears of it. */
export const dismissSuggestion = async (deps: SuggestionDeps, actor: Actor, id: string) => {
  await pendingOf(deps.db, actor, id);
  if (!(await decideSuggestion(deps.db, { id, status: 'dismissed', at: deps.clock.now() }))) {
    throw appError('NOT_FOUND');
  }
  return { id };
};
