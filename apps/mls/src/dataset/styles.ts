import type { Random } from './random';

/** ArchitecturalStyle values with the building years they belong to and how common they are. */
const houseStyles: readonly (readonly [string, number, number, number])[] = [
  ['Victorian', 1890, 1915, 3],
  ['Foursquare', 1895, 1930, 2],
  ['Craftsman', 1905, 1935, 5],
  ['Bungalow', 1905, 1945, 4],
  ['Tudor', 1920, 1942, 2],
  ['Colonial', 1900, 2025, 2],
  ['Cottage', 1900, 1955, 1],
  ['Cape Cod', 1930, 1962, 2],
  ['Ranch', 1945, 1992, 5],
  ['Mid-Century Modern', 1948, 1972, 2],
  ['Split Level', 1958, 1986, 2],
  ['Traditional', 1975, 2025, 5],
  ['Contemporary', 1970, 2025, 3],
  ['Modern', 1998, 2025, 3],
  ['Farmhouse', 2008, 2025, 2],
];

const attachedStyles: readonly (readonly [string, number, number, number])[] = [
  ['Traditional', 1890, 2025, 2],
  ['Mid-Century Modern', 1950, 1975, 2],
  ['Contemporary', 1965, 2025, 4],
  ['Loft', 1890, 2025, 1],
  ['Modern', 1995, 2025, 3],
  ['High Rise', 1970, 2025, 1],
];

export const pickStyles = (random: Random, yearBuilt: number, attached: boolean): string[] => {
  const pool = (attached ? attachedStyles : houseStyles)
    .filter(([, from, to]) => yearBuilt >= from && yearBuilt <= to)
    .map(([style, , , weight]) => [style, weight] as const);
  if (pool.length === 0) return ['Traditional'];
  const first = random.weighted(pool);
  const rest = pool.filter(([style]) => style !== first);
  return rest.length > 0 && random.chance(0.15) ? [first, random.weighted(rest)] : [first];
};
