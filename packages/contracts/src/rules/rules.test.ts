import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPassword, meetsPasswordRules } from './password';
import {
  deleteAcrossSeparator,
  formatPhone,
  normalizeServicePhone,
  phoneDigitsWhileTyping,
  reformatPhoneEdit,
} from './phone';
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

describe('phone caret while editing', () => {
  const full = '+1-650-555-1234';

  it('keeps the caret behind the same digit when a digit in the middle is deleted or typed', () => {
    // Backspace after "650": the browser leaves "+1-65-555-1234" with the caret after "65".
    expect(reformatPhoneEdit('+1-65-555-1234', 5)).toEqual({ value: '+1-655-551-234', caret: 5 });
    // Then "1" typed there: "+1-6515-551-234", caret after "651".
    expect(reformatPhoneEdit('+1-6515-551-234', 6)).toEqual({
      value: full.replace('0', '1'),
      caret: 6,
    });
  });

  it('puts the caret after the first digit typed into an empty field, +1 included', () => {
    expect(reformatPhoneEdit('6', 1)).toEqual({ value: '+1-6', caret: 4 });
    expect(reformatPhoneEdit('6505551234', 10)).toEqual({ value: full, caret: full.length });
    expect(reformatPhoneEdit('', 0)).toEqual({ value: '', caret: 0 });
    expect(reformatPhoneEdit('a', 1)).toEqual({ value: '', caret: 0 });
  });

  it('never puts the caret before +1', () => {
    expect(reformatPhoneEdit('+-650-555-1234', 1)).toEqual({ value: full, caret: 2 });
  });

  it('keeps the caret where it was when a digit is inserted into a full number', () => {
    expect(reformatPhoneEdit('+1-650-5559-1234', 11)).toEqual({
      value: '+1-650-555-9123',
      caret: 12,
    });
  });

  it('Backspace right after a dash deletes the digit before the dash', () => {
    expect(deleteAcrossSeparator({ value: full, caret: 7 }, 'Backspace')).toEqual({
      value: '+1-655-551-234',
      caret: 5,
    });
    expect(deleteAcrossSeparator({ value: full, caret: 6 }, 'Backspace')).toBeNull();
  });

  it('Delete right before a dash deletes the digit after the dash', () => {
    expect(deleteAcrossSeparator({ value: full, caret: 6 }, 'Delete')).toEqual({
      value: '+1-650-551-234',
      caret: 6,
    });
    expect(deleteAcrossSeparator({ value: full, caret: full.length }, 'Delete')).toBeNull();
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
