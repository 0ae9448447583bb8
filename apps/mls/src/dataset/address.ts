import type { CityArea, CityProfile } from './city-types';
import type { Random } from './random';
import type { Kind } from './structure';
import { formatUnparsedAddress, parseStreet } from './street';
import type { PropertyRecord } from './types';

export type Address = Pick<
  PropertyRecord,
  | 'UnparsedAddress'
  | 'StreetNumber'
  | 'StreetDirPrefix'
  | 'StreetName'
  | 'StreetSuffix'
  | 'StreetDirSuffix'
  | 'UnitNumber'
  | 'City'
  | 'StateOrProvince'
  | 'PostalCode'
  | 'CountyOrParish'
  | 'Country'
  | 'Latitude'
  | 'Longitude'
>;

/** How a unit is written after the street: `Unit 5B`, `#204`, `Apt 3`. */
const unitFor = (random: Random, kind: Kind): { number: string; written: string } | null => {
  const chance =
    kind === 'condo' ? 0.92 : kind === 'townhouse' ? 0.25 : kind === 'income' ? 0.25 : 0;
  if (!random.chance(chance)) return null;
  const number =
    kind === 'income'
      ? random.pick(['A', 'B', '1', '2'])
      : random.weighted([
          [`${random.int(1, 24)}${random.pick(['A', 'B', 'C', 'D'])}`, 3],
          [`${random.int(1, 18)}${String(random.int(1, 20)).padStart(2, '0')}`, 4],
          [String(random.int(1, 40)), 2],
        ]);
  const designator = random.weighted([
    ['Unit', 5],
    ['#', 3],
    ['Apt', 2],
  ] as const);
  return { number, written: designator === '#' ? `#${number}` : `${designator} ${number}` };
};

const streetNumberFor = (random: Random) =>
  String(
    random.weighted([
      [random.int(100, 999), 3],
      [random.int(1000, 9999), 6],
      [random.int(10000, 19999), 0.4],
    ]),
  );

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export const generateAddress = (
  random: Random,
  city: CityProfile,
  area: CityArea,
  kind: Kind,
): Address => {
  const street = parseStreet(random.pick(city.streets), area.quadrant);
  const unit = unitFor(random, kind);
  const StreetNumber = streetNumberFor(random);
  return {
    UnparsedAddress: formatUnparsedAddress({
      ...street,
      StreetNumber,
      unit: unit?.written ?? null,
    }),
    StreetNumber,
    ...street,
    UnitNumber: unit?.number ?? null,
    City: city.city,
    StateOrProvince: city.state,
    PostalCode: area.postalCode,
    CountyOrParish: area.county ?? city.county,
    Country: 'US',
    Latitude: round6(area.latitude + random.float(-0.016, 0.016)),
    Longitude: round6(area.longitude + random.float(-0.02, 0.02)),
  };
};

/** What makes two listings the same place: the street address, unit and ZIP. */
export const addressKey = (record: Pick<PropertyRecord, 'UnparsedAddress' | 'PostalCode'>) =>
  `${record.UnparsedAddress.toLowerCase()}|${record.PostalCode}`;
