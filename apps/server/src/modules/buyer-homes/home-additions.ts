import {
  type AddMyListingKeyResponse,
  complianceMessages,
  propertiesMessages,
  type SendListingKeysResponse,
  serverMessages,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import { announce, type Announcer } from '../../platform/cache/cached-reads';
import type { Clock } from '../../platform/clock';
import type { Emit } from '../../platform/events';
import { appError } from '../../platform/errors';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import type { HouseholdOf } from '../../platform/policy/households.queries';
import { can, enforce, type Actor } from '../../platform/policy/policy';
import { withheldListingKeys } from '../replica';
import { addHomes, findUserByUsername, listedKeys } from './buyer-homes.queries';

/**
 * The database, the clock, the bus the buyer-homes writes tell, and the MLS's answer to "which of these keys
 * do you have" (a failure of the MLS is a 503, thrown by it).
 */
export type HomeAdditionsDeps = {
  db: Db;
  clock: Clock;
  bus: Announcer;
  knownListingKeys: (listingKeys: readonly string[]) => Promise<ReadonlySet<string>>;
  /**
   * Tells other modules, in the addition's transaction, of a buyer's own addition (the feed) and
   * of a send that added homes (the buyer's notice) (ADR 043).
   */
  emit: Emit;
  /** The caller's household (ADR 049): a buyer adds to their household's list. */
  householdOf: HouseholdOf;
};

/** Decisions about the actor's own homes need no supervisor chain. */
const noChain = hierarchyFromChains(new Map());

/**
 * A buyer adds a home to the end of their own list (REQ-HOMES-ADD). Idempotent: a key already there
 * gets the same answer and nothing changes (the MLS is not asked). 404 for a key the MLS does not
 * have, and for a non-buyer, as for the buyer's other changes.
 */
export const addMyListingKey = async (
  { db, clock, bus, knownListingKeys, emit, householdOf }: HomeAdditionsDeps,
  actor: Actor,
  listingKey: string,
): Promise<AddMyListingKeyResponse> => {
  const buyerId = can(actor, 'add-buyer-homes', actor, noChain)
    ? await householdOf(actor.id)
    : null;
  if (!buyerId) throw appError('NOT_FOUND', propertiesMessages.notFound);
  const answer = { status: 200, message: serverMessages.propertyAdded, listingKey } as const;
  // A listing its seller keeps off the internet is, for a buyer, one the MLS does not have
  // (REQ-DISPLAY-WITHHELD): asked before and after the MLS (which may bring it into the replica).
  const notFound = async () =>
    (await withheldListingKeys(db, [listingKey])).has(listingKey)
      ? appError('NOT_FOUND', propertiesMessages.notFound)
      : null;
  const hidden = await notFound();
  if (hidden) throw hidden;
  if ((await listedKeys(db, { buyerId, listingKeys: [listingKey] })).has(listingKey)) {
    return answer;
  }
  if (!(await knownListingKeys([listingKey])).has(listingKey)) {
    throw appError('NOT_FOUND', propertiesMessages.notFound);
  }
  const hiddenSince = await notFound();
  if (hiddenSince) throw hiddenSince;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const added = await addHomes(
      tx,
      { buyerId, addedBy: actor.id, addedAt: now, homes: [{ listingKey }] },
      undefined,
    );
    if (added.length > 0)
      await emit(tx, {
        type: 'home-added',
        buyerId,
        actorId: actor.id,
        listingKey,
        at: now.toISOString(),
      });
  });
  // Told once committed, so that no read in between keeps the old list.
  announce(bus, 'buyerHomes', buyerId);
  return answer;
};

/**
 * A realtor sends homes to one of their own buyers (REQ-HOMES-SEND): the new keys go to the end of
 * the buyer's list in the order sent, marked as added by the realtor; keys the buyer has stay where
 * they are. Anyone but the buyer's own realtor gets the 404 of a username nobody has. A key the MLS
 * does not have refuses the whole send (404 naming those keys) and nothing is added (ADR 026); so
 * does one whose seller opted out of internet display (409 `NOT_FOR_CLIENTS`, REQ-DISPLAY-WITHHELD).
 */
export const sendListingKeys = async (
  { db, clock, bus, knownListingKeys, emit }: Omit<HomeAdditionsDeps, 'householdOf'>,
  actor: Actor,
  params: { username: string; listingKeys: readonly string[]; suggestionId?: string },
): Promise<SendListingKeysResponse> => {
  const buyer = await findUserByUsername(db, { username: params.username });
  if (!buyer) throw appError('NOT_FOUND');
  enforce(actor, 'send-buyer-homes', buyer, await loadHierarchy(db, [buyer.id]));
  // The homes go to the buyer's household's list (ADR 049).
  const buyerId = buyer.householdId;
  if (!buyerId) throw appError('NOT_FOUND');
  const sent = [...new Set(params.listingKeys)];
  const listed = await listedKeys(db, { buyerId, listingKeys: sent });
  const fresh = sent.filter((key) => !listed.has(key));
  if (fresh.length > 0) {
    const known = await knownListingKeys(fresh);
    const unknown = fresh.filter((key) => !known.has(key));
    if (unknown.length > 0) throw appError('NOT_FOUND', serverMessages.notInMls(unknown));
  }
  // Every caller's send (by hand, Rela's, an approved suggestion's) refuses a listing its seller
  // keeps off client display, whole, before anything is written (REQ-DISPLAY-WITHHELD).
  if ((await withheldListingKeys(db, sent)).size > 0) {
    throw appError('NOT_FOR_CLIENTS', complianceMessages.notForClients.cannotSend);
  }
  const now = clock.now();
  // In the caller's transaction when `db` is one (an approved suggestion's): the send and what it
  // tells commit with the approval.
  const addedInOrder = await db.transaction(async (tx) => {
    const added = await addHomes(
      tx,
      {
        buyerId,
        addedBy: actor.id,
        addedAt: now,
        homes: fresh.map((listingKey) => ({ listingKey })),
      },
      undefined,
    );
    const addedKeys = new Set(added.map((home) => home.listingKey));
    const inOrder = fresh.filter((key) => addedKeys.has(key));
    if (inOrder.length > 0)
      await emit(tx, {
        type: 'homes-sent',
        buyerId: buyer.id,
        senderId: actor.id,
        listingKeys: inOrder,
        ...(params.suggestionId ? { suggestionId: params.suggestionId } : {}),
        at: now.toISOString(),
      });
    return inOrder;
  });
  announce(bus, 'buyerHomes', buyerId);
  const addedKeys = new Set(addedInOrder);
  return {
    status: 200,
    message: serverMessages.propertiesSent(sent.length),
    added: addedInOrder,
    alreadyListed: sent.filter((key) => !addedKeys.has(key)),
  };
};
