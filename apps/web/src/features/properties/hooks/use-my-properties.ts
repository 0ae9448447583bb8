import { useDeferredValue, useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  homeAdditionsByKey,
  type ListingDisplay,
  type ListingFreshness,
  type RawProperty,
} from '@rela/contracts';
import { useListingImages } from '../../../listing/model/listing-images';
import { useListingPropertiesWithFreshness } from '../../../listing/model/listing-properties';
import { clearInactiveProperties, pruneProperties } from '../../../listing/model/prune';
import { useSession } from '../../../lib/session-context';
import { addedByLine } from '../../../listing/model/added-by';
import { orderListingKeys } from '../../../listing/model/home-order';
import { useMyListingKeys } from './use-my-listing-keys';
import { useCardReads } from '../../../listing/components';
import { ownThread } from '../../../listing/model/home-thread';

/** One card of the list: the MLS record (`null`: gone from the MLS, `undefined`: loading). */
export type MyProperty = {
  listingKey: string;
  locked: boolean;
  record: RawProperty | null | undefined;
  /** When the replica last confirmed the record and whether it is still listed; unknown: absent. */
  freshness?: ListingFreshness;
  /** The attribution and disclaimer the MLS's display rules ask for (ADR 048). */
  display?: ListingDisplay;
  imageURL: string | null | undefined;
  /** "Added by {realtor} · {date}" when someone else put it on the list. */
  addedNote?: string;
  /** The household's members who like it (ADR 049), the caller's own lock shown at once. */
  likedBy: readonly string[];
};

export type MyPropertiesState =
  | { kind: 'loading' }
  | { kind: 'error'; error: string }
  | { kind: 'empty' }
  | { kind: 'list'; properties: MyProperty[] };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const noKeys: readonly string[] = [];

const noLocks: Readonly<Record<string, boolean>> = {};

/** The liked keys with the locks the buyer just changed, before the server has answered. */
const withShownLocks = (likedKeys: readonly string[], locks: Readonly<Record<string, boolean>>) => {
  const changed = Object.keys(locks);
  if (changed.length === 0) return likedKeys;
  const liked = new Set(likedKeys);
  for (const key of changed) {
    if (locks[key]) liked.add(key);
    else liked.delete(key);
  }
  return [...liked];
};

/** A home's likers with the caller's own like as their lock shows it (ahead of the server). */
const withOwnLike = (likers: readonly string[], me: string | null, liked: boolean) => {
  if (me === null || likers.includes(me) === liked) return likers;
  return liked ? [...likers, me] : likers.filter((username) => username !== me);
};

/**
 * The buyer's keys, their records and photos, ordered locked first, pruned and cleared on leave.
 * `locks` are lock changes to show at once, ahead of the keys' own update (REQ-BUYER-HOMES).
 */
export const useMyProperties = (
  options: { now?: () => number; locks?: Readonly<Record<string, boolean>> } = {},
) => {
  const queryClient = useQueryClient();
  const { username } = useSession();
  const keys = useMyListingKeys(options);
  const listingKeys = keys.data?.listingKeys ?? noKeys;
  const records = useListingPropertiesWithFreshness(listingKeys);
  const images = useListingImages(listingKeys);
  useCardReads(ownThread);
  // A fetch's answer reaches the cards in a render React may interrupt: a query's answer otherwise
  // re-renders every card in one piece (docs/performance.md, the buyer's /home). Each answer is
  // deferred with the flags that describe it; the keys and the shown locks are not, so that a lock
  // moves its card at once.
  const recordsAnswer = useMemo(
    () => ({ data: records.data, placeholder: records.isPlaceholderData, forKeys: listingKeys }),
    [records.data, records.isPlaceholderData, listingKeys],
  );
  const imagesAnswer = useMemo(
    () => ({
      data: images.data,
      waiting: images.isPending || images.isPlaceholderData,
      forKeys: listingKeys,
    }),
    [images.data, images.isPending, images.isPlaceholderData, listingKeys],
  );
  const recordsShown = useDeferredValue(recordsAnswer);
  const imagesShown = useDeferredValue(imagesAnswer);

  useEffect(() => {
    if (keys.data) pruneProperties(queryClient, keys.data.listingKeys);
  }, [keys.data, queryClient]);

  // Leaving the view clears the property data (after StrictMode's test unmount, only if unused).
  useEffect(() => () => void setTimeout(() => clearInactiveProperties(queryClient)), [queryClient]);

  const locks = options.locks ?? noLocks;
  const keysError = keys.isError ? message(keys.error) : null;
  const recordsError = records.isError ? message(records.error) : null;
  // One state for as long as its inputs hold: the cards (memoized) are drawn again only for a change.
  const state = useMemo((): MyPropertiesState => {
    if (!keys.data)
      return keysError === null ? { kind: 'loading' } : { kind: 'error', error: keysError };
    if (listingKeys.length === 0) return { kind: 'empty' };
    const recordsData = recordsShown.data;
    if (!recordsData) {
      return recordsError === null ? { kind: 'loading' } : { kind: 'error', error: recordsError };
    }
    // A record or photo missing from an answer to these very keys is gone; for others, loading.
    const settled = !recordsShown.placeholder && recordsShown.forKeys === listingKeys;
    const photosWaiting = imagesShown.waiting || imagesShown.forKeys !== listingKeys;
    const likedKeys = withShownLocks(keys.data.likedKeys, locks);
    const liked = new Set(likedKeys);
    const added = homeAdditionsByKey(keys.data);
    const likedBy = keys.data.likedBy ?? {};
    const properties = orderListingKeys(listingKeys, likedKeys).map((listingKey) => {
      const photos = imagesShown.data?.[listingKey];
      return {
        listingKey,
        locked: liked.has(listingKey),
        record: recordsData.records[listingKey] ?? (settled ? null : undefined),
        freshness: recordsData.freshness[listingKey],
        display: recordsData.display[listingKey],
        imageURL: photos ? (photos[0] ?? null) : photosWaiting ? undefined : null,
        addedNote: addedByLine(added.get(listingKey), username),
        likedBy: withOwnLike(likedBy[listingKey] ?? noKeys, username, liked.has(listingKey)),
      };
    });
    return { kind: 'list', properties };
  }, [keys.data, listingKeys, keysError, recordsShown, recordsError, imagesShown, locks, username]);

  /** Try Again after an error: the keys, and the records if those were what failed. */
  const retry = () => {
    if (keys.isError) void keys.refetch();
    if (records.isError) void records.refetch();
  };

  return { state, count: keys.data?.listingKeys.length, refresh: keys.refresh, retry };
};
