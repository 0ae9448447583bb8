import { complianceMessages, tourMessages, withoutControlCharacters } from '@rela/contracts';
import type { TourRow, WindowRow } from './tours.queries';
/**
 * A tour as an RFC 5545 calendar (ADR 034): one VEVENT in UTC (`Z` times, right in every time
 * zone, no VTIMEZONE needed), its UID fixed per tour and its DTSTAMP the tour's last change, so
 * both sides, and any download of the same state, get the same bytes.
 */
export type CalendarEvent = {
  uid: string;
  /** The tour's last change (DTSTAMP and LAST-MODIFIED). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** Bumped at each change of the time, so calendars replace the older copy. */
  sequence: number;
  status: 'CONFIRMED' | 'CANCELLED';
};

/** `20261126T150000Z`: a UTC DATE-TIME (RFC 5545 3.3.5, form #2). */
export const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * TEXT escaping (3.3.11): control characters removed (REQ-TOUR-CLEAN), then backslash, semicolon,
 * comma, and newlines as `\n`.
 */
export const escapeText = (text: string) =>
  withoutControlCharacters(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (3.1): continuation lines start with one space (which counts
 * toward their 75); a UTF-8 character is never split.
 */
export const foldLine = (line: string) => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

/** The whole `.ics` text, CRLF line endings, ending with a CRLF. */
export const calendarOf = (event: CalendarEvent) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Rela//Tours//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `LAST-MODIFIED:${utcStamp(event.stamp)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join('\r\n') + '\r\n';

/**
 * A confirmed tour's `.ics`: its file name and text, the same for every download of one side (and
 * for both sides, unless the seller withheld the street from the buyer: their LOCATION then says
 * "Address on request", REQ-DISPLAY-ADDRESS).
 */
export const tourCalendarFile = (source: {
  row: Pick<TourRow, 'id' | 'updatedAt' | 'note'>;
  window: Pick<WindowRow, 'startAt' | 'endAt'>;
  address: string;
  /** The seller withheld the street from this buyer: LOCATION says so (REQ-DISPLAY-ADDRESS). */
  onRequest?: boolean;
  /**
   * The home's attribution line and its MLS's disclaimer (REQ-DISPLAY-ATTRIBUTION): the
   * DESCRIPTION carries them after the buyer's note, each in its own paragraph.
   */
  attribution?: string | null;
  disclaimer?: string | null;
  sequence: number;
}) => ({
  filename: `rela-tour-${source.row.id.slice(0, 8)}.ics`,
  content: calendarOf({
    uid: `tour-${source.row.id}@rela`,
    stamp: source.row.updatedAt,
    start: source.window.startAt,
    end: source.window.endAt,
    summary: tourMessages.icsSummary(source.address),
    location: source.onRequest ? complianceMessages.address.onRequest : source.address,
    description: [source.row.note, source.attribution, source.disclaimer]
      .filter((part) => part && part.trim() !== '')
      .join('\n\n'),
    sequence: source.sequence,
    status: 'CONFIRMED',
  }),
});
