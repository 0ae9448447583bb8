import { limits } from '@rela/contracts';
import type { Db } from '../../db/client';
import { decideAmong, type AddressLookupResult, queryParts, parseAddress } from '../mls';
import { addressCandidates } from './replica-reads.queries';

/** Records scored per step: far more than the MLS is asked for, as scoring them costs nothing. */
const CANDIDATES = limits.addressSearchTop * 20;

/**
 * The listing at an address as typed, from the replica (REQ-MLS-ADDRESS): the live lookup's
 * parsing, scoring and ranking of duplicates over the on-market listings held, in its order of
 * steps (in the ZIP, then anywhere). `not-found` when the text cannot be an address at all (the
 * MLS would answer the same); null when the replica holds no match, so the MLS may be asked.
 */
export const findAddressInReplica = async (
  db: Db,
  text: string,
): Promise<AddressLookupResult | null> => {
  const parsed = parseAddress(text);
  if (!parsed) return { kind: 'not-found' };
  const query = queryParts(parsed);
  // A listing matches only through its street name: without one typed, nothing can.
  if (query.name.length === 0) return { kind: 'not-found' };
  const number = query.number?.toLowerCase() ?? null;
  const long = query.name.filter((word) => word.length >= 3);
  // With a number, a street sharing any word of the name; without, one holding every word.
  const words = number !== null ? (long.length > 0 ? long : query.name) : query.name;
  const look = async (zip: string | null) =>
    decideAmong(
      query,
      await addressCandidates(db, {
        number,
        zip,
        words,
        every: number === null,
        limit: CANDIDATES,
      }),
    );
  return (query.zip ? await look(query.zip) : null) ?? (await look(null));
};
