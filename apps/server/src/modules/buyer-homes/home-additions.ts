import {
  type AddMyListingKeyResponse,
  propertiesMessages,
  type SendListingKeysResponse,
  serverMessages,
} from '@rela/contracts';
import type { Db } from '../../db/client';
import type { Announcer } from '../../platform/cache/cached-reads';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import { hierarchyFromChains } from '../../platform/policy/hierarchy';
import { loadHierarchy } from '../../platform/policy/hierarchy.queries';
import { can, enforce, type Actor } from '../../platform/policy/policy';
import { addHomes, findUserByUsername, listedKeys } from './buyer-homes.queries';
import type { BuyerActivityListener } from './buyer-homes.service';

/**
 * The database, the clock, the bus the buyer-homes writes tell, and the MLS's answer to "which of these keys
 * do you have" (a failure of the MLS is a 503, thrown by it).
 */
export type HomeAdditionsDeps = {
  db: Db;
  clock: Clock;
  bus: Announcer;
  knownListingKeys: (listingKeys: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Told of each send that added homes (the buyer's alert is written by whoever listens). */
  onHomesSent?: HomesSentListener;
  /** Told of each home a buyer added to their own list (the realtor's activity feed). */
  onBuyerActivity?: BuyerActivityListener;
};

/** Who sent which new homes to which buyer. */
export type HomesSentListener = (sent: {
  buyerId: string;
  senderId: string;
  listingKeys: readonly string[];
}) => Promise<void>;

/** Decisions about the actor's own homes need no supervisor chain. */
const noChain = hierarchyFromChains(new Map());

/**
 * A buyer adds a home to the end of their own list (REQ-HOMES-ADD). Idempotent: a key already there
 * gets the same answer and nothing changes (the MLS is not asked). 404 for a key the MLS does not
 * have, and for a non-buyer, as for the buyer's other changes.
 */
export const addMyListingKey = async (
  { db, clock, bus, knownListingKeys, onBuyerActivity }: HomeAdditionsDeps,
  actor: Actor,
  listingKey: string,
): Promise<AddMyListingKeyResponse> => {
  if (!can(actor, 'add-buyer-homes', actor, noChain)) {
    throw appError('NOT_FOUND', propertiesMessages.notFound);
  }
  const answer = { status: 200, message: serverMessages.propertyAdded, listingKey } as const;
  if ((await listedKeys(db, { buyerId: actor.id, listingKeys: [listingKey] })).has(listingKey)) {
    return answer;
  }
  if (!(await knownListingKeys([listingKey])).has(listingKey)) {
    throw appError('NOT_FOUND', propertiesMessages.notFound);
  }
  const added = await addHomes(
    db,
    { buyerId: actor.id, addedBy: actor.id, addedAt: clock.now(), homes: [{ listingKey }] },
    bus,
  );
  if (added.length > 0) {
    await onBuyerActivity?.({ buyerId: actor.id, kind: 'added-from-search', listingKey });
  }
  return answer;
};

/**
 * A realtor sends homes to one of their own buyers (REQ-HOMES-SEND): the new keys go to the end of
 * the buyer's list in the order sent, marked as added by the realtor; keys the buyer has stay where
 * they are. Anyone but the buyer's own realtor gets the 404 of a username nobody has. A key the MLS
 * does not have refuses the whole send (404 naming those keys) and nothing is added (ADR 026).
 */
export const sendListingKeys = async (
  { db, clock, bus, knownListingKeys, onHomesSent }: HomeAdditionsDeps,
  actor: Actor,
  params: { username: string; listingKeys: readonly string[] },
): Promise<SendListingKeysResponse> => {
  const buyer = await findUserByUsername(db, { username: params.username });
  if (!buyer) throw appError('NOT_FOUND');
  enforce(actor, 'send-buyer-homes', buyer, await loadHierarchy(db, [buyer.id]));
  const sent = [...new Set(params.listingKeys)];
  const listed = await listedKeys(db, { buyerId: buyer.id, listingKeys: sent });
  const fresh = sent.filter((key) => !listed.has(key));
  if (fresh.length > 0) {
    const known = await knownListingKeys(fresh);
    const unknown = fresh.filter((key) => !known.has(key));
    if (unknown.length > 0) throw appError('NOT_FOUND', serverMessages.notInMls(unknown));
  }
  const added = await addHomes(
    db,
    {
      buyerId: buyer.id,
      addedBy: actor.id,
      addedAt: clock.now(),
      homes: fresh.map((listingKey) => ({ listingKey })),
    },
    bus,
  );
  const addedKeys = new Set(added.map((home) => home.listingKey));
  const addedInOrder = fresh.filter((key) => addedKeys.has(key));
  if (addedInOrder.length > 0) {
    await onHomesSent?.({ buyerId: buyer.id, senderId: actor.id, listingKeys: addedInOrder });
  }
  return {
    status: 200,
    message: serverMessages.propertiesSent(sent.length),
    added: addedInOrder,
    alreadyListed: sent.filter((key) => !addedKeys.has(key)),
  };
};
