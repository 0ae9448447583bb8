import type { SearchBox } from '@rela/contracts';

/** Degrees kept in a box written to the URL: 5 decimals is about a metre. */
const precision = 1e5;

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
const round = (value: number) => Math.round(value * precision) / precision;

/** The bounds a map reports (any object with Leaflet's four getters). */
export type Bounds = {
  getWest: () => number;
  getSouth: () => number;
  getEast: () => number;
  getNorth: () => number;
};

/**
 * The box a map shows, as the search asks for it (`west,south,east,north`): inside the world's
 * limits (a map panned past the date line still gives a valid box) and rounded to about a metre.
 */
export const searchBoxOf = (bounds: Bounds): SearchBox => {
  const west = round(clamp(bounds.getWest(), 180));
  const east = round(clamp(bounds.getEast(), 180));
  const south = round(clamp(bounds.getSouth(), 90));
  const north = round(clamp(bounds.getNorth(), 90));
  if (bounds.getEast() - bounds.getWest() >= 360 || west >= east) return [-180, south, 180, north];
  return [west, south, east, north];
};

/** A box grown by a share of its size on each side (pins just outside the view stay put). */
export const grownBox = ([west, south, east, north]: SearchBox, share: number): SearchBox => {
  const dx = (east - west) * share;
  const dy = (north - south) * share;
  return [west - dx, clamp(south - dy, 90), east + dx, clamp(north + dy, 90)];
};

/** The same box, for comparing two of them. */
export const boxKey = (box: SearchBox | undefined) => (box ? box.join(',') : '');
