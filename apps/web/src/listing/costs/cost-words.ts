import type { CostInputSource, MonthlyCostSources } from '@rela/contracts';
import { costTexts } from './cost-texts';
import { formatPrice } from '../model/format';

const text = costTexts.sources;

const thisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const otherYear = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const percentFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;
const thisYearDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const otherYearDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * `Nov 3`, or `Nov 3, 2025` when not this year; null for a time that does not parse. An instant
 * in the browser's time zone; a calendar date (`2026-07-14`: a list or close date) as written.
 */
export const shortDate = (iso: string, now: number = Date.now()): string | null => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const sameYear = (date: boolean) =>
    (date ? at.getUTCFullYear() : at.getFullYear()) === new Date(now).getFullYear();
  if (dayOnly.test(iso)) return (sameYear(true) ? thisYearDay : otherYearDay).format(at);
  return (sameYear(false) ? thisYear : otherYear).format(at);
};

/** `2033-03` as `Mar 2033`. */
export const formatMonth = (month: string): string => {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return monthYear.format(Date.UTC(year, index - 1, 1));
};

/** `6.5%`, `0.9%`, `12.35%`. */
export const formatPercent = (percent: number) => `${percentFormat.format(percent)}%`;

/** `-$15,000` and `+$5,000`: a change of price with its sign. */
export const formatSignedPrice = (change: number) =>
  `${change < 0 ? '−' : '+'}${formatPrice(Math.abs(change))}`;

/** `−3.2%`: a change of price as a share of the price before it. */
export const formatSignedPercent = (change: number, before: number) =>
  `${change < 0 ? '−' : '+'}${percentFormat.format(Math.round((Math.abs(change) / before) * 1000) / 10)}%`;

/** A county as the sources say it: `Wake` (the MLS may write `Wake County`). */
const countyName = (county: string) => county.trim().replace(/\s+(county|parish)$/i, '');

type Thing = keyof typeof text.things;

/**
 * Where a down payment, rate or term came from, in words: "You set 10% on Nov 3", "Your realtor
 * set 10% on Nov 3", "Company rate, set by Olivia Owner on Nov 1", "Rela's starting value".
 * `viewerName` is the signed-in person's full name; `buyerViewer` whether they are the buyer.
 */
export const inputSourceLine = (
  thing: Thing,
  source: CostInputSource,
  value: string,
  viewer: { name: string | null; buyer: boolean },
): string => {
  const date = source.at ? shortDate(source.at) : null;
  const setBy = (who: string) => (date ? text.setOn(who, value, date) : text.set(who, value));
  switch (source.from) {
    case 'asked':
      return text.asked;
    case 'buyer':
      return setBy(
        source.by === null
          ? text.household
          : viewer.buyer && source.by === viewer.name
            ? text.you
            : source.by,
      );
    case 'realtor':
      return setBy(
        viewer.buyer
          ? text.yourRealtor
          : source.by === null
            ? text.theRealtor
            : source.by === viewer.name
              ? text.you
              : source.by,
      );
    case 'company':
      return source.by && date
        ? text.company(text.things[thing], source.by, date)
        : text.companyUnnamed(text.things[thing]);
    case 'rela':
      return thing === 'rate' ? text.relaRate : text.rela;
  }
};

/** "Wake County rate (2025)", else the state's or the national rate, with its share a year. */
export const taxSourceLine = (tax: MonthlyCostSources['tax']) => {
  const where =
    tax.from === 'county' && tax.county
      ? text.countyTax(countyName(tax.county), tax.year)
      : tax.from !== 'national' && tax.state
        ? text.stateTax(tax.state, tax.year)
        : text.nationalTax(tax.year);
  return `${where}: ${text.yearlyOfPrice(formatPercent(tax.ratePercent))}`;
};

/** The state's typical premium (with its share a year), the national one, or the buyer's quote. */
export const insuranceSourceLine = (insurance: MonthlyCostSources['insurance']) => {
  if (insurance.from === 'asked') return text.askedInsurance;
  const where =
    insurance.from === 'state' && insurance.state
      ? text.stateInsurance(insurance.state)
      : text.nationalInsurance;
  return insurance.ratePercent === null
    ? where
    : `${where}: ${text.yearlyOfPrice(formatPercent(insurance.ratePercent))}`;
};

/** "From the MLS: $300 Quarterly", or none. */
export const hoaSourceLine = (hoa: MonthlyCostSources['hoa']) =>
  hoa.from === 'mls' && hoa.fee !== null
    ? hoa.frequency
      ? text.hoaFrom(formatPrice(hoa.fee), hoa.frequency)
      : text.fromMls
    : text.noHoa;
