import type { Comparable, RawProperty } from '@rela/contracts';

/** How many sales Rela chooses for a home (a realtor's pins come on top). */
export const comparablesShown = 6;

const dayMs = 86_400_000;
const earthRadiusMiles = 3958.8;

/** `YYYY-MM-DD` of the day a year before `now`'s (UTC): the earliest close a comparable may have. */
export const closedSinceOf = (now: Date): string =>
  new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()))
    .toISOString()
    .slice(0, 10);

type Point = { latitude: number | null; longitude: number | null };
type Located = { latitude: number; longitude: number };
const located = (point: Point): point is Located =>
  point.latitude !== null && point.longitude !== null;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Miles along the earth between two points (haversine), to a tenth; null without both. */
export const milesBetween = (from: Point, to: Point): number | null => {
  if (!located(from) || !located(to)) return null;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  const miles = 2 * earthRadiusMiles * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(miles * 10) / 10;
};

/** What a comparable's reasons compare: the home's and the sale's figures. */
export type SaleFacts = Pick<
  RawProperty,
  'LivingArea' | 'BedroomsTotal' | 'Latitude' | 'Longitude'
>;

/**
 * Why a sale was chosen for a home, as figures (REQ-COST-COMPARABLES): its distance (none when
 * `distanceShown` is false: a buyer is never told where a withheld address lies), its living area
 * against the home's in whole percent, its bedrooms against the home's, and the whole days since
 * it closed (`closeDate`, `YYYY-MM-DD`) up to `now`.
 */
export const reasonsOf = (
  home: SaleFacts,
  sale: SaleFacts,
  closeDate: string,
  now: Date,
  distanceShown: boolean,
): Comparable['reasons'] => ({
  distanceMiles: distanceShown
    ? milesBetween(
        { latitude: home.Latitude, longitude: home.Longitude },
        { latitude: sale.Latitude, longitude: sale.Longitude },
      )
    : null,
  sizeDifferencePercent:
    home.LivingArea && sale.LivingArea !== null
      ? Math.round(((sale.LivingArea - home.LivingArea) / home.LivingArea) * 100)
      : null,
  bedroomsDifference:
    home.BedroomsTotal !== null && sale.BedroomsTotal !== null
      ? sale.BedroomsTotal - home.BedroomsTotal
      : null,
  daysSinceClose: Math.max(0, Math.floor((now.getTime() - Date.parse(closeDate)) / dayMs)),
});

/** The close price a square foot of living area, in whole dollars; null without an area. */
export const pricePerSqftOf = (closePrice: number, livingArea: number | null): number | null =>
  livingArea && livingArea > 0 ? Math.round(closePrice / livingArea) : null;
