import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './dates';

describe('dates as people read them', () => {
  const at = new Date('2026-12-06T10:40:54Z');

  it('names the day in the reader’s zone', () => {
    expect(formatDay(at, 'America/New_York')).toBe('Dec 6, 2026');
    expect(formatDay('2026-12-06T03:00:00Z', 'America/Los_Angeles')).toBe('Dec 5, 2026');
  });

  it('writes a moment with its weekday, time and named zone', () => {
    expect(formatMoment(at, 'America/New_York')).toBe('Sunday, December 6, 2026 at 5:40 AM EST');
    expect(formatMoment(at, 'Europe/Berlin')).toMatch(
      /^Sunday, December 6, 2026 at 11:40 AM GMT\+1$/,
    );
  });
});
