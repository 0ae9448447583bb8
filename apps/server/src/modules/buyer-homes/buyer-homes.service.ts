import {
  isClient,
  type BuyerListingKeys,
  type BuyerListingKeysResponse,
  type HomeAdder,
  type LikeResponse,
  type RemoveListingKeyResponse,
  propertiesMessages,
  type RemovalReason,
  serverMessages,
  type UndoRemovalResponse,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import { announce } from '../../platform/cache/cached-reads';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import type { ReadCache } from '../../platform/cache/read-cache';
import { appError } from '../../platform/errors';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import type { HouseholdOf } from '../../platform/policy/households.queries';
import { can, enforce, type Actor } from '../../platform/policy/policy';
import type { WithheldOf } from '../replica';
import { findAdder, findUserByUsername, listBuyerHomes, setHomeLiked } from './buyer-homes.queries';
import { removeUndoably, undoExpiresAt, undoRemoval } from './home-removals';

/**
 * A household's homes as kept in memory: the keys, per liked key its members' ids (by when they
 * liked it), each addition (who, by id, and when) once, and per key its addition's index; a read
 * then does no work a home beyond writing the answer.
 */
export type StoredHomes = Pick<BuyerListingKeys, 'listingKeys'> & {
  likedBy: ReadonlyMap<string, readonly string[]>;
  batches: readonly { by: string | null; at: string }[];
  batch: number[];
};

/**
 * The database, the clock, each buyer's homes kept in memory (the writes tell its bus), and the
 * names of the users who added homes (kept until that user changes: the users table tells it).
 */
export type BuyerHomesDeps = {
  db: Db;
  clock: Clock;
  homes: ReadCache<StoredHomes>;
  adders: ReadCache<HomeAdder | null>;
  /**
   * Tells other modules of each like, unlike, removal and undone removal, in its transaction
   * (the realtor's activity feed, ADR 043).
   */
  emit: Emit;
  /** The caller's household (ADR 049), read through its cache. */
  householdOf: HouseholdOf;
  /** Which listings their sellers withheld (REQ-DISPLAY-WITHHELD), read through its cache. */
  withheld: WithheldOf;
};

type HomeRow = {
  listingKey: string;
  likedBy: readonly string[];
  addedBy: string | null;
  addedAt: Date;
};

const storedOf = (homes: readonly HomeRow[]): StoredHomes => {
  const batches: { by: string | null; at: string }[] = [];
  const indexes = new Map<string | null, Map<number, number>>();
  const batch = homes.map(({ addedBy, addedAt }) => {
    const byTime = indexes.get(addedBy) ?? new Map<number, number>();
    indexes.set(addedBy, byTime);
    let index = byTime.get(addedAt.getTime());
    if (index === undefined) {
      index = batches.push({ by: addedBy, at: addedAt.toISOString() }) - 1;
      byTime.set(addedAt.getTime(), index);
    }
    return index;
  });
  return {
    listingKeys: homes.map((home) => home.listingKey),
    likedBy: new Map(
      homes.flatMap((home) => (home.likedBy.length > 0 ? [[home.listingKey, home.likedBy]] : [])),
    ),
    batches,
    batch,
  };
};

const homesOf = ({ db, homes }: BuyerHomesDeps, buyerId: string) =>
  homes.get(buyerId, async () => storedOf(await listBuyerHomes(db, { buyerId })));

const adderOf = ({ db, adders }: BuyerHomesDeps, userId: string) =>
  adders.get(userId, async () => {
    const row = await findAdder(db, { userId });
    if (!row) return null;
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
    return { name: name || row.username, username: row.username };
  });

/**
 * Whose likes the answer's `likedKeys` are (ADR 049): a member's own (`self`, their user id), or
 * any member's (a realtor's view of the household's list).
 */
type LikesOf = { self: string } | 'anyone';

/**
 * The keys of spec 001 and who added each home and when (`HomeAdditions`): each adder (name and
 * username) once, each addition once, and per key, in the keys' order, its addition's index. The
 * liked keys are the caller's own (a realtor's: any member's), and `likedBy` names per liked key
 * the members who like it (usernames, by when they liked it; a deleted member's likes are gone),
 * but for a member not the keys only they like (absent when none is left).
 */
const answerOf = async (
  deps: BuyerHomesDeps,
  buyerId: string,
  likesOf: LikesOf,
): Promise<BuyerListingKeys> => {
  const stored = await homesOf(deps, buyerId);
  const { listingKeys, batches, batch } = stored;
  const likedKeys = listingKeys.filter((key) => {
    const members = stored.likedBy.get(key);
    return members !== undefined && (likesOf === 'anyone' || members.includes(likesOf.self));
  });
  const likedBy: Record<string, string[]> = {};
  for (const key of listingKeys) {
    const members = stored.likedBy.get(key);
    // A member's own answer leaves out the homes only they like: their `likedKeys` say it.
    if (!members || (likesOf !== 'anyone' && members.length === 1 && members[0] === likesOf.self))
      continue;
    const names: string[] = [];
    for (const id of members) {
      const member = await adderOf(deps, id);
      if (member) names.push(member.username);
    }
    if (names.length > 0) likedBy[key] = names;
  }
  const ids = [...new Set(batches.flatMap(({ by }) => (by ? [by] : [])))];
  const adders: HomeAdder[] = [];
  const adderIndex = new Map<string, number>();
  for (const id of ids) {
    const adder = await adderOf(deps, id);
    if (adder) adderIndex.set(id, adders.push(adder) - 1);
  }
  const additions = {
    adders,
    batches: batches.map(({ by, at }) => ({
      by: by === null ? null : (adderIndex.get(by) ?? null),
      at,
    })),
    // Kept, never changed: the answer shares it.
    batch,
  };
  return {
    listingKeys,
    likedKeys,
    ...(Object.keys(likedBy).length > 0 ? { likedBy } : {}),
    additions,
  };
};

/**
 * The answer as a buyer gets it (REQ-DISPLAY-WITHHELD): without the homes whose seller opted out
 * of internet display since they were added (for the buyer, as if the MLS never had them). Their
 * realtor's view of the list keeps them; the properties call marks them.
 */
const asClientSees = async (
  withheld: WithheldOf,
  answer: BuyerListingKeys,
): Promise<BuyerListingKeys> => {
  const hidden = await withheld(answer.listingKeys);
  if (hidden.size === 0) return answer;
  const { listingKeys, likedKeys, likedBy, additions } = answer;
  const kept = listingKeys.flatMap((key, index) => (hidden.has(key) ? [] : [index]));
  return {
    listingKeys: kept.map((index) => listingKeys[index] as string),
    likedKeys: likedKeys.filter((key) => !hidden.has(key)),
    ...(likedBy
      ? {
          likedBy: Object.fromEntries(Object.entries(likedBy).filter(([key]) => !hidden.has(key))),
        }
      : {}),
    ...(additions
      ? {
          additions: { ...additions, batch: kept.map((index) => additions.batch[index] as number) },
        }
      : {}),
  };
};

/**
 * The answer a caller of the actor's role gets: a buyer's own likes and without withheld homes; a
 * realtor's with every member's likes.
 */
const answerFor = async (deps: BuyerHomesDeps, actor: Actor, buyerId: string) => {
  const answer = await answerOf(
    deps,
    buyerId,
    isClient(actor.role) ? { self: actor.id } : 'anyone',
  );
  return isClient(actor.role) ? asClientSees(deps.withheld, answer) : answer;
};

/** Decisions about the actor's own homes need no supervisor chain. */
const noChain = hierarchyFromChains(new Map());

/** A key the buyer does not have, or a caller who has no homes at all. */
const propertyNotFound = () => appError('NOT_FOUND', propertiesMessages.notFound);

/** The household whose list the actor changes: their own; 404 for a caller who has none. */
const requireOwnHomes = async (deps: Pick<BuyerHomesDeps, 'householdOf'>, actor: Actor) => {
  const householdId = can(actor, 'change-buyer-homes', actor, noChain)
    ? await deps.householdOf(actor.id)
    : null;
  if (!householdId) throw propertyNotFound();
  return householdId;
};

/**
 * The signed-in user's own homes; every role but buyer has none. A buyer's leave out the homes
 * whose seller opted out of internet display (REQ-DISPLAY-WITHHELD).
 */
export const myListingKeys = async (
  deps: BuyerHomesDeps,
  actor: Actor,
): Promise<BuyerListingKeys> => {
  const householdId = can(actor, 'read-buyer-homes', actor, noChain)
    ? await deps.householdOf(actor.id)
    : null;
  if (!householdId) return { listingKeys: [], likedKeys: [] };
  return answerFor(deps, actor, householdId);
};

/** A buyer's homes for that buyer and their chain; 404 for anyone else and for a non-buyer. */
export const buyerListingKeys = async (
  deps: BuyerHomesDeps,
  actor: Actor,
  username: string,
): Promise<BuyerListingKeysResponse> => {
  const target = await findUserByUsername(deps.db, { username });
  if (!target) throw appError('NOT_FOUND');
  enforce(actor, 'read-buyer-homes', target, await loadHierarchy(deps.db, [target.id]));
  // A buyer reads their own household's list; anyone allowed reads the target's household's.
  const householdId =
    target.id === actor.id ? await deps.householdOf(actor.id) : target.householdId;
  if (!householdId) throw appError('NOT_FOUND');
  return { status: 200, data: await answerFor(deps, actor, householdId) };
};

/** Like or unlike one of the buyer's own homes: one update, idempotent; 404 when not theirs. */
export const setLiked = async (
  deps: BuyerHomesDeps,
  actor: Actor,
  params: { listingKey: string; liked: boolean },
): Promise<LikeResponse> => {
  const { db, clock, homes, emit } = deps;
  const buyerId = await requireOwnHomes(deps, actor);
  const row = await db.transaction(async (tx) => {
    const changed = await setHomeLiked(tx, { buyerId, userId: actor.id, ...params }, undefined);
    if (changed)
      await emit(tx, {
        type: changed.liked ? 'home-liked' : 'home-unliked',
        buyerId,
        actorId: actor.id,
        listingKey: params.listingKey,
        at: clock.now().toISOString(),
      });
    return changed;
  });
  // Told once committed, so that no read in between keeps the old list.
  announce(homes.bus, 'buyerHomes', buyerId);
  if (!row) throw propertyNotFound();
  const message = row.liked ? serverMessages.propertyLiked : serverMessages.propertyUnliked;
  return { status: 200, message, liked: row.liked };
};

/**
 * Removes one of the buyer's own homes, undoably: 404 when not theirs (or removed already); the
 * answer carries the undo token and when it expires.
 */
export const removeHome = async (
  deps: BuyerHomesDeps,
  actor: Actor,
  listingKey: string,
  /** The buyer's optional why, for their realtor's feed (ADR 033). */
  reason?: RemovalReason,
): Promise<RemoveListingKeyResponse> => {
  const { db, clock, homes, emit } = deps;
  const buyerId = await requireOwnHomes(deps, actor);
  const now = clock.now();
  const removal = await removeUndoably(
    db,
    { buyerId, scope: { listingKeys: [listingKey] }, now },
    homes.bus,
    (tx, done) =>
      emit(tx, {
        type: 'home-removed',
        buyerId,
        actorId: actor.id,
        listingKey,
        ...(reason ? { reason } : {}),
        removal: { undoToken: done.undoToken, homes: done.homes.length },
        at: now.toISOString(),
      }),
  );
  if (!removal) throw propertyNotFound();
  return {
    status: 200,
    message: serverMessages.propertyRemoved,
    undoToken: removal.undoToken,
    undoExpiresAt: undoExpiresAt(removal.removedAt).toISOString(),
  };
};

/**
 * Undoes one of the buyer's own removals by its token: the homes come back as they were. 404 for a
 * token that is not the buyer's (or was used), 409 once the undo window has passed.
 */
export const undoHomeRemoval = async (
  deps: BuyerHomesDeps,
  actor: Actor,
  undoToken: string,
): Promise<UndoRemovalResponse> => {
  const { db, clock, homes, emit } = deps;
  const buyerId = await requireOwnHomes(deps, actor);
  const now = clock.now();
  const outcome = await undoRemoval(
    db,
    { buyerId, undoToken, now },
    homes.bus,
    async (tx, listingKeys) => {
      for (const listingKey of listingKeys)
        await emit(tx, {
          type: 'home-restored',
          buyerId,
          actorId: actor.id,
          listingKey,
          at: now.toISOString(),
        });
    },
  );
  if (!outcome.ok && outcome.reason === 'expired') {
    throw appError('CONFLICT', propertiesMessages.undoExpired);
  }
  if (!outcome.ok) throw appError('NOT_FOUND');
  return {
    status: 200,
    message: serverMessages.removalUndone(outcome.listingKeys.length),
    listingKeys: outcome.listingKeys,
  };
};
