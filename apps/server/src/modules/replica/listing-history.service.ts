import type { ListingHistoryResponse, Role } from '@rela/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';
import { orUnavailable } from '../mls';
import { listingHistory } from './listing-history';
import { listingHistoryRows } from './listing-history.queries';
import type { ListingReader } from './listing-reader';

export type ListingHistoryDeps = {
  db: Db;
  clock: Clock;
  /** The listing as a caller of the role may see it: the replica's, else the live MLS's. */
  reader: Pick<ListingReader, 'readProperties'>;
  log: FastifyBaseLogger;
};

/**
 * GET /{product}/listings/{listingKey}/history (REQ-COST-HISTORY): the listing as the other
 * listing calls read it (a key the replica lacks is asked live and kept; a listing withheld from
 * a buyer, or one nobody has, is a 404), then its list date and events in one read. A listing the
 * replica cannot hold answers from its record's stamps alone.
 */
export const readListingHistory = async (
  { db, clock, reader, log }: ListingHistoryDeps,
  listingKey: string,
  role: Role,
): Promise<ListingHistoryResponse> => {
  const { value } = await orUnavailable(log, reader.readProperties([listingKey], role));
  const record = value.find((raw) => raw.ListingKey === listingKey);
  if (!record) throw appError('NOT_FOUND');
  const held = await listingHistoryRows(db, listingKey);
  return listingHistory(
    { ...record, listDate: held?.listDate ?? null },
    held?.events ?? [],
    clock.now(),
  );
};
