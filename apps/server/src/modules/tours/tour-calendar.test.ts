import { controlCharacter } from '@rela/contracts';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarOf, escapeText, foldLine, utcStamp } from './tour-calendar';

const event = {
  uid: 'tour-1@rela',
  stamp: new Date('2026-11-25T10:00:00Z'),
  // 09:30 in New York on a winter day is 14:30 UTC: the file says the instant, not a wall time.
  start: new Date('2026-12-01T14:30:00Z'),
  end: new Date('2026-12-01T15:30:00Z'),
  summary: 'Home tour: 12 Oak St, Raleigh; back\\side',
  location: '12 Oak St, Raleigh',
  description: `Ring twice,\nthen wait — ${'é'.repeat(60)}`,
  sequence: 1,
  status: 'CONFIRMED' as const,
};

describe('a tour as an RFC 5545 calendar', () => {
  it('escapes TEXT, folds at 75 octets without splitting a character, and ends lines in CRLF', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(utcStamp(event.start)).toBe('20261201T143000Z');
    const long = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(long).split('\r\n');
    expect(folded.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
    const text = calendarOf(event);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('reads back with ical.js as the same instants in UTC, texts unescaped', () => {
    const vevent = new ICAL.Component(ICAL.parse(calendarOf(event))).getFirstSubcomponent('vevent');
    const parsed = new ICAL.Event(vevent!);
    expect(parsed.uid).toBe('tour-1@rela');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2026-12-01T14:30:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.location).toBe(event.location);
    expect(parsed.description).toBe(event.description);
    expect(vevent!.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-25T10:00:00Z');
  });
});

describe('control characters in a tour’s texts', () => {
  it('never reach the calendar file (RFC 5545 TEXT forbids them)', () => {
    const text = calendarOf({
      ...event,
      summary: 'Home tour\u001b[2J',
      description: 'Gate\u000b code\u0007 12\nthen left',
    });
    expect(text.replace(/\r\n/g, '')).not.toMatch(controlCharacter);
    const parsed = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!,
    );
    expect(parsed.summary).toBe('Home tour[2J');
    expect(parsed.description).toBe('Gate code 12\nthen left');
  });
});
