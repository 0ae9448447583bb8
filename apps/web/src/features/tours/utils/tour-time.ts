import {
  collaboration,
  dayIn,
  instantInZone,
  sameWallClock,
  timeIn,
  tourMessages,
  wallClockIn,
  windowIn,
  withinTourHours,
  zoneLabel,
} from '@rela/contracts';

/**
 * A window as the form holds it: a date and two times of day on the home's clock (REQ-TOUR-ZONE),
 * whatever the viewer's own zone.
 */
export type WindowDraft = { date: string; start: string; end: string };

/** The viewer's own zone (the browser's). */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The instant of a date and time of day on `zone`'s clock (the home's), as ISO UTC. */
export const instantOf = (date: string, time: string, zone: string) =>
  instantInZone(date, time, zone);

/** A refusal's text without its field prefix ("windows: "), as a sentence. */
export const sentenceOf = (message: string) => {
  const bare = message.replace(/^[\w.]+: /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
};

/** The server's rules for a window's instants, checked before sending; null when it may be sent. */
export const spanProblem = (
  start: string | null,
  end: string | null,
  zone: string,
  now = Date.now(),
) => {
  if (!start || !end) return sentenceOf(tourMessages.windowOrder);
  const from = Date.parse(start);
  const length = Date.parse(end) - from;
  if (from <= now) return sentenceOf(tourMessages.windowInPast);
  if (length < collaboration.tourWindowMinMs || length > collaboration.tourWindowMaxMs)
    return sentenceOf(tourMessages.windowOrder);
  if (Date.parse(end) > now + collaboration.tourHorizonMs)
    return sentenceOf(tourMessages.windowTooFar);
  if (!withinTourHours(new Date(start), new Date(end), zone)) return tourMessages.outsideHours;
  return null;
};

/** The same rules for a window as the form holds it (on the home's clock). */
export const windowProblem = (draft: WindowDraft, zone: string, now = Date.now()) =>
  spanProblem(
    instantOf(draft.date, draft.start, zone),
    instantOf(draft.date, draft.end, zone),
    zone,
    now,
  );

/** `YYYY-MM-DD` of a moment on `zone`'s clock (a date input's value). */
export const localDate = (at: Date, zone: string) => wallClockIn(at, zone).date;

/** A first suggestion: tomorrow at the home, 10:00 to 11:00 its time. */
export const defaultWindow = (zone: string, now = new Date()): WindowDraft => ({
  date: localDate(new Date(now.getTime() + 86_400_000), zone),
  start: '10:00',
  end: '11:00',
});

/** "Tue, Dec 1 · 10:00 AM – 11:00 AM PT": a window on the home's clock, its zone named. */
export const windowLabel = (start: string, end: string, zone: string) =>
  windowIn(new Date(start), new Date(end), zone);

/**
 * The same window on the viewer's own clock ("1:00 PM – 2:00 PM ET your time", the day too when it
 * differs), or null when the viewer's clock reads as the home's.
 */
export const viewerLabel = (start: string, end: string, zone: string, mine = viewerZone()) => {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || sameWallClock(from, zone, mine)) return null;
  const day = dayIn(from, mine) === dayIn(from, zone) ? '' : `${dayIn(from, mine)} · `;
  return tourMessages.yourTime(
    `${day}${timeIn(from, mine)} – ${timeIn(to, mine)} ${zoneLabel(from, mine)}`,
  );
};

/** The calendar day's parts of a tour's time on the home's clock, for its date badge. */
export const dayBadge = (start: string, zone: string) => {
  const at = new Date(start);
  return {
    month: new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: zone }).format(at),
    day: new Intl.DateTimeFormat(undefined, { day: 'numeric', timeZone: zone }).format(at),
  };
};
