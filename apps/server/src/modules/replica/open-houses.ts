import { lookupDisplayName, type OpenHouse } from '@rela/contracts';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaListings, replicaOpenHouses } from '../../db/schema';
import type { ODataEntity } from '../mls';
import { upsertRows } from './bulk-upsert';

/** The OpenHouse fields the sync asks for (`arrivedOpenHouse` reads them). */
export const openHouseFields = [
  'OpenHouseKey',
  'ListingKey',
  'OpenHouseDate',
  'OpenHouseStartTime',
  'OpenHouseEndTime',
  'OpenHouseType',
  'OpenHouseStatus',
  'OpenHouseRemarks',
  'ModificationTimestamp',
];

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const instant = (value: unknown) => {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * An OpenHouse entity as the replica keeps it (REQ-MLS-OPENHOUSE): type and status as display
 * names whichever form the provider sent; null without a key, a listing, a day or a time.
 */
export const arrivedOpenHouse = (entity: ODataEntity) => {
  const modifiedAt = instant(entity.ModificationTimestamp);
  const day = text(entity.OpenHouseDate);
  if (typeof entity.OpenHouseKey !== 'string' || typeof entity.ListingKey !== 'string') return null;
  if (!modifiedAt || !day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return null;
  const type = text(entity.OpenHouseType);
  const status = text(entity.OpenHouseStatus);
  return {
    openHouseKey: entity.OpenHouseKey,
    listingKey: entity.ListingKey,
    date: day.slice(0, 10),
    startTime: instant(entity.OpenHouseStartTime),
    endTime: instant(entity.OpenHouseEndTime),
    type: type && lookupDisplayName('OpenHouseType', type),
    status: status && lookupDisplayName('OpenHouseStatus', status),
    remarks: text(entity.OpenHouseRemarks),
    modifiedAt,
  };
};

type ArrivedOpenHouse = NonNullable<ReturnType<typeof arrivedOpenHouse>>;

/** Writes a page of open houses; an older copy never replaces a newer one. */
export const applyOpenHouses = async (db: Db, arrived: readonly ArrivedOpenHouse[]) => {
  const newest = new Map<string, ArrivedOpenHouse>();
  for (const row of arrived) {
    const held = newest.get(row.openHouseKey);
    if (!held || held.modifiedAt < row.modifiedAt) newest.set(row.openHouseKey, row);
  }
  await upsertRows(db, replicaOpenHouses, [...newest.values()], {
    key: 'openHouseKey',
    newerBy: 'modifiedAt',
  });
};

const dayMs = 86_400_000;

/**
 * A listing's open houses not yet over at `now`, soonest first, while the listing is on the market
 * (REQ-MLS-OPENHOUSE); canceled ones stay, marked by their status. A day is the listing's own, so
 * the day before `now` in UTC is read too and what has ended is left out by its end time. A
 * client (`forClient`) gets none of a listing its seller keeps off client display
 * (REQ-DISPLAY-WITHHELD).
 */
export const listingOpenHouses = async (
  db: Db,
  listingKey: string,
  now: Date,
  { forClient }: { forClient: boolean },
): Promise<OpenHouse[]> => {
  const since = new Date(now.getTime() - dayMs).toISOString().slice(0, 10);
  const rows = await db
    .select({
      openHouseKey: replicaOpenHouses.openHouseKey,
      date: replicaOpenHouses.date,
      startTime: replicaOpenHouses.startTime,
      endTime: replicaOpenHouses.endTime,
      type: replicaOpenHouses.type,
      status: replicaOpenHouses.status,
      remarks: replicaOpenHouses.remarks,
    })
    .from(replicaOpenHouses)
    .innerJoin(replicaListings, eq(replicaListings.listingKey, replicaOpenHouses.listingKey))
    .where(
      and(
        eq(replicaOpenHouses.listingKey, listingKey),
        eq(replicaListings.onMarket, true),
        forClient ? eq(replicaListings.entireDisplay, true) : undefined,
        gte(replicaOpenHouses.date, since),
      ),
    )
    .orderBy(asc(replicaOpenHouses.date), asc(replicaOpenHouses.startTime));
  return rows
    .filter((row) => row.endTime === null || row.endTime >= now)
    .map((row) => ({
      ...row,
      startTime: row.startTime?.toISOString() ?? null,
      endTime: row.endTime?.toISOString() ?? null,
    }));
};
