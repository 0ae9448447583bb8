import type { CityProfile } from '../city-types';
import { austin } from './austin';
import { boise } from './boise';
import { columbus } from './columbus';
import { denver } from './denver';
import { nashville } from './nashville';
import { portland } from './portland';
import { raleigh } from './raleigh';
import { sacramento } from './sacramento';

/** The cities of the embedded MLS, with how many of its listings each gets (relative weight). */
export const cities: readonly (readonly [CityProfile, number])[] = [
  [austin, 1.4],
  [denver, 1.2],
  [raleigh, 1],
  [columbus, 1],
  [boise, 0.8],
  [sacramento, 1],
  [nashville, 1.2],
  [portland, 1.1],
];
