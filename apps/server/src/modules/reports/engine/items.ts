import type { ReportArea } from '@rela/contracts';
import type { ItemId } from './assessment';

export type ItemSpec = {
  id: ItemId;
  area: ReportArea;
  name: string;
  /** Cosmetic parts (finishes) count toward the cosmetic grade; the rest toward the non-cosmetic one. */
  cosmetic: boolean;
  /** Photo captions that show this part, best first. */
  photos: readonly RegExp[];
};

/** The parts graded, in the order the report lists them. */
export const itemSpecs: readonly ItemSpec[] = [
  {
    id: 'roof',
    area: 'exterior',
    name: 'Roof',
    cosmetic: false,
    photos: [/front exterior|building exterior/i, /aerial|street view/i],
  },
  {
    id: 'foundation',
    area: 'exterior',
    name: 'Foundation & structure',
    cosmetic: false,
    photos: [/front exterior|building exterior/i, /side yard/i],
  },
  {
    id: 'water',
    area: 'exterior',
    name: 'Water & drainage',
    cosmetic: false,
    photos: [/basement/i, /backyard|side yard/i],
  },
  {
    id: 'exteriorFinish',
    area: 'exterior',
    name: 'Siding, paint & grounds',
    cosmetic: true,
    photos: [/backyard|front porch|patio|deck|yard/i, /front exterior|building exterior/i],
  },
  { id: 'kitchen', area: 'interior', name: 'Kitchen', cosmetic: true, photos: [/kitchen/i] },
  { id: 'bathrooms', area: 'interior', name: 'Bathrooms', cosmetic: true, photos: [/bath/i] },
  {
    id: 'finishes',
    area: 'interior',
    name: 'Floors, walls & finishes',
    cosmetic: true,
    photos: [/living|family room|dining/i, /bedroom/i],
  },
  {
    id: 'basement',
    area: 'interior',
    name: 'Basement',
    cosmetic: true,
    photos: [/basement|rec room/i],
  },
  {
    id: 'heating',
    area: 'systems',
    name: 'Heating',
    cosmetic: false,
    photos: [/utility|mechanical|furnace/i],
  },
  { id: 'cooling', area: 'systems', name: 'Cooling', cosmetic: false, photos: [] },
  {
    id: 'electrical',
    area: 'systems',
    name: 'Electrical',
    cosmetic: false,
    photos: [/utility|mechanical|panel/i],
  },
  { id: 'plumbing', area: 'systems', name: 'Plumbing', cosmetic: false, photos: [] },
  {
    id: 'waterHeater',
    area: 'systems',
    name: 'Water heater',
    cosmetic: false,
    photos: [/utility|mechanical|laundry/i],
  },
];

/** Captions that show each key area as a whole, best first. */
export const areaPhotos: Readonly<Record<ReportArea, readonly RegExp[]>> = {
  exterior: [/front exterior|building exterior/i, /street view|aerial|lot view|backyard/i],
  interior: [/living room|family room/i, /kitchen|dining/i],
  systems: [/utility|mechanical|furnace/i, /laundry|basement|garage/i],
};
