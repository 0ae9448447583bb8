import { describe, expect, it } from 'vitest';
import { parseAddress, type ParsedAddress } from './address-parse';

const none: ParsedAddress = {
  streetNumber: null,
  preDirectional: null,
  streetName: null,
  suffix: null,
  postDirectional: null,
  unit: null,
  city: null,
  state: null,
  zip: null,
};

const table: [string, Partial<ParsedAddress>][] = [
  ['123 Main St', { streetNumber: '123', streetName: 'Main', suffix: 'St' }],
  ['123 main street', { streetNumber: '123', streetName: 'main', suffix: 'St' }],
  ['123 Main St.', { streetNumber: '123', streetName: 'Main', suffix: 'St' }],
  ['123 MAIN STR', { streetNumber: '123', streetName: 'MAIN', suffix: 'St' }],
  ['  123   Main    Avenue  ', { streetNumber: '123', streetName: 'Main', suffix: 'Ave' }],
  ['9 Elm Av', { streetNumber: '9', streetName: 'Elm', suffix: 'Ave' }],
  [
    '123 N Main St, Austin, TX 78701',
    {
      streetNumber: '123',
      preDirectional: 'N',
      streetName: 'Main',
      suffix: 'St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
  ],
  [
    '123 North Main Street, Austin, Texas, 78701-1234',
    {
      streetNumber: '123',
      preDirectional: 'N',
      streetName: 'Main',
      suffix: 'St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
  ],
  [
    '4410 Lamar Blvd Northwest Unit 12, Austin TX',
    {
      streetNumber: '4410',
      streetName: 'Lamar',
      suffix: 'Blvd',
      postDirectional: 'NW',
      unit: '12',
      city: 'Austin',
      state: 'TX',
    },
  ],
  ["12 O'Brien Ct", { streetNumber: '12', streetName: "O'Brien", suffix: 'Ct' }],
  ['12 O\u2019Brien Court', { streetNumber: '12', streetName: "O'Brien", suffix: 'Ct' }],
  [
    '77 Oak Ln #4b, Denver, CO',
    {
      streetNumber: '77',
      streetName: 'Oak',
      suffix: 'Ln',
      unit: '4B',
      city: 'Denver',
      state: 'CO',
    },
  ],
  [
    '77 Oak Ln Apt. 4, 80202',
    { streetNumber: '77', streetName: 'Oak', suffix: 'Ln', unit: '4', zip: '80202' },
  ],
  ['77 Oak Ln, Ste 200', { streetNumber: '77', streetName: 'Oak', suffix: 'Ln', unit: '200' }],
  [
    '77 Oak Ln, Unit B, Denver',
    { streetNumber: '77', streetName: 'Oak', suffix: 'Ln', unit: 'B', city: 'Denver' },
  ],
  [
    '500 Martin Luther King Jr Blvd, Austin, TX 78702, USA',
    {
      streetNumber: '500',
      streetName: 'Martin Luther King Jr',
      suffix: 'Blvd',
      city: 'Austin',
      state: 'TX',
      zip: '78702',
    },
  ],
  [
    '123 Main St Austin TX 78701',
    {
      streetNumber: '123',
      streetName: 'Main',
      suffix: 'St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
  ],
  [
    '123 Main St New York NY 10001',
    {
      streetNumber: '123',
      streetName: 'Main',
      suffix: 'St',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    },
  ],
  ['10 North St', { streetNumber: '10', streetName: 'North', suffix: 'St' }],
  ['10 Court St', { streetNumber: '10', streetName: 'Court', suffix: 'St' }],
  ['10 St Charles Ave', { streetNumber: '10', streetName: 'St Charles', suffix: 'Ave' }],
  ['10 Park Place Way', { streetNumber: '10', streetName: 'Park Place', suffix: 'Way' }],
  [
    '88 Cedar Pkwy SE',
    { streetNumber: '88', streetName: 'Cedar', suffix: 'Pkwy', postDirectional: 'SE' },
  ],
  ['88 Sunset', { streetNumber: '88', streetName: 'Sunset' }],
  ['88 Sunset, 78704', { streetNumber: '88', streetName: 'Sunset', zip: '78704' }],
  ['Main Street, Austin', { streetName: 'Main', suffix: 'St', city: 'Austin' }],
  ['asdf', { streetName: 'asdf' }],
  ['12345', { streetNumber: '12345' }],
];

describe('parseAddress', () => {
  it.each(table)('%s', (input, expected) => {
    expect(parseAddress(input)).toEqual({ ...none, ...expected });
  });

  it.each(['', '   ', ',,,', '#', "'", 'x'.repeat(201)])('has nothing in %j', (input) => {
    expect(parseAddress(input)).toBeNull();
  });

  it('never throws on odd text', () => {
    for (const input of [
      '\uD800',
      '12 \uDC00 St',
      '1 2 3',
      '#,#,#',
      ') or (1 eq 1',
      "'; DROP TABLE",
    ]) {
      expect(() => parseAddress(input)).not.toThrow();
    }
  });
});
