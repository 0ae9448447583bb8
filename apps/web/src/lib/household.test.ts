import { describe, expect, it } from 'vitest';
import { memberNames } from './household';

const member = (username: string, name: string) => ({
  username,
  name,
  profileImage: null,
  joinedAt: '2026-11-30T00:00:00.000Z',
});

describe('memberNames', () => {
  it('says each member by first name, and by full name where two share one', () => {
    const names = memberNames([
      member('jamie', 'Jamie Rivera'),
      member('alex', 'Alex Rivera'),
      member('alex2', 'Alex Chen'),
      member('mono', 'Prince'),
    ]);
    expect([...names]).toEqual([
      ['jamie', 'Jamie'],
      ['alex', 'Alex Rivera'],
      ['alex2', 'Alex Chen'],
      ['mono', 'Prince'],
    ]);
  });
});
