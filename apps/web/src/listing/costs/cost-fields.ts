import {
  costDefaultsBodySchema,
  costMessages,
  monthlyCostQuerySchema,
  type MonthlyCostQuery,
  type MonthlyCostResponse,
} from '@rela/contracts';
import { formatPercent } from './cost-words';

/** The dialog's inputs (REQ-COST-MONTHLY): each may be changed for this home. */
export type CostField = 'price' | 'downPayment' | 'rate' | 'termYears' | 'insurance';
export type DownPaymentMode = 'percent' | 'dollars';

/** A down payment as typed: a share of the price, or dollars. */
export type DownPaymentChoice = { percent: number } | { dollars: number };

/**
 * What the viewer changed in this dialog: price and insurance are always this home's alone; a
 * down payment, rate or term too for anyone but a buyer (a buyer's are saved as defaults).
 */
export type AskedCosts = {
  price?: number;
  downPayment?: DownPaymentChoice;
  rate?: number;
  termYears?: number;
  insurance?: number;
};

export type FieldValue = { ok: true; value: number } | { ok: false; message: string };

/** `$450,000`, `6.5 %` or ` 20` as a number; NaN for anything else (the schema then refuses it). */
const numberOf = (typed: string) => {
  const bare = typed.replace(/[$,%\s]/g, '');
  return bare === '' ? Number.NaN : Number(bare);
};

const fieldSchemas = {
  price: monthlyCostQuerySchema.shape.price,
  downPayment: monthlyCostQuerySchema.shape.downPayment,
  rate: monthlyCostQuerySchema.shape.rate,
  termYears: monthlyCostQuerySchema.shape.termYears,
  insurance: monthlyCostQuerySchema.shape.insurance,
  downPaymentPercent: costDefaultsBodySchema.shape.downPaymentPercent,
};

/**
 * A typed value read with the call's own rules (the contracts' schema and texts): the server would
 * refuse what this refuses, with the same sentence. A down payment over the price is refused too.
 */
export const readField = (
  field: CostField | 'downPaymentPercent',
  typed: string,
  price: number,
): FieldValue => {
  const value = numberOf(typed);
  const parsed = fieldSchemas[field].safeParse(Number.isNaN(value) ? typed : value);
  if (!parsed.success || parsed.data === undefined || parsed.data === null || Number.isNaN(value))
    return { ok: false, message: parsed.error?.issues[0]?.message ?? messageOf(field) };
  if (field === 'downPayment' && parsed.data > price)
    return { ok: false, message: costMessages.downPaymentOverPrice };
  return { ok: true, value: parsed.data };
};

const messageOf = (field: CostField | 'downPaymentPercent') => costMessages[field];

/** The down payment in dollars at `price` (whole dollars, never over the price). */
export const downPaymentDollars = (choice: DownPaymentChoice, price: number) =>
  Math.min(
    price,
    'dollars' in choice ? choice.dollars : Math.round((price * choice.percent) / 100),
  );

/** The down payment as a share of `price`, as a default keeps it (4 decimals: the dollars survive). */
export const downPaymentPercent = (choice: DownPaymentChoice, price: number) =>
  'percent' in choice ? choice.percent : Math.round((choice.dollars / price) * 1_000_000) / 10_000;

/** The call's query of what the dialog changed; `listPrice` when no price was asked. */
export const askedQuery = (asked: AskedCosts, listPrice: number): MonthlyCostQuery => {
  const price = asked.price ?? listPrice;
  const query: MonthlyCostQuery = {};
  if (asked.price !== undefined) query.price = asked.price;
  if (asked.downPayment) query.downPayment = downPaymentDollars(asked.downPayment, price);
  if (asked.rate !== undefined) query.rate = asked.rate;
  if (asked.termYears !== undefined) query.termYears = asked.termYears;
  if (asked.insurance !== undefined) query.insurance = asked.insurance;
  return query;
};

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** What a field shows when nobody is typing in it, from the answer. */
export const shownValue = (
  field: CostField,
  answer: MonthlyCostResponse,
  mode: DownPaymentMode,
): string => {
  switch (field) {
    case 'price':
      return grouped.format(answer.price);
    case 'downPayment':
      return mode === 'dollars'
        ? grouped.format(answer.downPayment)
        : formatPercent(answer.price > 0 ? (answer.downPayment / answer.price) * 100 : 0).replace(
            '%',
            '',
          );
    case 'rate':
      return grouped.format(answer.rate);
    case 'termYears':
      return String(answer.termYears);
    case 'insurance':
      return grouped.format(answer.insurance * 12);
  }
};
