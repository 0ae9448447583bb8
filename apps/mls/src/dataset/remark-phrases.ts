import type { PropertyRecord } from './types';

/** A sentence for a record, or null when the record lacks what the sentence talks about. */
export type Phrase = (record: PropertyRecord, word: Word) => string | null;
type Word = (list: readonly string[]) => string;

export const adjectives = [
  'charming',
  'light-filled',
  'beautifully updated',
  'move-in ready',
  'sun-drenched',
  'meticulously maintained',
  'thoughtfully renovated',
  'classic',
  'inviting',
  'spacious',
  'stylish',
];

export const thousands = (value: number) => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const bedsText = (record: PropertyRecord) =>
  record.BedroomsTotal === 0 ? 'studio' : `${record.BedroomsTotal}-bedroom`;
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const bathsText = (record: PropertyRecord) =>
  plural((record.BathroomsFull ?? 0) + (record.BathroomsHalf ?? 0) / 2, 'bath');
/** `a 1925`, `an 1895`, `an 1800 sq ft`: the article a number takes when read aloud. */
const article = (value: number) => (/^(8|11|18)/.test(String(value)) ? 'an' : 'a');
const style = (record: PropertyRecord) => record.ArchitecturalStyle?.[0] ?? null;
const place = (record: PropertyRecord) => record.SubdivisionName ?? record.City;

const openerDrafts: readonly ((r: PropertyRecord, w: Word) => string | false | null)[] = [
  (r, w) =>
    r.BedroomsTotal !== null &&
    style(r) &&
    `Welcome to this ${w(adjectives)} ${bedsText(r)} ${style(r)} in ${place(r)}.`,
  (r, w) =>
    style(r) &&
    `${w(['Classic', 'Handsome', 'Picture-perfect', 'Fresh'])} ${style(r)} on a ${w(['tree-lined', 'quiet', 'friendly', 'sought-after'])} street in the heart of ${place(r)}.`,
  (r) =>
    r.YearBuilt !== null &&
    style(r) &&
    r.BedroomsTotal !== null &&
    `Rare opportunity in ${place(r)}: ${article(r.YearBuilt)} ${r.YearBuilt} ${style(r)} with ${plural(r.BedroomsTotal, 'bedroom')} and ${bathsText(r)}.`,
  (r) =>
    r.BedroomsTotal !== null &&
    r.LivingArea !== null &&
    `Meet your new home: ${plural(r.BedroomsTotal, 'bedroom')}, ${bathsText(r)} and ${thousands(r.LivingArea)} square feet of thoughtfully designed living space.`,
  (r, w) =>
    r.PropertySubType &&
    `Set in ${place(r)}, this ${w(adjectives)} ${r.PropertySubType.toLowerCase()} blends ${w(['original character', 'timeless charm', 'clean lines', 'easy flow'])} with today's comforts.`,
  (r, w) =>
    `${w(['Bright', 'Welcoming', 'Well-kept', 'Updated'])} home in ${place(r)}, ${w(['moments', 'minutes', 'a short walk'])} from the best of ${r.City}.`,
];

export const openers: readonly Phrase[] = openerDrafts.map(
  (draft) => (r, w) => draft(r, w) || null,
);

export const kitchen: readonly string[] = [
  'The updated kitchen features quartz counters, a gas range and a generous island.',
  "The chef's kitchen has custom cabinetry, stainless appliances and a walk-in pantry.",
  'The kitchen opens to the family room, with a breakfast bar and plenty of storage.',
  'Cook in a bright kitchen with white shaker cabinets, subway tile and a farmhouse sink.',
  'The eat-in kitchen keeps its butcher-block counters and vintage charm, ready for your ideas.',
];

export const interior: readonly string[] = [
  'Hardwood floors run throughout the main level.',
  'Vaulted ceilings and oversized windows fill the living room with natural light.',
  'The primary suite offers a walk-in closet and a spa-like bath with a double vanity.',
  'A flexible front room works as an office, a playroom or a guest space.',
  'Fresh paint, new lighting and refinished floors make it truly move-in ready.',
];

export const house: readonly string[] = [
  'The fenced backyard with mature trees is ready for summer evenings.',
  'Step out to a covered patio and a low-maintenance yard with raised garden beds.',
  'A deck off the kitchen overlooks the private backyard.',
  'Mature landscaping and a welcoming front porch give it great curb appeal.',
];

export const attached: readonly string[] = [
  'Enjoy city views from the private balcony.',
  'Building amenities include a fitness center, a rooftop deck and secure parking.',
  'The HOA covers water, trash and exterior maintenance, so weekends are yours.',
  'A private entry and a small courtyard make it feel like a house, without the upkeep.',
];

export const income: readonly string[] = [
  'Each unit has its own entrance, kitchen and laundry hookups.',
  'Both units are currently leased, making this a turnkey investment.',
  'Live in one unit and let the rent from the other help with the mortgage.',
  'Separate meters and off-street parking keep management simple.',
];

export const land: readonly string[] = [
  'Utilities are available at the street.',
  'A survey and a soil report are available.',
  'The gently sloping lot has mature trees and great light.',
  'Zoned residential: bring your builder and your plans.',
];

export const closings: readonly string[] = [
  'Schedule your private showing today.',
  "Don't miss this one!",
  'Welcome home.',
  'Offers reviewed as received.',
  'Come see it this weekend.',
];
