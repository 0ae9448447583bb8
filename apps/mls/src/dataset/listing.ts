import { addressKey, generateAddress } from './address';
import { cities } from './cities';
import type { createKeyMaker } from './keys';
import { datesFor, statusMix } from './listing-dates';
import { pickMissing, withoutMissing } from './missing';
import { priceFor, taxFor } from './pricing';
import type { Random } from './random';
import { remarksFor } from './remarks';
import { generateStructure, pickKind } from './structure';
import type { PropertyRecord } from './types';

export type KeyMaker = ReturnType<typeof createKeyMaker>;

export const photosCountFor = (random: Random, propertyType: string) =>
  propertyType === 'Land' ? random.int(5, 12) : Math.round(random.normal(22, 9, 5, 40));

/** One listing at an address no other listing uses yet (duplicates are made on purpose, later). */
export const generateListing = (
  random: Random,
  keys: KeyMaker,
  usedAddresses: Set<string>,
): PropertyRecord => {
  const city = random.weighted(cities);
  const area = random.pick(city.areas);
  const kind = pickKind(random, area);
  const structure = generateStructure(random, city, area, kind);
  let address = generateAddress(random, city, area, kind);
  while (usedAddresses.has(addressKey(address)))
    address = generateAddress(random, city, area, kind);
  usedAddresses.add(addressKey(address));
  const status = random.weighted(statusMix);
  const price = priceFor(random, area, kind, structure);
  const complete: PropertyRecord = {
    ListingKey: keys.listingKey(),
    ListingId: keys.listingId(city.mlsPrefix),
    StandardStatus: status,
    ListPrice: price,
    ...address,
    ...structure,
    SubdivisionName: random.pick(area.subdivisions),
    ElementarySchool: random.pick(area.elementary),
    MiddleOrJuniorSchool: random.pick(area.middle),
    HighSchool: random.pick(area.high),
    PublicRemarks: null,
    TaxAnnualAmount: taxFor(random, city, price),
    ...datesFor(random, status),
    PhotosCount: photosCountFor(random, structure.PropertyType),
  };
  const missing = pickMissing(random);
  const record = withoutMissing(complete, missing);
  return missing.has('PublicRemarks')
    ? record
    : { ...record, PublicRemarks: remarksFor(record, random) };
};
