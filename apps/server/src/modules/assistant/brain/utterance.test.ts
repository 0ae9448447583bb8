import { asksToClearAllHomes } from '@rela/contracts';
import { describe, expect, it } from 'vitest';
import { addressesIn, buyerNamedIn, parseUtterance } from './utterance';

describe('reading a message', () => {
  it.each([
    ['add 8073 South Congress Avenue to my list', ['8073 South Congress Avenue']],
    ['Please put 415 se milwaukie ave portland on my list', ['415 se milwaukie ave portland']],
    ["what's the price of 7962 W 5th Ave, Columbus?", ['7962 W 5th Ave, Columbus']],
    ['how many bedrooms does 3350 S Saunders Street have', ['3350 S Saunders Street']],
    ['compare 1 Elm St and 22 Oak Avenue', ['1 Elm St', '22 Oak Avenue']],
    ['12 Main St vs 14 Main St.', ['12 Main St', '14 Main St']],
    [
      '419 Riverside Blvd #6A, Sacramento, CA 95814',
      ['419 Riverside Blvd #6A, Sacramento, CA 95814'],
    ],
    ['find 561 Lover’s Circle', ['561 Lover’s Circle']],
    ['show homes with 3 bedrooms', []],
    ['I want 2 baths and 1200 sq ft', []],
    ['help', []],
  ])('finds the addresses in "%s"', (text, expected) => {
    expect(addressesIn(text)).toEqual(expected);
  });

  it.each([
    ['add 12 Elm St for Jane Smith', 'Jane Smith'],
    ['add it for my buyer Bob', 'Bob'],
    ["show Jane Smith's homes", 'Jane Smith'],
    ["show me jane's list", 'jane'],
    ['add 12 Elm St for buyer2', 'buyer2'],
    ['add 12 Elm St for me', null],
    ['what are my homes', null],
  ])('reads the buyer in "%s"', (text, expected) => {
    expect(parseUtterance(text).buyer).toBe(expected);
  });

  it('does not read the street of an address as a buyer', () => {
    expect(buyerNamedIn('schools for')).toBeNull();
    expect(parseUtterance('schools for 8675 Forest St').buyer).toBeNull();
  });

  it.each([
    ['add it', true],
    ['what is the price of this home?', true],
    ['how big is that one', true],
    ['find 12 Elm St', false],
  ])('sees a reference to the last home in "%s": %s', (text, expected) => {
    expect(parseUtterance(text).refersToLast).toBe(expected);
  });

  it.each([
    ['clear all properties', true],
    ['Remove all my homes', true],
    ['delete everything', true],
    ['reset my list', true],
    ['please empty my saved homes', true],
    ["let's start over", true],
    ['remove 12 Elm St from my list', false],
    ['clear 12 Elm St off my list', false],
    ['show all my homes', false],
    ['add all of it', false],
  ])('knows whether "%s" asks to clear all homes', (text, expected) => {
    expect(asksToClearAllHomes(text)).toBe(expected);
  });
});
