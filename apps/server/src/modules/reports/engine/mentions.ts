import type { RawProperty } from '@rela/contracts';
import type { ItemId } from './assessment';

/**
 * What counts as speaking about each part of the home, in one place: the words a sentence of the
 * remarks must contain to grade the part, and the listing fields that describe it. "Both units are
 * currently leased, making this a turnkey investment" names no floor, so it grades no floors.
 */
export const itemMentions: Readonly<Record<ItemId, RegExp>> = {
  roof: /\broof(?:s|ing|line)?\b|\bshingles?\b/i,
  foundation:
    /\b(?:foundation|structur(?:e|al)|framing|beams?|joists?|settling|sagging|slab|crawl ?space)\b/i,
  water:
    /\b(?:water(?:proof(?:ed|ing)?)?|moisture|mold|mildew|flood(?:ed|ing)?|drain(?:age|s)?|sump|damp|wet|leaks?|gutters?)\b/i,
  exteriorFinish:
    /\b(?:exterior|siding|trim|paint(?:ed)?|deck|patio|porch|fence|windows?|landscap(?:e|ed|ing)|yard|lawn|garden|grounds|curb appeal|wood)\b/i,
  kitchen:
    /\b(?:kitchens?|counters?|countertops?|cabinet(?:s|ry)|appliances|range|island|pantry)\b/i,
  bathrooms: /\b(?:bath(?:s|rooms?)?|vanit(?:y|ies)|showers?|tubs?)\b/i,
  finishes:
    /\b(?:floors?|flooring|hardwood|carpet(?:ing)?|paint(?:ed)?|walls?|finishes|trim|lighting|molding|drywall|cosmetic|interior)\b/i,
  basement: /\b(?:basement|cellar|lower level|rec room)\b/i,
  heating: /\b(?:heat(?:ing)?|heat pump|furnace|boiler|radiators?|hvac|mechanicals|forced air)\b/i,
  cooling:
    /\b(?:cooling|air condition(?:ing|er)|a\/?c|ac unit|central air|hvac|heat pump|mini[- ]?splits?|mechanicals)\b/i,
  electrical:
    /\b(?:electric(?:al)?|wiring|wired|rewired|panel|breakers?|fuse box|outlets?|knob[- ]and[- ]tube|\d+[- ]amp)\b/i,
  plumbing: /\b(?:plumbing|pipes?|piping|re-?piped|pex|sewer|polybutylene|galvanized|copper)\b/i,
  waterHeater: /\bwater heaters?\b/i,
};

/** Listing fields a finding may cite for a part. `YearBuilt` dates parts as old as the house. */
export type FactField = keyof Pick<RawProperty, 'YearBuilt' | 'Heating' | 'Cooling' | 'Basement'>;

export const itemFacts: Readonly<Record<ItemId, readonly FactField[]>> = {
  roof: ['YearBuilt'],
  foundation: ['YearBuilt'],
  water: [],
  exteriorFinish: [],
  kitchen: [],
  bathrooms: [],
  finishes: [],
  basement: ['Basement'],
  heating: ['Heating', 'YearBuilt'],
  cooling: ['Cooling', 'YearBuilt'],
  electrical: ['YearBuilt'],
  plumbing: ['YearBuilt'],
  waterHeater: ['YearBuilt'],
};

/** Whether a sentence of the remarks speaks about the part. */
export const mentions = (item: ItemId, sentence: string): boolean =>
  itemMentions[item].test(sentence);
