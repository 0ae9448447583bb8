import {
  allowedTourTransitions,
  type AddressDisplay,
  type ListingRecord,
  homeTimeZone,
  mainTourWindow,
  windowIn,
  type Tour,
  type TourSide,
} from '@rela/contracts';
import type { Actor } from '../../platform/policy/policy';
import type { TourRow, WindowRow } from './tours.queries';

/**
 * The side a caller is on: a member of the tour's household (the policy lets no other buyer in,
 * ADR 049), else their realtor.
 */
export const sideOf = (actor: Pick<Actor, 'role'>): TourSide =>
  actor.role === 'buyer' ? 'buyer' : 'realtor';

/** Where a home is, as the replica holds it. */
type Place = {
  unparsedAddress?: string | null;
  addressDisplayYN?: unknown;
  originatingSystem?: string | null;
  city?: string | null;
  state_?: string | null;
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/**
 * "12 Oak St, Raleigh, NC 27601" (street, city, state and ZIP) from the replica's record, or null
 * when the replica lacks the home.
 */
export const addressOf = (home: Place) =>
  [home.unparsedAddress, home.city, [home.state_, home.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ') || null;

/** The fields of the home's record its address display is decided by (REQ-DISPLAY-ADDRESS). */
export const sellerChoiceOf = (home: Place): ListingRecord => ({
  InternetAddressDisplayYN: home.addressDisplayYN,
  OriginatingSystemName: home.originatingSystem,
});

/** The home as a caller may see it: a buyer's without the street when the seller withheld it. */
export const placeFor = <T extends Place>(home: T, display: AddressDisplay | null): T =>
  display === 'on-request' ? { ...home, unparsedAddress: null } : home;

/** The home's IANA zone (REQ-TOUR-ZONE), from its state and place. */
export const zoneOf = (home: Place) =>
  homeTimeZone({ state: home.state_, latitude: home.latitude, longitude: home.longitude });

/** "Tue, Dec 1 · 10:00 AM – 11:00 AM PT": a window on the home's clock, the zone named. */
export const whenOf = (window: { startAt: Date; endAt: Date } | undefined, zone: string) =>
  window ? windowIn(window.startAt, window.endAt, zone) : null;

/** The window a tour row is about now (its confirmed one, else the proposal, else the first). */
export const mainWindowOf = (row: TourRow, windows: readonly WindowRow[]) => {
  return mainTourWindow({
    windows: windows.filter((window) => window.tourId === row.id),
    confirmedWindowId: row.confirmedWindowId,
    proposedWindowId: row.state === 'proposed' ? row.proposedWindowId : null,
  });
};

const personOf = (username: string | null, first: string | null, last: string | null) =>
  username === null
    ? null
    : { username, name: [first, last].filter(Boolean).join(' ').trim() || username };

/**
 * The home's attribution and its MLS's disclaimer as a tour shows them (REQ-DISPLAY-ATTRIBUTION);
 * both null when the replica lacks the home, or for the buyer of a home whose seller has since
 * kept it off client display (the tour stays, as a private arrangement, without the listing).
 */
export type TourListingLines = Pick<Tour, 'attribution' | 'disclaimer'>;

export const noListingLines: TourListingLines = { attribution: null, disclaimer: null };

/** A tour as the contract shapes it, for one side. */
export const viewOf = (
  row: TourRow,
  allWindows: readonly WindowRow[],
  side: TourSide,
  overlaps: readonly string[],
  addressDisplay: AddressDisplay | null = null,
  lines: TourListingLines = noListingLines,
): Tour => ({
  id: row.id,
  listingKey: row.listingKey,
  address: addressOf(placeFor(row, addressDisplay)),
  ...(addressDisplay ? { addressDisplay } : {}),
  attribution: lines.attribution,
  disclaimer: lines.disclaimer,
  timeZone: zoneOf(row),
  buyer: personOf(row.buyerUsername, row.buyerFirstName, row.buyerLastName) ?? {
    username: row.buyerUsername,
    name: row.buyerUsername,
  },
  realtor: personOf(row.realtorUsername, row.realtorFirstName, row.realtorLastName),
  state: row.state,
  windows: allWindows
    .filter((window) => window.tourId === row.id)
    .map((window) => ({
      id: window.id,
      start: window.startAt.toISOString(),
      end: window.endAt.toISOString(),
      by: window.by,
    })),
  confirmedWindowId: row.confirmedWindowId,
  proposedWindowId: row.state === 'proposed' ? row.proposedWindowId : null,
  note: row.note,
  reason: row.reason,
  allowed: allowedTourTransitions(row.state, side),
  flagged: row.flagged,
  overlaps: side === 'realtor' ? [...overlaps] : [],
  verdictPending: side === 'buyer' && row.state === 'completed' && row.verdict === null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The time a tour is listed by: its confirmed window, else the proposal, else its first window. */
export const tourTime = (tour: Tour) => {
  const pick = (id: string | null) => tour.windows.find((window) => window.id === id)?.start;
  return (
    pick(tour.confirmedWindowId) ??
    pick(tour.proposedWindowId) ??
    tour.windows[0]?.start ??
    tour.createdAt
  );
};
