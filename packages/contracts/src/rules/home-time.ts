/**
 * A home's local time (ADR 034, REQ-TOUR-ZONE): the times of a showing are the home's wall-clock
 * times, in the IANA zone of its state, split by coordinates in the few states we split (ADR 034's
 * amendment lists the exceptions accepted). Intl alone, no time-zone library.
 */

/** Each state's (and DC's and the territories') main zone. */
const stateZones: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
};

/** A home whose state is unknown is read in the middle of the continental US. */
export const fallbackHomeZone = 'America/Chicago';

/**
 * States split between two zones, by a line of longitude or latitude (approximate: a home within a
 * few miles of the line may be read in its neighbour's zone).
 */
const splits: Readonly<
  Record<string, (at: { latitude: number; longitude: number }) => string | undefined>
> = {
  // East Tennessee (Knoxville, Chattanooga) keeps Eastern time.
  TN: ({ longitude }) => (longitude > -85.3 ? 'America/New_York' : undefined),
  // The Idaho panhandle, north of the Salmon River, keeps Pacific time.
  ID: ({ latitude }) => (latitude > 45.6 ? 'America/Los_Angeles' : undefined),
  // El Paso and Hudspeth counties keep Mountain time.
  TX: ({ longitude }) => (longitude < -104.9 ? 'America/Denver' : undefined),
  // The Florida panhandle west of the Apalachicola keeps Central time.
  FL: ({ latitude, longitude }) =>
    latitude > 29.8 && longitude < -85.0 ? 'America/Chicago' : undefined,
};

/** The IANA zone a home's showings are in, from its state and, where the state is split, its place. */
export const homeTimeZone = (home: {
  state?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}): string => {
  const state = (home.state ?? '').trim().toUpperCase();
  const split = splits[state];
  if (split && typeof home.latitude === 'number' && typeof home.longitude === 'number') {
    const zone = split({ latitude: home.latitude, longitude: home.longitude });
    if (zone) return zone;
  }
  return stateZones[state] ?? fallbackHomeZone;
};

const partsFormats = new Map<string, Intl.DateTimeFormat>();
const partsFormat = (zone: string) => {
  let format = partsFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(zone, format);
  }
  return format;
};

/** The wall clock of `instant` in `zone`: its date (`YYYY-MM-DD`) and minutes since midnight. */
export const wallClockIn = (instant: Date | number, zone: string) => {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
};

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in ms. */
const offsetAt = (instant: number, zone: string) => {
  const wall = wallClockIn(instant, zone);
  const [year, month, day] = wall.date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, 0, wall.minutes, wall.seconds);
  return asUtc - (instant - (instant % 1000));
};

/**
 * The instant (ISO UTC) of a date (`YYYY-MM-DD`) and time of day (`HH:mm`) on `zone`'s wall clock,
 * or null when they do not parse. A time a spring-forward skips is read on the summer offset.
 */
export const instantInZone = (date: string, time: string, zone: string): string | null => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const wall = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(wall)) return null;
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  return new Date(second).toISOString();
};

/**
 * Showings happen between these hours of the home's day (REQ-TOUR-HOURS): a window starts at or
 * after 07:00 and ends by 21:00 on the same day, the home's wall clock.
 */
export const tourHours = { firstMinute: 7 * 60, lastMinute: 21 * 60 } as const;

/** Whether a window lies inside `tourHours` of one day of the home's zone. */
export const withinTourHours = (start: Date, end: Date, zone: string) => {
  const from = wallClockIn(start, zone);
  const to = wallClockIn(end, zone);
  const endMinutes = to.date === from.date ? to.minutes + (to.seconds > 0 ? 1 : 0) : Infinity;
  return from.minutes >= tourHours.firstMinute && endMinutes <= tourHours.lastMinute;
};

/** "PT", "ET", "MT" (a zone's generic short name), or the short name ("GMT+9") where none. */
export const zoneLabel = (instant: Date, zone: string, locale = 'en-US') => {
  const name = (style: 'shortGeneric' | 'short') =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
  try {
    return name('shortGeneric') ?? name('short') ?? zone;
  } catch {
    return name('short') ?? zone;
  }
};

/** Whether two zones show the same wall clock at `instant` (then one label says it). */
export const sameWallClock = (instant: Date, a: string, b: string) =>
  offsetAt(instant.getTime(), a) === offsetAt(instant.getTime(), b);

/** "Tue, Dec 1" of `instant` in `zone`. */
export const dayIn = (instant: Date, zone: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(instant);

/** "10:00 AM" of `instant` in `zone`. */
export const timeIn = (instant: Date, zone: string, locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );

/** "Tue, Dec 1 · 10:00 AM – 11:00 AM PT": a window on `zone`'s clock, the zone named. */
export const windowIn = (start: Date, end: Date, zone: string, locale = 'en-US') =>
  `${dayIn(start, zone, locale)} · ${timeIn(start, zone, locale)} – ${timeIn(end, zone, locale)} ${zoneLabel(start, zone, locale)}`;
