import { createRandom } from '../dataset/random';
import type { PropertyRow } from './store';

/** An open house as the OpenHouse resource serves it (RESO Data Dictionary 2.0 names). */
export type OpenHouseRecord = {
  OpenHouseKey: string;
  ListingKey: string;
  ListingId: string;
  /** The day, in the listing's own time zone. */
  OpenHouseDate: string;
  OpenHouseStartTime: string;
  OpenHouseEndTime: string;
  OpenHouseType: 'Public' | 'Broker';
  OpenHouseStatus: 'Active' | 'Canceled';
  OpenHouseRemarks: string | null;
  ModificationTimestamp: string;
  OriginatingSystemName: string;
};

/** Share of Active listings with open houses scheduled. */
export const openHouseShare = 0.2;

const timeZones: Record<string, string> = {
  TX: 'America/Chicago',
  TN: 'America/Chicago',
  ID: 'America/Boise',
  CO: 'America/Denver',
  OH: 'America/New_York',
  NC: 'America/New_York',
  OR: 'America/Los_Angeles',
  CA: 'America/Los_Angeles',
};

const dayMs = 86_400_000;

/** One offset formatter per zone: making an `Intl.DateTimeFormat` costs far more than using one. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const offsetFormat = (timeZone: string) => {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
};

/** The instant a local wall-clock time of a day names in a time zone (`2026-12-05`, 13 -> UTC). */
const localInstant = (day: string, hour: number, timeZone: string) => {
  const guess = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const offset = offsetFormat(timeZone)
    .formatToParts(new Date(guess))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const minutes = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
    : 0;
  return new Date(guess - minutes * 60_000).toISOString();
};

const remarks = [
  'Come see it this weekend; no appointment needed.',
  'Refreshments served. Park on the street, please.',
  'Meet the listing agent and tour the backyard.',
  null,
] as const;

/**
 * A listing's open houses (REQ-MLS-OPENHOUSE): about one Active listing in five has one or two in
 * the ten days after `anchor` (the day the server started), a weekend afternoon for the public or a
 * weekday lunch for brokers, chosen by a generator seeded with the listing key. They are stamped
 * when the listing last changed status or the server started, whichever is later; once the listing
 * leaves Active (or becomes unviewable) they are Canceled, stamped with that change. A listing
 * the feed dropped takes its open houses with it.
 */
export const openHousesOf = (row: PropertyRow, anchor: Date): OpenHouseRecord[] => {
  const random = createRandom(`${row.ListingKey}:open-houses`);
  if (!random.chance(openHouseShare)) return [];
  const timeZone = timeZones[row.StateOrProvince] ?? 'America/Chicago';
  const start = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), anchor.getUTCDate());
  const active = row.StandardStatus === 'Active' && row.MlgCanView;
  // When it last changed status, or stopped being viewable.
  const changed = Date.parse(
    row.MlgCanView ? row.StatusChangeTimestamp : row.ModificationTimestamp,
  );
  // A listing off Active before the server started never had these open houses.
  if (!active && changed < start) return [];
  const stamp = new Date(Math.max(start, changed)).toISOString();
  const count = random.chance(0.35) ? 2 : 1;
  const firstDay = random.int(1, 7);
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(start + (firstDay + index * random.int(1, 3)) * dayMs)
      .toISOString()
      .slice(0, 10);
    const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
    const type = weekend || !random.chance(0.5) ? 'Public' : 'Broker';
    const from = type === 'Public' ? random.int(11, 14) : 12;
    return {
      OpenHouseKey: `${row.ListingKey}-OH${index + 1}`,
      ListingKey: row.ListingKey,
      ListingId: row.ListingId,
      OpenHouseDate: day,
      OpenHouseStartTime: localInstant(day, from, timeZone),
      OpenHouseEndTime: localInstant(day, from + (type === 'Public' ? 2 : 1), timeZone),
      OpenHouseType: type,
      OpenHouseStatus: active ? 'Active' : 'Canceled',
      OpenHouseRemarks: random.pick(remarks),
      ModificationTimestamp: stamp,
      OriginatingSystemName: row.OriginatingSystemName,
    };
  });
};
