import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay } from './day-groups';

const texts = { today: 'Today', yesterday: 'Yesterday' };

describe('the feed grouped by day in the viewer’s zone', () => {
  it('splits at the viewer’s midnight, not UTC’s', () => {
    const items = [
      { id: 'a', at: '2026-11-25T03:00:00Z' },
      { id: 'b', at: '2026-11-25T01:00:00Z' },
      { id: 'c', at: '2026-11-24T20:00:00Z' },
    ];
    expect(groupByDay(items, 'UTC').map((group) => group.items.map((item) => item.id))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
    // 03:00Z and 01:00Z are still the evening of Nov 24 in New York.
    expect(groupByDay(items, 'America/New_York').map((group) => group.day)).toEqual(['2026-11-24']);
  });

  it('names today, yesterday, then the date', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    expect(dayHeading('2026-11-25', now, texts, 'UTC')).toBe('Today');
    expect(dayHeading('2026-11-24', now, texts, 'UTC')).toBe('Yesterday');
    expect(dayHeading('2026-11-20', now, texts, 'UTC')).toMatch(/Nov.*20/);
    expect(dayHeading('2025-11-20', now, texts, 'UTC')).toMatch(/2025/);
  });
});
