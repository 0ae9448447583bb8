import { describe, expect, it } from 'vitest';
import { nameSpellings } from './address-filters';

describe('nameSpellings', () => {
  it.each([
    ["o'brien", null, ["O'Brien", "o'brien", "O'BRIEN"]],
    ['capital of texas', null, ['Capital of Texas', 'capital of texas', 'CAPITAL OF TEXAS']],
    ["st. mary's", null, ["St. Mary's", "st. mary's", "ST. MARY'S", "St Mary's"]],
    ['hills', 'N', ['Hills', 'hills', 'HILLS', 'North Hills']],
    ['mckinney', null, ['McKinney', 'mckinney', 'MCKINNEY']],
  ])('%s', (name, direction, expected) => {
    expect(nameSpellings(name, direction)).toEqual(expected);
  });
});
