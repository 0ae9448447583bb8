import { describe, expect, it } from 'vitest';
import type { CostInputSource } from '@rela/contracts';
import {
  formatMonth,
  formatSignedPercent,
  inputSourceLine,
  shortDate,
  taxSourceLine,
} from './cost-words';

const thisYear = new Date().getFullYear();
const nov3 = new Date(thisYear, 10, 3, 12).toISOString();
const source = (from: CostInputSource['from'], by: string | null, at: string | null = nov3) => ({
  from,
  by,
  at,
});
const buyer = { name: 'Bea Buyer', buyer: true };
const realtor = { name: 'Rita Realtor', buyer: false };

describe('where an input came from, in words', () => {
  it("names the buyer themself, a co-buyer, their realtor, the company's setter and Rela", () => {
    expect(inputSourceLine('downPayment', source('buyer', 'Bea Buyer'), '10%', buyer)).toBe(
      'You set 10% on Nov 3',
    );
    expect(inputSourceLine('downPayment', source('buyer', 'Alex Buyer'), '10%', buyer)).toBe(
      'Alex Buyer set 10% on Nov 3',
    );
    expect(inputSourceLine('rate', source('realtor', 'Rita Realtor'), '6%', buyer)).toBe(
      'Your realtor set 6% on Nov 3',
    );
    expect(inputSourceLine('rate', source('company', 'Olivia Owner'), '6%', realtor)).toBe(
      'Company rate, set by Olivia Owner on Nov 3',
    );
    expect(inputSourceLine('termYears', source('company', null, null), '30 years', realtor)).toBe(
      'Company loan term',
    );
    expect(inputSourceLine('rate', source('rela', null, null), '6.5%', buyer)).toBe(
      "Rela's starting value: your company has not set a rate",
    );
    expect(inputSourceLine('downPayment', source('rela', null, null), '20%', buyer)).toBe(
      "Rela's starting value",
    );
    expect(inputSourceLine('rate', source('asked', null, null), '5%', buyer)).toBe(
      'Changed here, for this home only',
    );
    expect(
      inputSourceLine('rate', source('buyer', 'Bea Buyer', '2024-11-03T12:00:00Z'), '5%', buyer),
    ).toBe('You set 5% on Nov 3, 2024');
  });

  it('says which tax rate applied: the county (without "County"), the state, the nation', () => {
    const tax = { county: 'Wake County', state: 'NC', ratePercent: 0.9, year: 2025 };
    expect(taxSourceLine({ ...tax, from: 'county' })).toBe(
      'Wake County rate (2025): 0.9% of the price a year',
    );
    expect(taxSourceLine({ ...tax, from: 'state', ratePercent: 0.82 })).toBe(
      'NC typical rate (2025): 0.82% of the price a year',
    );
    expect(taxSourceLine({ ...tax, from: 'national', ratePercent: 0.99 })).toBe(
      'National typical rate (2025): 0.99% of the price a year',
    );
  });

  it('says a calendar date as written, whatever the time zone', () => {
    expect(shortDate(`${thisYear}-07-14`)).toBe('Jul 14');
    expect(shortDate('2024-01-01')).toBe('Jan 1, 2024');
    expect(inputSourceLine('rate', source('buyer', null), '6%', buyer)).toBe(
      'The household set 6% on Nov 3',
    );
  });

  it('words a month and a change of price', () => {
    expect(formatMonth('2033-03')).toBe('Mar 2033');
    expect(formatSignedPercent(-15_000, 480_000)).toBe('−3.1%');
    expect(formatSignedPercent(5_000, 465_000)).toBe('+1.1%');
  });
});
