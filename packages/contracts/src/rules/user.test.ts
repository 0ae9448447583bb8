import { describe, expect, it } from 'vitest';
import { completeRegistrationRequestSchema } from '../api/team';
import { registrationMessages } from '../messages';
import { displayName, isSafeUsername, normalizeUsername, usernameSkeleton } from './user';

describe('usernames', () => {
  it.each([
    ['ａｄａ', 'ada'],
    ['  Ada.Lovelace ', 'ada.lovelace'],
    ['ＡＤＡ_１', 'ada_1'],
  ])('normalizes %j to %j (NFKC, trimmed, lowercase)', (typed, normalized) => {
    expect(normalizeUsername(typed)).toBe(normalized);
  });

  it.each([
    ['ada', true],
    ['ada.lovelace_1-x', true],
    ['ａｄａ', true],
    ['аdа', false], // Cyrillic а
    ['ada\u200b', false], // zero-width space
    ['a\u200dda', false], // zero-width joiner
    ['<b>ada</b>', false],
    ['ada lovelace', false],
    ['adá', false],
    ['ada@home', false],
  ])('%j is in the safe set: %s', (username, safe) => {
    expect(isSafeUsername(username)).toBe(safe);
  });

  it.each([
    ['rn', 'm'],
    ['vv', 'w'],
    ['cl', 'd'],
    ['b0b', 'bob'],
    ['a1ex', 'alex'],
    ['ADA', 'ada'],
    ['ada_x', 'ada-x'],
    ['ada.x', 'ada_x'],
  ])('%j is confusable with %j', (one, other) => {
    expect(usernameSkeleton(one)).toBe(usernameSkeleton(other));
  });

  it.each([
    ['ada', 'adam'],
    ['bob', 'b.ob'],
    ['i', 'l'],
  ])('%j is not confusable with %j', (one, other) => {
    expect(usernameSkeleton(one)).not.toBe(usernameSkeleton(other));
  });

  it('registration refuses a username outside the safe set with the catalogue text', () => {
    const base = {
      password: 'Rela-demo-2026!',
      requestId: '00000000-0000-4000-8000-000000000000',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    };
    const refused = completeRegistrationRequestSchema.safeParse({ ...base, username: 'аdа' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      registrationMessages.usernameCharacters,
    ]);
    const accepted = completeRegistrationRequestSchema.safeParse({ ...base, username: 'ＡＤＡ' });
    expect(accepted.data?.username).toBe('ada');
  });
});

describe('display name', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' }, 'Ada Lovelace'],
    [{ firstName: ' Ada ', lastName: null, username: 'ada' }, 'Ada'],
    [{ firstName: null, lastName: 'Lovelace', username: 'ada' }, 'Lovelace'],
    [{ firstName: '', lastName: '  ', username: 'ada' }, 'ada'],
    [{ username: 'ada' }, 'ada'],
  ])('%j reads %j (the full name, else the username)', (user, name) => {
    expect(displayName(user)).toBe(name);
  });
});
