import { createRandom } from './random';
import type { PropertyRecord } from './types';

type Described = Pick<
  PropertyRecord,
  | 'ListingKey'
  | 'PhotosCount'
  | 'PropertyType'
  | 'PropertySubType'
  | 'GarageSpaces'
  | 'Basement'
  | 'FireplacesTotal'
>;

/** Photo captions (ShortDescription) that show the outside; the rest are rooms. */
export const outdoorScenes = new Set([
  'Front exterior',
  'Building exterior',
  'Backyard',
  'Side yard',
  'Street view',
  'Aerial view',
  'Patio',
  'Deck',
  'Front porch',
  'Garage',
  'Balcony',
  'Rooftop deck',
  'Lot view',
  'Trees',
  'Neighborhood',
]);

const houseTour = [
  'Living room',
  'Kitchen',
  'Dining room',
  'Primary bedroom',
  'Primary bathroom',
  'Bedroom',
  'Bathroom',
  'Backyard',
  'Family room',
  'Office',
  'Laundry room',
  'Patio',
];
const attachedTour = [
  'Living room',
  'Kitchen',
  'Dining room',
  'Primary bedroom',
  'Primary bathroom',
  'Bedroom',
  'Balcony',
  'Bathroom',
  'Laundry room',
  'Rooftop deck',
  'Fitness center',
  'Lobby',
];
const landTour = ['Lot view', 'Street view', 'Aerial view', 'Trees', 'Neighborhood', 'Lot view'];
const extras = [
  'Kitchen',
  'Living room',
  'Bedroom',
  'Bathroom',
  'Entryway',
  'Hallway',
  'Closet',
  'Dining room',
  'Side yard',
  'Front porch',
  'Deck',
  'Street view',
  'Aerial view',
  'Neighborhood',
  'Primary bedroom',
];

/** The ShortDescription of each photo of a listing, in Order; seeded by the ListingKey, so it can be recomputed. */
export const photoDescriptions = (record: Described): (string | null)[] => {
  const random = createRandom(`${record.ListingKey}:photos`);
  const land = record.PropertyType === 'Land';
  const attached =
    record.PropertySubType === 'Condominium' || record.PropertySubType === 'Townhouse';
  const tour = land ? landTour : attached ? attachedTour : houseTour;
  const features = [
    ...((record.GarageSpaces ?? 0) > 0 && !attached ? ['Garage'] : []),
    ...(record.Basement?.some((value) => value === 'Finished' || value === 'Full')
      ? ['Basement']
      : []),
    ...((record.FireplacesTotal ?? 0) > 0 ? ['Fireplace'] : []),
  ];
  const sequence = [
    attached ? 'Building exterior' : 'Front exterior',
    ...tour,
    ...(land ? [] : features),
  ];
  while (sequence.length < record.PhotosCount) sequence.push(random.pick(land ? landTour : extras));
  return sequence
    .slice(0, record.PhotosCount)
    .map((text, order) => (order > 0 && random.chance(0.04) ? null : text));
};
