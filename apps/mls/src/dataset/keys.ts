import type { Random } from './random';

/**
 * ListingKey: `RELA` + 8 digits (e.g. `RELA40213377`), unique across the dataset.
 * ListingId (the MLS number agents quote): the city's prefix + 7 digits (e.g. `ATX4021337`).
 */
export const createKeyMaker = (random: Random) => {
  const used = new Set<string>();
  const fresh = (make: () => string) => {
    for (;;) {
      const key = make();
      if (!used.has(key)) {
        used.add(key);
        return key;
      }
    }
  };
  return {
    listingKey: () => fresh(() => `RELA${String(random.int(10_000_000, 99_999_999))}`),
    listingId: (prefix: string) =>
      fresh(() => `${prefix}${String(random.int(1_000_000, 9_999_999))}`),
  };
};

export const listingKeyPattern = /^RELA\d{8}$/;
