import type { ListingSearchItem, SearchBox } from '@rela/contracts';
import Supercluster from 'supercluster';

/** A home with a place on the map. */
export type PlacedHome = ListingSearchItem & { latitude: number; longitude: number };

/** What the map shows at a zoom: a home's price pill, or a cluster of homes with its count. */
export type MapPin =
  | { kind: 'home'; id: string; latitude: number; longitude: number; home: PlacedHome }
  | {
      kind: 'cluster';
      id: string;
      latitude: number;
      longitude: number;
      clusterId: number;
      count: number;
    };

type HomeProperties = { listingKey: string };

/**
 * Screen pixels within which pins merge, two or more (a price pill is about 50 px wide, and pills
 * may overlap a little as on every portal); none merge past `clusterMaxZoom`.
 * Leaflet's tiles are 256 px, so the index's tile extent is too (supercluster's default is 512).
 */
export const clusterRadius = 36;
const tileExtent = 256;
export const clusterMinPoints = 2;
export const clusterMaxZoom = 16;

const isPlaced = (item: ListingSearchItem): item is PlacedHome =>
  typeof item.latitude === 'number' &&
  typeof item.longitude === 'number' &&
  Number.isFinite(item.latitude) &&
  Number.isFinite(item.longitude) &&
  Math.abs(item.latitude) <= 90 &&
  Math.abs(item.longitude) <= 180;

/** The homes that have coordinates, each once (the first of a repeated key). */
export const placedHomes = (items: readonly ListingSearchItem[]): PlacedHome[] => {
  const seen = new Set<string>();
  return items.filter((item): item is PlacedHome => {
    if (!isPlaced(item) || seen.has(item.listingKey)) return false;
    seen.add(item.listingKey);
    return true;
  });
};

export type HomeClusters = {
  homes: ReadonlyMap<string, PlacedHome>;
  index: Supercluster<HomeProperties>;
};

/** The homes indexed for clustering (supercluster: a k-d tree per zoom, built once per result set). */
export const clusterHomes = (items: readonly ListingSearchItem[]): HomeClusters => {
  const placed = placedHomes(items);
  const index = new Supercluster<HomeProperties>({
    radius: clusterRadius,
    minPoints: clusterMinPoints,
    extent: tileExtent,
    maxZoom: clusterMaxZoom,
  });
  index.load(
    placed.map((home) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [home.longitude, home.latitude] },
      properties: { listingKey: home.listingKey },
    })),
  );
  return { homes: new Map(placed.map((home) => [home.listingKey, home])), index };
};

/** The pins of a box at a (whole) zoom: clusters where homes crowd, single homes elsewhere. */
export const pinsIn = ({ homes, index }: HomeClusters, box: SearchBox, zoom: number): MapPin[] =>
  index.getClusters([...box], Math.round(zoom)).flatMap((feature): MapPin[] => {
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      return [
        {
          kind: 'cluster',
          id: `cluster-${properties.cluster_id}`,
          latitude,
          longitude,
          clusterId: properties.cluster_id,
          count: properties.point_count,
        },
      ];
    }
    const home = homes.get((properties as HomeProperties).listingKey);
    return home ? [{ kind: 'home', id: home.listingKey, latitude, longitude, home }] : [];
  });

/** The pin that shows a home at this moment: its own, or the cluster it is folded into. */
export const pinHolding = (
  { index }: HomeClusters,
  pins: readonly MapPin[],
  listingKey: string | undefined,
): MapPin | undefined => {
  if (!listingKey) return undefined;
  const own = pins.find((pin) => pin.kind === 'home' && pin.id === listingKey);
  if (own) return own;
  return pins.find(
    (pin) =>
      pin.kind === 'cluster' &&
      index
        .getLeaves(pin.clusterId, Infinity)
        .some((leaf) => leaf.properties.listingKey === listingKey),
  );
};

/** The zoom at which a cluster falls apart into smaller ones or its homes. */
export const expansionZoom = ({ index }: HomeClusters, clusterId: number) =>
  Math.min(index.getClusterExpansionZoom(clusterId), clusterMaxZoom + 1);
