import { describe, expect, it } from 'vitest';
import {
  fallbackHomeZone,
  homeTimeZone,
  instantInZone,
  sameWallClock,
  wallClockIn,
  windowIn,
  withinTourHours,
} from './home-time';

describe('a home’s local time', () => {
  it('finds the zone from the state, split by place where the state is split', () => {
    expect(homeTimeZone({ state: 'OR' })).toBe('America/Los_Angeles');
    expect(homeTimeZone({ state: 'nc' })).toBe('America/New_York');
    expect(homeTimeZone({ state: 'AZ' })).toBe('America/Phoenix');
    expect(homeTimeZone({ state: 'TN', latitude: 36.16, longitude: -86.78 })).toBe(
      'America/Chicago',
    );
    expect(homeTimeZone({ state: 'TN', latitude: 35.96, longitude: -83.92 })).toBe(
      'America/New_York',
    );
    expect(homeTimeZone({ state: 'ID', latitude: 43.6, longitude: -116.2 })).toBe('America/Boise');
    expect(homeTimeZone({ state: 'ID', latitude: 47.7, longitude: -116.8 })).toBe(
      'America/Los_Angeles',
    );
    expect(homeTimeZone({ state: 'TX', latitude: 31.76, longitude: -106.49 })).toBe(
      'America/Denver',
    );
    expect(homeTimeZone({ state: null })).toBe(fallbackHomeZone);
  });

  it('reads 10:00 at a Portland home as 10:00 Pacific, whatever the reader’s own zone', () => {
    // Winter (PST, UTC-8) and summer (PDT, UTC-7).
    expect(instantInZone('2026-12-01', '10:00', 'America/Los_Angeles')).toBe(
      '2026-12-01T18:00:00.000Z',
    );
    expect(instantInZone('2026-07-01', '10:00', 'America/Los_Angeles')).toBe(
      '2026-07-01T17:00:00.000Z',
    );
    expect(instantInZone('2026-11-01', '10:00', 'America/New_York')).toBe(
      '2026-11-01T15:00:00.000Z',
    );
    expect(instantInZone('2026-12-01', 'ten', 'America/New_York')).toBeNull();
    expect(wallClockIn(new Date('2026-12-01T18:00:00Z'), 'America/Los_Angeles')).toMatchObject({
      date: '2026-12-01',
      minutes: 600,
    });
  });

  it('names the zone in a window’s label, on the home’s clock', () => {
    const start = new Date('2026-12-01T18:00:00Z');
    const end = new Date('2026-12-01T19:00:00Z');
    expect(windowIn(start, end, 'America/Los_Angeles')).toBe('Tue, Dec 1 · 10:00 AM – 11:00 AM PT');
    expect(windowIn(start, end, 'America/New_York')).toBe('Tue, Dec 1 · 1:00 PM – 2:00 PM ET');
    expect(sameWallClock(start, 'America/Los_Angeles', 'America/Tijuana')).toBe(true);
    expect(sameWallClock(start, 'America/Los_Angeles', 'America/New_York')).toBe(false);
  });

  it('holds showings between 07:00 and 21:00 of one day of the home', () => {
    const zone = 'America/Los_Angeles';
    const at = (time: string) => new Date(instantInZone('2026-12-01', time, zone) ?? '');
    expect(withinTourHours(at('07:00'), at('08:00'), zone)).toBe(true);
    expect(withinTourHours(at('20:00'), at('21:00'), zone)).toBe(true);
    expect(withinTourHours(at('00:42'), at('01:42'), zone)).toBe(false);
    expect(withinTourHours(at('06:45'), at('07:45'), zone)).toBe(false);
    expect(withinTourHours(at('20:30'), at('21:30'), zone)).toBe(false);
    // 10:00 in New York is 07:00 in Portland: allowed; 09:00 in New York is not.
    const newYork = (time: string) =>
      new Date(instantInZone('2026-12-01', time, 'America/New_York') ?? '');
    expect(withinTourHours(newYork('10:00'), newYork('11:00'), zone)).toBe(true);
    expect(withinTourHours(newYork('09:00'), newYork('10:00'), zone)).toBe(false);
  });
});
