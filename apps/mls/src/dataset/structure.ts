import type { CityArea, CityProfile } from './city-types';
import type { Random } from './random';
import { pickStyles } from './styles';
import { pickBasement, pickCooling, pickHeating } from './systems';
import type { PropertyRecord } from './types';

export type Structure = Pick<
  PropertyRecord,
  | 'PropertyType'
  | 'PropertySubType'
  | 'LivingArea'
  | 'LotSizeAcres'
  | 'LotSizeSquareFeet'
  | 'BedroomsTotal'
  | 'BathroomsFull'
  | 'BathroomsHalf'
  | 'BathroomsTotalInteger'
  | 'YearBuilt'
  | 'Stories'
  | 'ArchitecturalStyle'
  | 'Heating'
  | 'Cooling'
  | 'Basement'
  | 'GarageSpaces'
  | 'FireplacesTotal'
>;

export type Kind = 'house' | 'condo' | 'townhouse' | 'income' | 'land';

export const subTypeOf: Record<Kind, string> = {
  house: 'Single Family Residence',
  condo: 'Condominium',
  townhouse: 'Townhouse',
  income: 'Duplex',
  land: 'Unimproved Land',
};

export const pickKind = (random: Random, area: CityArea): Kind => {
  const roll = random.next();
  if (roll < 0.04) return 'land';
  if (roll < 0.09) return 'income';
  if (!random.chance(area.attachedShare * 0.5)) return 'house';
  return random.chance(0.65) ? 'condo' : 'townhouse';
};

const acres = (squareFeet: number) => Math.round((squareFeet / 43560) * 10000) / 10000;

const lotFor = (random: Random, kind: Kind, area: CityArea): number | null => {
  if (kind === 'condo') return random.chance(0.6) ? null : random.int(8000, 60000);
  if (kind === 'townhouse') return random.int(1200, 3600);
  if (kind === 'land' && random.chance(0.4)) return Math.round(random.float(0.5, 5) * 43560);
  const big = random.chance(0.06) ? random.float(2, 4) : 1;
  return Math.round(random.normal(area.lotSqft, area.lotSqft * 0.3, 1800, 80000) * big);
};

const landStructure = (lot: number): Structure => ({
  PropertyType: 'Land',
  PropertySubType: subTypeOf.land,
  LivingArea: null,
  LotSizeAcres: acres(lot),
  LotSizeSquareFeet: lot,
  BedroomsTotal: null,
  BathroomsFull: null,
  BathroomsHalf: null,
  BathroomsTotalInteger: null,
  YearBuilt: null,
  Stories: null,
  ArchitecturalStyle: null,
  Heating: null,
  Cooling: null,
  Basement: null,
  GarageSpaces: null,
  FireplacesTotal: null,
});

const yearFor = (random: Random, kind: Kind, area: CityArea) => {
  const around =
    kind === 'condo' || kind === 'townhouse' ? Math.max(area.builtAround, 1990) : area.builtAround;
  return Math.round(random.normal(around, kind === 'house' ? 24 : 16, 1890, 2025));
};

const sizeFor = (random: Random, kind: Kind, year: number, units: number) => {
  if (kind === 'condo') return random.normal(1050, 350, 420, 3200);
  if (kind === 'townhouse') return random.normal(1700, 400, 900, 3400);
  if (kind === 'income') return units * random.normal(950, 200, 550, 1500);
  const base = year < 1945 ? 1550 : year < 1990 ? 1700 : 2350;
  return random.normal(base, base * 0.33, 620, 6800);
};

export const generateStructure = (
  random: Random,
  city: CityProfile,
  area: CityArea,
  kind: Kind,
): Structure => {
  const lot = lotFor(random, kind, area);
  if (kind === 'land') return landStructure(lot ?? area.lotSqft);
  const attached = kind === 'condo' || kind === 'townhouse';
  const units =
    kind === 'income'
      ? random.weighted([
          [2, 6],
          [3, 2.5],
          [4, 1.5],
        ] as const)
      : 1;
  const year = yearFor(random, kind, area);
  const size = Math.round(sizeFor(random, kind, year, units) / 10) * 10 + random.int(0, 9);
  const beds =
    kind === 'income'
      ? units * random.int(1, 3)
      : Math.round(
          Math.min(
            kind === 'condo' ? 4 : 7,
            Math.max(kind === 'condo' ? 0 : 1, size / 560 + random.normal(0, 0.6)),
          ),
        );
  const full =
    kind === 'income'
      ? units + (random.chance(0.2) ? 1 : 0)
      : Math.round(Math.min(6, Math.max(1, beds * 0.5 + size / 2600 + random.normal(0, 0.4))));
  const half = random.chance(size > 1400 && kind !== 'condo' ? 0.55 : 0.2)
    ? random.chance(0.1)
      ? 2
      : 1
    : 0;
  const stories =
    kind === 'condo'
      ? random.chance(0.1)
        ? 2
        : 1
      : kind === 'townhouse'
        ? random.int(2, 3)
        : size > 2600
          ? random.weighted([
              [1, 2],
              [2, 6],
              [3, 1],
            ] as const)
          : random.weighted([
              [1, 6],
              [2, 3],
              [3, 0.3],
            ] as const);
  return {
    PropertyType: kind === 'income' ? 'Residential Income' : 'Residential',
    PropertySubType:
      kind === 'income'
        ? (['Duplex', 'Triplex', 'Quadruplex'][units - 2] ?? 'Duplex')
        : subTypeOf[kind],
    LivingArea: size,
    LotSizeAcres: lot === null ? null : acres(lot),
    LotSizeSquareFeet: lot,
    BedroomsTotal: beds,
    BathroomsFull: full,
    BathroomsHalf: half,
    BathroomsTotalInteger: full + half,
    YearBuilt: year,
    Stories: stories,
    ArchitecturalStyle: pickStyles(random, year, attached),
    Heating: pickHeating(random, city.climate, year),
    Cooling: pickCooling(random, city.climate),
    Basement: attached ? ['None'] : pickBasement(random, city.climate, city.basementShare),
    GarageSpaces:
      kind === 'condo'
        ? random.int(0, 1)
        : year < 1940
          ? random.weighted([
              [0, 4],
              [1, 4],
              [2, 2],
            ] as const)
          : random.weighted([
              [0, 1],
              [1, 2],
              [2, 6],
              [3, size > 2800 ? 3 : 0.5],
            ] as const),
    FireplacesTotal: random.weighted(
      attached
        ? ([
            [0, 7],
            [1, 3],
          ] as const)
        : city.climate === 'hot'
          ? ([
              [0, 5],
              [1, 4],
              [2, 0.6],
            ] as const)
          : ([
              [0, 4],
              [1, 5],
              [2, 1.2],
            ] as const),
    ),
  };
};
