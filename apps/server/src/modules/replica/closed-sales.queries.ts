import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { replicaListings } from '../../db/schema';

/** A sale the replica holds: a Closed listing with its close, as the comparables read it. */
export type ClosedSale = {
  listingKey: string;
  /** The provider's record as sent (its `ClosePrice` a number, its `CloseDate` a date). */
  record: Record<string, unknown>;
  /** Its first photo as held (`answerPhotoUrl` makes the answer's URL), or null. */
  photo: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** What homes like one home are: its city, size and bedrooms, closed since a day. */
export type ClosedSalesNear = {
  city: string;
  livingArea: number;
  bedrooms: number;
  /** `YYYY-MM-DD`: the earliest `CloseDate` taken. */
  closedSince: string;
  /** The home's position; without one, the latest closes come first. */
  near: { latitude: number; longitude: number } | null;
  /** Keys never answered (the home itself, and the sales already chosen or dropped). */
  leaveOut: readonly string[];
  limit: number;
};

const closeDate = sql`(${replicaListings.record} ->> 'CloseDate')`;

/**
 * A Closed listing with a close to tell (a price, a date), that its seller lets be shown
 * (`entire_display`, REQ-DISPLAY-WITHHELD), on the market or not.
 */
const isSale = and(
  eq(replicaListings.status, 'Closed'),
  eq(replicaListings.entireDisplay, true),
  sql`jsonb_typeof(${replicaListings.record} -> 'ClosePrice') = 'number'`,
  sql`${closeDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}'`,
) as SQL;

const saleColumns = {
  listingKey: replicaListings.listingKey,
  record: replicaListings.record,
  photo: sql<string | null>`${replicaListings.photos} ->> 0`,
  latitude: replicaListings.latitude,
  longitude: replicaListings.longitude,
};

/** Nearest first on a small patch of the earth: degrees of longitude shrink with the latitude. */
const distanceOrder = (near: { latitude: number; longitude: number }) => {
  const shrink = Math.cos((near.latitude * Math.PI) / 180);
  return sql`case when ${replicaListings.latitude} is null or ${replicaListings.longitude} is null then 1 else 0 end,
    power(${replicaListings.latitude} - ${near.latitude}::double precision, 2)
      + power((${replicaListings.longitude} - ${near.longitude}::double precision) * ${shrink}::double precision, 2)`;
};

/**
 * The sales like a home (REQ-COST-COMPARABLES, ADR 051): Closed listings of its city (by the
 * index on the lower-cased city and status), living area within 25% and bedrooms within one of
 * its own, closed since `closedSince`, nearest first, at most `limit`.
 */
export const closedSalesNear = async (db: Db, near: ClosedSalesNear): Promise<ClosedSale[]> => {
  if (near.limit <= 0) return [];
  return db
    .select(saleColumns)
    .from(replicaListings)
    .where(
      and(
        sql`lower(${replicaListings.city}) = lower(${near.city})`,
        isSale,
        sql`${replicaListings.livingArea} between ${near.livingArea * 0.75}::double precision and ${near.livingArea * 1.25}::double precision`,
        sql`${replicaListings.bedrooms} between ${near.bedrooms - 1}::double precision and ${near.bedrooms + 1}::double precision`,
        sql`left(${closeDate}, 10) >= ${near.closedSince}`,
        sql`${replicaListings.listingKey} <> all(${sql.param([...near.leaveOut])}::text[])`,
      ),
    )
    .orderBy(
      ...(near.near ? [distanceOrder(near.near)] : []),
      sql`${closeDate} desc`,
      asc(replicaListings.listingKey),
    )
    .limit(near.limit);
};

/** The sales among these keys (a realtor's pins), whatever their city, size or close date. */
export const closedSalesOf = async (
  db: Db,
  listingKeys: readonly string[],
): Promise<ClosedSale[]> => {
  if (listingKeys.length === 0) return [];
  return db
    .select(saleColumns)
    .from(replicaListings)
    .where(
      and(sql`${replicaListings.listingKey} = any(${sql.param([...listingKeys])}::text[])`, isSale),
    );
};
