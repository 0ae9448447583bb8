import type { Climate } from './city-types';
import type { Random } from './random';

/** RESO lookup values for Heating, Cooling and Basement, chosen by climate and age. */
type Weights = readonly (readonly [string, number])[];

const heatingByClimate: Record<Climate, Weights> = {
  hot: [
    ['Central', 3],
    ['Forced Air', 3],
    ['Electric', 2],
    ['Heat Pump', 2],
    ['Natural Gas', 2],
  ],
  mild: [
    ['Forced Air', 3],
    ['Heat Pump', 3],
    ['Natural Gas', 2],
    ['Electric', 1],
    ['Ductless', 1],
  ],
  cold: [
    ['Forced Air', 4],
    ['Natural Gas', 4],
    ['Heat Pump', 1],
    ['Baseboard', 0.5],
    ['Zoned', 0.5],
  ],
};
const oldHouseHeating: Weights = [
  ['Radiant', 2],
  ['Hot Water', 2],
  ['Steam', 1],
  ['Forced Air', 3],
];

const coolingByClimate: Record<Climate, Weights> = {
  hot: [
    ['Central Air', 9],
    ['Heat Pump', 1],
  ],
  mild: [
    ['Central Air', 6],
    ['Ductless', 2],
    ['Window Unit(s)', 1],
    ['None', 2],
  ],
  cold: [
    ['Central Air', 6],
    ['Evaporative Cooling', 2],
    ['Window Unit(s)', 1],
    ['None', 2],
  ],
};

const twoDistinct = (random: Random, weights: Weights, second: number): string[] => {
  const first = random.weighted(weights);
  if (!random.chance(second)) return [first];
  const other = random.weighted(weights.filter(([value]) => value !== first));
  return [first, other];
};

export const pickHeating = (random: Random, climate: Climate, yearBuilt: number): string[] =>
  yearBuilt < 1935 && climate !== 'hot' && random.chance(0.35)
    ? twoDistinct(random, oldHouseHeating, 0.3)
    : twoDistinct(random, heatingByClimate[climate], 0.45);

export const pickCooling = (random: Random, climate: Climate): string[] => {
  const main = random.weighted(coolingByClimate[climate]);
  if (main === 'None') return ['None'];
  return random.chance(climate === 'hot' ? 0.55 : 0.35) ? [main, 'Ceiling Fan(s)'] : [main];
};

export const pickBasement = (random: Random, climate: Climate, share: number): string[] => {
  if (!random.chance(share)) {
    const crawl = climate === 'hot' ? 0.2 : climate === 'mild' ? 0.55 : 0.4;
    return random.chance(crawl) ? ['Crawl Space'] : ['None'];
  }
  const extent = random.weighted([
    ['Full', 3],
    ['Partial', 1],
  ] as const);
  const finish = random.weighted([
    ['Finished', 3],
    ['Partially Finished', 1],
    ['Unfinished', 2],
  ] as const);
  const access = random.weighted([
    ['', 6],
    ['Walk-Out Access', 1],
    ['Daylight', 1],
    ['Sump Pump', 1],
  ] as const);
  return access ? [extent, finish, access] : [extent, finish];
};
