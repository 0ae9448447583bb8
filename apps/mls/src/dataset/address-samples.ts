import { addressKey } from './address';
import type { Dataset, PropertyRecord } from './types';

export type AddressSampleKind =
  | 'unit'
  | 'apostrophe'
  | 'directional-prefix'
  | 'directional-suffix'
  | 'numbered-street'
  | 'no-suffix'
  | 'duplicate'
  | 'plain';

/** One address to look up, with every listing at that address (more than one for a duplicate). */
export type AddressSample = {
  kind: AddressSampleKind;
  record: PropertyRecord;
  sameAddress: PropertyRecord[];
};

const kindTests: readonly (readonly [AddressSampleKind, (record: PropertyRecord) => boolean])[] = [
  ['unit', (record) => record.UnitNumber !== null],
  ['apostrophe', (record) => record.StreetName.includes("'")],
  ['directional-prefix', (record) => record.StreetDirPrefix !== null],
  ['directional-suffix', (record) => record.StreetDirSuffix !== null],
  ['numbered-street', (record) => /^\d/.test(record.StreetName)],
  ['no-suffix', (record) => record.StreetSuffix === null],
  [
    'plain',
    (record) =>
      record.UnitNumber === null &&
      record.StreetDirPrefix === null &&
      record.StreetDirSuffix === null &&
      !record.StreetName.includes("'"),
  ],
];

/** Every address listed more than once, with its listings. */
export const duplicateGroups = (dataset: Dataset): PropertyRecord[][] => {
  const groups = new Map<string, PropertyRecord[]>();
  for (const record of dataset.properties) {
    const key = addressKey(record);
    groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
};

const spread = <T>(items: readonly T[], count: number): T[] =>
  Array.from(
    { length: Math.min(count, items.length) },
    (_, index) => items[Math.floor((index * items.length) / Math.min(count, items.length))],
  ).filter((item): item is T => item !== undefined);

/**
 * A varied, deterministic selection of `n` addresses for address-lookup tests: units, apostrophes,
 * directionals before and after the name, numbered streets, streets without a suffix, duplicates and
 * plain ones, taken in turn and spread across the dataset.
 */
export const sampleAddresses = (dataset: Dataset, n = 24): AddressSample[] => {
  const groups = duplicateGroups(dataset);
  const duplicated = new Set(groups.flat().map((record) => record.ListingKey));
  const byKind = new Map<AddressSampleKind, AddressSample[]>([
    [
      'duplicate',
      spread(groups, n).map((group) => ({
        kind: 'duplicate',
        record: group[0] as PropertyRecord,
        sameAddress: group,
      })),
    ],
  ]);
  const singles = dataset.properties.filter((record) => !duplicated.has(record.ListingKey));
  for (const [kind, test] of kindTests) {
    const matches = singles.filter(test);
    byKind.set(
      kind,
      spread(matches, n).map((record) => ({ kind, record, sameAddress: [record] })),
    );
  }
  const order: AddressSampleKind[] = [
    'unit',
    'apostrophe',
    'directional-prefix',
    'duplicate',
    'directional-suffix',
    'numbered-street',
    'no-suffix',
    'plain',
  ];
  const chosen: AddressSample[] = [];
  const taken = new Set<string>();
  for (let round = 0; chosen.length < n && round < n; round += 1) {
    for (const kind of order) {
      const sample = byKind.get(kind)?.[round];
      if (!sample || taken.has(sample.record.ListingKey) || chosen.length >= n) continue;
      taken.add(sample.record.ListingKey);
      chosen.push(sample);
    }
  }
  return chosen;
};
