import type { ItemId } from './assessment';

/**
 * A part that is replaced during a home's life: the years it usually lasts, and the most an original
 * one could plausibly be. Past that an "original" one is not a fact to state (no air conditioner of
 * 1920 still runs), so the engine says nothing about its age.
 */
export type Lifespan = {
  item: ItemId;
  name: string;
  usual: readonly [number, number];
  plausible: number;
  /** Whether an original one past its usual life is worth asking about (a water heater is not). */
  askPastLife: boolean;
};

export const lifespans = {
  roof: { item: 'roof', name: 'roof', usual: [20, 25], plausible: 40, askPastLife: true },
  furnace: {
    item: 'heating',
    name: 'heating system',
    usual: [15, 25],
    plausible: 35,
    askPastLife: true,
  },
  boiler: { item: 'heating', name: 'boiler', usual: [25, 35], plausible: 50, askPastLife: true },
  airConditioner: {
    item: 'cooling',
    name: 'air conditioner',
    usual: [15, 20],
    plausible: 30,
    askPastLife: true,
  },
  waterHeater: {
    item: 'waterHeater',
    name: 'water heater',
    usual: [8, 12],
    plausible: 15,
    askPastLife: false,
  },
} as const satisfies Record<string, Lifespan>;

/** The oldest an original part of this kind could plausibly be; null for parts never replaced. */
export const plausibleAge = (item: ItemId): number | null => {
  const ages = Object.values(lifespans)
    .filter((lifespan) => lifespan.item === item)
    .map((lifespan) => lifespan.plausible);
  return ages.length > 0 ? Math.max(...ages) : null;
};
