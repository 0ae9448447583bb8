import type { ListingSearchItem, SearchBox } from '@rela/contracts';
import { latLngBounds, type FitBoundsOptions, type LatLngBoundsExpression } from 'leaflet';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { placedHomes } from './clusters';
import { boxKey } from './map-box';

/** Where the map starts before it knows better: the contiguous United States. */
export const startView = { center: [39.5, -98.35] as [number, number], zoom: 4 };

/** Room around fitted homes, and how near one home or a few close ones may be shown. */
const homesFit: FitBoundsOptions = {
  padding: [48, 48] as [number, number],
  maxZoom: 15,
  animate: false,
};
/** A searched box is shown as it was: edge to edge. */
const boxFit: FitBoundsOptions = { animate: false };

export type ResultsViewProps = {
  items: readonly ListingSearchItem[];
  bbox?: SearchBox;
  /** The box the map itself last asked to search ("Search this area"): never fitted again. */
  searchedBox: RefObject<string | undefined>;
  /** The user moved the map (drag, zoom, keys, a cluster) since the results were fitted, or not. */
  onMoved: (moved: boolean) => void;
};

/**
 * Fits the map to a new search: to its box when it has one (a pasted link shows the same area),
 * else to its homes; a search the map asked for itself stays where it is. Tells when the user
 * moves the map, and keeps Leaflet's size right when the page resizes or shows a hidden map.
 */
export const ResultsView = ({ items, bbox, searchedBox, onMoved }: ResultsViewProps) => {
  const map = useMap();
  // A new search: a new box, or (without a box) a new first result.
  const search = bbox ? `box:${boxKey(bbox)}` : `homes:${items[0]?.listingKey ?? ''}`;
  const fitted = useRef<string>(undefined);
  const quiet = useRef(false);

  useMapEvents({
    // A card's own pan to fit on screen is not the user's move.
    autopanstart: () => {
      quiet.current = true;
    },
    moveend: () => {
      if (quiet.current) quiet.current = false;
      else onMoved(true);
    },
  });

  useLayoutEffect(() => {
    const fit = () => {
      const { x, y } = map.getSize();
      if (x === 0 || y === 0 || fitted.current === search) return;
      let target: LatLngBoundsExpression | undefined;
      let options = homesFit;
      if (bbox) {
        const [west, south, east, north] = bbox;
        if (boxKey(bbox) !== searchedBox.current)
          target = [
            [south, west],
            [north, east],
          ];
        options = boxFit;
      } else {
        const homes = placedHomes(items);
        if (homes.length === 0) return;
        target = latLngBounds(homes.map((home) => [home.latitude, home.longitude]));
      }
      fitted.current = search;
      if (target) {
        quiet.current = true;
        map.fitBounds(target, options);
        quiet.current = false;
      }
      onMoved(false);
    };
    fit();
    const observer = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      fit();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, search, bbox, items, searchedBox, onMoved]);

  return null;
};
