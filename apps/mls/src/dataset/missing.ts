import type { Random } from './random';
import type { PropertyRecord } from './types';

/** How often each optional field is missing (null), so the web app's N/A shows up. */
export const missingRates = {
  PropertySubType: 0.02,
  CountyOrParish: 0.02,
  LivingArea: 0.03,
  LotSizeAcres: 0.03,
  LotSizeSquareFeet: 0.03,
  BedroomsTotal: 0.02,
  BathroomsFull: 0.02,
  BathroomsHalf: 0.04,
  YearBuilt: 0.03,
  Stories: 0.04,
  ArchitecturalStyle: 0.05,
  Heating: 0.04,
  Cooling: 0.04,
  Basement: 0.05,
  GarageSpaces: 0.04,
  FireplacesTotal: 0.05,
  SubdivisionName: 0.04,
  ElementarySchool: 0.04,
  MiddleOrJuniorSchool: 0.04,
  HighSchool: 0.04,
  PublicRemarks: 0.02,
  TaxAnnualAmount: 0.04,
} satisfies Partial<Record<keyof PropertyRecord, number>>;

export type MissingField = keyof typeof missingRates;

/** Which optional fields this listing lacks. */
export const pickMissing = (random: Random): Set<MissingField> => {
  const missing = new Set<MissingField>();
  for (const [field, rate] of Object.entries(missingRates) as [MissingField, number][]) {
    if (random.chance(rate)) missing.add(field);
  }
  return missing;
};

export const withoutMissing = (
  record: PropertyRecord,
  missing: Set<MissingField>,
): PropertyRecord => {
  const copy: PropertyRecord = { ...record };
  for (const field of missing) copy[field] = null;
  if (copy.BathroomsFull === null && copy.BathroomsHalf === null) copy.BathroomsTotalInteger = null;
  return copy;
};
