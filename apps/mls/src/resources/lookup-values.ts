import { resoLookups, type ResoLookupName } from '@rela/contracts';
import { datasetReferenceDate } from '../dataset/listing-dates';
import { roster } from '../dataset/roster';
import type { LookupValues } from '../profiles/types';
import {
  mediaFields,
  officeFields,
  openHouseFields,
  propertyFields,
  type FieldSpec,
} from './fields';
import type { Store } from './store';

/** One row of the Lookup resource. */
export type LookupRow = {
  LookupKey: string;
  LookupName: string;
  /** The value as this server sends it. */
  LookupValue: string;
  /** The Data Dictionary's display name of a standard value; null for a local one. */
  StandardLookupValue: string | null;
  /** The Data Dictionary's lookup name of a standard value; null for a local one. */
  LegacyODataValue: string | null;
  ModificationTimestamp: string;
};

const isStandard = (lookup: string): lookup is ResoLookupName => lookup in resoLookups;

/** Values this server holds for fields of no resource's rows (Media's, the open houses'). */
const fixedValues: Record<string, readonly string[]> = {
  ResourceName: ['Property'],
  MediaCategory: ['Photo'],
  MediaType: ['jpeg'],
  ImageSizeDescription: ['Largest'],
};

/** Every value each lookup's fields hold in the data, as held (display names). */
const heldValues = (store: Store) => {
  const held = new Map<string, Set<string>>();
  const add = (lookup: string, value: unknown) => {
    const values = held.get(lookup) ?? new Set<string>();
    held.set(lookup, values);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') values.add(item);
    }
  };
  const scan = (fields: readonly FieldSpec[], rows: Iterable<Record<string, unknown>>) => {
    const annotated = fields.filter((field) => field.lookup && !(field.lookup in fixedValues));
    for (const row of rows) {
      for (const field of annotated) add(field.lookup as string, row[field.name]);
    }
  };
  scan(propertyFields, store.all);
  scan(officeFields, roster.offices);
  for (const [lookup, values] of Object.entries(fixedValues)) values.forEach((v) => add(lookup, v));
  for (const field of [...mediaFields, ...openHouseFields]) {
    if (field.lookup && isStandard(field.lookup)) add(field.lookup, []);
  }
  return held;
};

/**
 * The Lookup resource's rows (RESO Web API Core 2.0): every standard value of each Data Dictionary
 * lookup this server's fields use, with its display name and lookup name, and every local value its
 * data holds (open lookups such as City or a school; StandardLookupValue null). LookupValue is what
 * the profile sends: the lookup name, or the display name.
 */
export const lookupRows = (store: Store, style: LookupValues): LookupRow[] => {
  const rows: LookupRow[] = [];
  const row = (lookup: string, value: string, standard: string | null, legacy: string | null) =>
    rows.push({
      LookupKey: `${lookup}:${value}`,
      LookupName: lookup,
      LookupValue: value,
      StandardLookupValue: standard,
      LegacyODataValue: legacy,
      ModificationTimestamp: datasetReferenceDate,
    });
  for (const [lookup, values] of [...heldValues(store)].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const standard: Readonly<Record<string, string>> = isStandard(lookup)
      ? resoLookups[lookup]
      : {};
    const known = new Set(Object.values(standard));
    for (const [name, display] of Object.entries(standard)) {
      row(lookup, style === 'names' ? name : display, display, name);
    }
    for (const value of [...values].sort()) {
      if (!known.has(value)) row(lookup, value, null, null);
    }
  }
  return rows;
};
