/** One ZIP code of a city: where it is, what homes cost there and which schools serve it. */
export type CityArea = {
  postalCode: string;
  /** Centre of the ZIP; listings scatter within about a mile of it. */
  latitude: number;
  longitude: number;
  pricePerSqft: number;
  /** The year a typical home here was built. */
  builtAround: number;
  /** Share of condominiums and townhouses (0..1). */
  attachedShare: number;
  /** A typical single-family lot, in square feet. */
  lotSqft: number;
  subdivisions: readonly string[];
  elementary: readonly string[];
  middle: readonly string[];
  high: readonly string[];
  /** A directional every street here carries (Portland's quadrants). */
  quadrant?: string;
  county?: string;
};

export type Climate = 'hot' | 'mild' | 'cold';

export type CityProfile = {
  city: string;
  state: string;
  county: string;
  /** Prefix of this city's MLS numbers (ListingId). */
  mlsPrefix: string;
  /** Annual property tax as a share of the price: [low, high]. */
  taxRate: readonly [number, number];
  climate: Climate;
  /** Share of houses with a basement. */
  basementShare: number;
  /** Street names as written on a sign: `N Lamar Blvd`, `O'Brien Ct`, `12th Ave S`, `Broadway`. */
  streets: readonly string[];
  areas: readonly CityArea[];
};
