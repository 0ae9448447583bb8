import type { RawProperty } from '@rela/contracts';
import type { z } from 'zod/mini';
import type { suggestionSchema } from '@rela/contracts';

export type Suggestion = z.infer<typeof suggestionSchema>;
export type SuggestionGroup = { buyerUsername: string; items: Suggestion[] };

/** The queue by buyer, buyers in the order of their newest suggestion. */
export const groupByBuyer = (items: readonly Suggestion[]): SuggestionGroup[] => {
  const groups = new Map<string, Suggestion[]>();
  for (const item of items) {
    groups.set(item.buyerUsername, [...(groups.get(item.buyerUsername) ?? []), item]);
  }
  return [...groups].map(([buyerUsername, grouped]) => ({ buyerUsername, items: grouped }));
};

const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** A suggested home as one line: its address, and its price, beds and baths when known. */
export const homeLine = (record: RawProperty | undefined, listingKey: string) => {
  const street = typeof record?.UnparsedAddress === 'string' ? record.UnparsedAddress : null;
  const city = typeof record?.City === 'string' ? record.City : null;
  const facts = [
    typeof record?.ListPrice === 'number' ? usd(record.ListPrice) : null,
    typeof record?.BedroomsTotal === 'number' ? `${record.BedroomsTotal} bd` : null,
    typeof record?.BathroomsTotalInteger === 'number' ? `${record.BathroomsTotalInteger} ba` : null,
  ].filter(Boolean);
  return {
    address: street ? [street, city].filter(Boolean).join(', ') : listingKey,
    facts: facts.length > 0 ? facts.join(' · ') : listingKey,
  };
};
