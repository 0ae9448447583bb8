import {
  relaCostDefaults,
  type CostDefaultsResponse,
  type CostDefaultsValues,
  type CostInputSource,
} from '@rela/contracts';
import type { CostDefaultsRow } from '../../db/schema';
import type { DefaultsRows, Setter } from './cost-defaults.queries';

type Name = keyof CostDefaultsValues;

/** Each value's columns in a `cost_defaults` row. */
const columns = {
  downPaymentPercent: { by: 'downPaymentSetBy', at: 'downPaymentSetAt' },
  rate: { by: 'rateSetBy', at: 'rateSetAt' },
  termYears: { by: 'termSetBy', at: 'termSetAt' },
} as const satisfies Record<Name, { by: keyof CostDefaultsRow; at: keyof CostDefaultsRow }>;

const names = Object.keys(columns) as Name[];

/** The defaults a caller's estimates use, each value with where it came from (ADR 051). */
export type ResolvedDefaults = {
  values: CostDefaultsValues;
  sources: Record<Name, CostInputSource>;
  companyRate: CostDefaultsResponse['companyRate'];
};

type Stamped = { value: number; by: string | null; at: Date | null };

const setIn = (row: CostDefaultsRow | null, name: Name): Stamped | null => {
  const value = row?.[name];
  if (row === null || value === null || value === undefined) return null;
  return { value, by: row[columns[name].by], at: row[columns[name].at] };
};

const rela: CostInputSource = { from: 'rela', by: null, at: null };

/**
 * One value by the three levels: the household's (said to be the buyer's or their realtor's by the
 * setter's role: a setter whose account is gone reads as the household's own), then the company's,
 * then Rela's starting value. A null value is not set: the level above applies.
 */
const resolve = (rows: DefaultsRows, setters: ReadonlyMap<string, Setter>, name: Name) => {
  const stamped = (set: Stamped, from: (setter: Setter | undefined) => CostInputSource['from']) => {
    const setter = set.by ? setters.get(set.by) : undefined;
    return {
      value: set.value,
      source: { from: from(setter), by: setter?.name ?? null, at: set.at?.toISOString() ?? null },
    };
  };
  const household = setIn(rows.household, name);
  if (household)
    return stamped(household, (setter) => (setter?.role === 'realtor' ? 'realtor' : 'buyer'));
  const company = setIn(rows.company, name);
  if (company) return stamped(company, () => 'company');
  return { value: relaCostDefaults[name], source: rela };
};

/** Every value by its levels, and the company's rate as the pages tell it. */
export const resolveDefaults = (
  rows: DefaultsRows,
  setters: ReadonlyMap<string, Setter>,
): ResolvedDefaults => {
  const resolved = Object.fromEntries(
    names.map((name) => [name, resolve(rows, setters, name)]),
  ) as Record<Name, { value: number; source: CostInputSource }>;
  const companyRate = setIn(rows.company, 'rate');
  const companyRateBy = companyRate?.by ? setters.get(companyRate.by) : undefined;
  return {
    values: {
      downPaymentPercent: resolved.downPaymentPercent.value,
      rate: resolved.rate.value,
      termYears: resolved.termYears.value,
    },
    sources: {
      downPaymentPercent: resolved.downPaymentPercent.source,
      rate: resolved.rate.source,
      termYears: resolved.termYears.source,
    },
    companyRate: companyRate
      ? {
          rate: companyRate.value,
          at: companyRate.at?.toISOString() ?? null,
          by: companyRateBy?.name ?? null,
        }
      : { rate: relaCostDefaults.rate, at: null, by: null },
  };
};

/** The ids of everyone who set a value of these rows. */
export const setterIdsOf = (rows: DefaultsRows): string[] =>
  [rows.household, rows.company].flatMap((row) =>
    row
      ? names.flatMap((name) => {
          const by = row[columns[name].by];
          return by ? [by] : [];
        })
      : [],
  );
