import { savedSearchLabels as text } from '@rela/contracts';

const numberOf = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const titled = (value: string) =>
  value.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()).trim();

/**
 * The name a saved search is offered from the /search URL: the place, the price range, the beds
 * and baths ("Raleigh, $300K–$500K, 3+ beds"); "All homes" when nothing filters.
 */
export const searchName = (params: URLSearchParams): string => {
  const place = params.get('city') || params.get('q') || params.get('postalCode');
  const [minPrice, maxPrice] = [numberOf(params, 'minPrice'), numberOf(params, 'maxPrice')];
  const [beds, baths] = [numberOf(params, 'minBeds'), numberOf(params, 'minBaths')];
  const parts = [
    place ? titled(place) : params.get('bbox') ? text.mapArea : undefined,
    minPrice !== undefined || maxPrice !== undefined
      ? text.priceRange(minPrice, maxPrice)
      : undefined,
    beds ? text.beds(beds) : undefined,
    baths ? text.baths(baths) : undefined,
  ].filter((part): part is string => part !== undefined);
  return (parts.join(', ') || text.anyHome).slice(0, 80);
};

/** The query a saved search keeps: the filters, not the order or the page. */
export const savedQuery = (params: URLSearchParams) => {
  const kept = new URLSearchParams(params);
  for (const name of ['sort', 'page', 'pageSize']) kept.delete(name);
  return kept.toString();
};
