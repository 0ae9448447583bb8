import type { CityArea, CityProfile } from './city-types';
import type { Random } from './random';
import type { Kind, Structure } from './structure';

/** A list price the way agents write them: `$549,900`, `$1,250,000`, `$415,000`. */
export const roundPrice = (random: Random, raw: number): number => {
  const step = raw < 1_000_000 ? 5_000 : 25_000;
  const rounded = Math.max(step, Math.round(raw / step) * step);
  return random.chance(0.45) ? rounded - (raw < 1_000_000 ? 100 : 1_000) : rounded;
};

const kindFactor: Record<Kind, number> = {
  house: 1,
  condo: 1.08,
  townhouse: 0.97,
  income: 0.88,
  land: 1,
};

export const priceFor = (random: Random, area: CityArea, kind: Kind, structure: Structure) => {
  if (kind === 'land' || structure.LivingArea === null) {
    const lot = structure.LotSizeSquareFeet ?? area.lotSqft;
    const perSqft = area.pricePerSqft * random.float(0.1, 0.18) * (lot > 40000 ? 0.35 : 1);
    return roundPrice(random, Math.max(45_000, lot * perSqft));
  }
  const year = structure.YearBuilt ?? area.builtAround;
  const age = year >= 2015 ? 1.12 : year >= 1990 ? 1.02 : 1;
  const condition = Math.exp(random.normal(0, 0.14, -0.4, 0.4));
  return roundPrice(
    random,
    structure.LivingArea * area.pricePerSqft * kindFactor[kind] * age * condition,
  );
};

/** Annual property tax in whole dollars, from the city's effective rate. */
export const taxFor = (random: Random, city: CityProfile, price: number) =>
  Math.round(price * random.float(city.taxRate[0], city.taxRate[1]) * random.float(0.92, 1.02));
