import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPassword, meetsPasswordRules } from './password';
import { formatPhone, normalizeServicePhone, phoneDigitsWhileTyping } from './phone';
import { fullName, initials, initialsOfName, normalizeUsername } from './user';
import { isUuid } from './uuid';

describe('password rules', () => {
  it('reports each of the four rules', () => {
    expect(checkPassword('abc').map((r) => r.met)).toEqual([true, false, false, false]);
    expect(meetsPasswordRules('Rela-demo-2026!')).toBe(true);
    expect(meetsPasswordRules('Abcdefg1')).toBe(false);
    expect(meetsPasswordRules('Abcdef1!')).toBe(true);
    expect(meetsPasswordRules('Abcde1!')).toBe(false);
  });
});

describe('phone rules', () => {
  it('keeps +1 and exactly ten digits in the service layer', () => {
    expect(normalizeServicePhone('(555) 123-4567')).toBeNull();
    expect(normalizeServicePhone('1 (555) 123-4567')).toBe('+15551234567');
    expect(normalizeServicePhone('+44 20 7946 0958')).toBeNull();
  });

  it('formats for display and while typing', () => {
    expect(formatPhone('+15551234567')).toBe('+1-555-123-4567');
    expect(formatPhone(null)).toBe('');
    expect(phoneDigitsWhileTyping('555-123-45678999')).toBe('15551234567');
  });

  it('formats any ten digits to the 15-character display form', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const display = formatPhone(`+1${digits}`);
        expect(display).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/);
        expect(normalizeServicePhone(display)).toBe(`+1${digits}`);
      }),
    );
  });
});

describe('names', () => {
  it('derives full name and initials', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
    expect(initials({ email: 'bea@example.com' })).toBe('B');
    expect(initials({})).toBe('--');
    expect(initialsOfName('Mary Ann Smith')).toBe('MAS');
    expect(normalizeUsername('  Buyer ')).toBe('buyer');
  });
});

describe('uuid rule', () => {
  it('accepts the 8-4-4-4-12 hexadecimal shape only', () => {
    expect(isUuid('3f1c2a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f')).toBe(true);
    expect(isUuid('3F1C2A7E-1D2B-4C5D-8E9F-0A1B2C3D4E5F')).toBe(true);
    expect(isUuid('3f1c2a7e1d2b4c5d8e9f0a1b2c3d4e5f')).toBe(false);
    expect(isUuid('3f1c2a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5g')).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});
