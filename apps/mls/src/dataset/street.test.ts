import { describe, expect, it } from 'vitest';
import { formatUnparsedAddress, parseStreet } from './street';

describe('parseStreet', () => {
  it.each([
    ['N Lamar Blvd', undefined, ['N', 'Lamar', 'Blvd', null]],
    ['12th Ave S', undefined, [null, '12th', 'Ave', 'S']],
    ['Cherry Creek Dr N', undefined, [null, 'Cherry Creek', 'Dr', 'N']],
    ["O'Brien Ct", undefined, [null, "O'Brien", 'Ct', null]],
    ["St. Mary's St", undefined, [null, "St. Mary's", 'St', null]],
    ['Broadway', 'NE', ['NE', 'Broadway', null, null]],
    ['Hawthorne Blvd', 'SE', ['SE', 'Hawthorne', 'Blvd', null]],
    ['N St', undefined, [null, 'N', 'St', null]],
    ['W North Loop Blvd', undefined, ['W', 'North Loop', 'Blvd', null]],
  ] as const)('splits %s', (street, quadrant, [prefix, name, suffix, dirSuffix]) => {
    expect(parseStreet(street, quadrant)).toEqual({
      StreetDirPrefix: prefix,
      StreetName: name,
      StreetSuffix: suffix,
      StreetDirSuffix: dirSuffix,
    });
  });
});

describe('formatUnparsedAddress', () => {
  it('writes the one-line street address with the unit last', () => {
    const street = parseStreet('N Main St');
    expect(formatUnparsedAddress({ ...street, StreetNumber: '1234', unit: 'Unit 5B' })).toBe(
      '1234 N Main St Unit 5B',
    );
    expect(
      formatUnparsedAddress({ ...parseStreet('12th Ave S'), StreetNumber: '907', unit: null }),
    ).toBe('907 12th Ave S');
  });
});
