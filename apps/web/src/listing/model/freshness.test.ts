import { describe, expect, it } from 'vitest';
import { confirmedDate, isOffMarket, updatedLabel } from './freshness';

const confirmedAt = '2026-11-25T12:00:00.000Z';
const at = Date.parse(confirmedAt);
const seconds = (count: number) => at + count * 1000;

describe('updatedLabel', () => {
  it.each([
    [0, 'Updated just now'],
    [59, 'Updated just now'],
    [60, 'Updated 1 min ago'],
    [3 * 60 + 59, 'Updated 3 min ago'],
    [59 * 60 + 59, 'Updated 59 min ago'],
    [60 * 60, 'Updated 1 h ago'],
    [23 * 3600 + 3599, 'Updated 23 h ago'],
    [24 * 3600, 'Updated 1 d ago'],
    [45 * 24 * 3600, 'Updated 45 d ago'],
  ])('%i s after the confirmation reads "%s"', (elapsed, label) => {
    expect(updatedLabel(confirmedAt, seconds(elapsed))).toBe(label);
  });

  it('reads just now for a time ahead of the clock, and nothing for one that does not parse', () => {
    expect(updatedLabel(confirmedAt, seconds(-90))).toBe('Updated just now');
    expect(updatedLabel('not a date', seconds(0))).toBeNull();
  });
});

describe('confirmedDate and isOffMarket', () => {
  it('writes the full date with the time, and tells a home that left the feed', () => {
    expect(confirmedDate(confirmedAt)).toMatch(
      /^\w+day, November 2[45], 2026 at \d{1,2}:\d{2}\s[AP]M$/,
    );
    expect(isOffMarket({ confirmedAt, onMarket: false })).toBe(true);
    expect(isOffMarket({ confirmedAt, onMarket: true })).toBe(false);
    expect(isOffMarket(undefined)).toBe(false);
  });
});
