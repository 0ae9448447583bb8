import { collaboration, tourMessages } from '@rela/contracts';

/** A window as the form holds it: a date and two times of day in the viewer's own time zone. */
export type WindowDraft = { date: string; start: string; end: string };

/** The instant of a date and time of day read in the viewer's zone (the browser's), as ISO UTC. */
export const instantOf = (date: string, time: string) => {
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
};

/** A refusal's text without its field prefix ("windows: "), as a sentence. */
export const sentenceOf = (message: string) => {
  const bare = message.replace(/^[\w.]+: /, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
};

/** The server's rules for one window, checked before sending; null when it may be sent. */
export const windowProblem = (draft: WindowDraft, now = Date.now()) => {
  const start = instantOf(draft.date, draft.start);
  const end = instantOf(draft.date, draft.end);
  if (!start || !end) return sentenceOf(tourMessages.windowOrder);
  const from = Date.parse(start);
  const length = Date.parse(end) - from;
  if (from <= now) return sentenceOf(tourMessages.windowInPast);
  if (length < collaboration.tourWindowMinMs || length > collaboration.tourWindowMaxMs)
    return sentenceOf(tourMessages.windowOrder);
  if (Date.parse(end) > now + collaboration.tourHorizonMs)
    return sentenceOf(tourMessages.windowTooFar);
  return null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a moment in the viewer's zone (a date input's value). */
export const localDate = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

/** A first suggestion: tomorrow, 10:00 to 11:00 in the viewer's zone. */
export const defaultWindow = (now = new Date()): WindowDraft => {
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  return { date: localDate(tomorrow), start: '10:00', end: '11:00' };
};

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const zoneFormat = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' });

/** "Tue, Dec 1 · 9:30 AM – 10:30 AM EST" in the viewer's zone. */
export const windowLabel = (start: string, end: string) => {
  const from = new Date(start);
  const to = new Date(end);
  const zone = zoneFormat.formatToParts(from).find((part) => part.type === 'timeZoneName')?.value;
  return `${dayFormat.format(from)} · ${timeFormat.format(from)} – ${timeFormat.format(to)}${zone ? ` ${zone}` : ''}`;
};

/** The calendar day's parts of a tour's time, for its date badge. */
export const dayBadge = (start: string) => {
  const at = new Date(start);
  return {
    month: new Intl.DateTimeFormat(undefined, { month: 'short' }).format(at),
    day: new Intl.DateTimeFormat(undefined, { day: 'numeric' }).format(at),
  };
};
