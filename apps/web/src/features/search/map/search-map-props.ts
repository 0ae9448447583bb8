import type { ListingSearchItem, SearchBox } from '@rela/contracts';

/**
 * What the /search page gives its map (helper F owns the page, helper G the map). The page loads
 * the map with `React.lazy(() => import('./map/search-map'))`, so `search-map.tsx` default-exports
 * a `SearchMap` component taking these props, and nothing else on the page imports Leaflet.
 */
export interface SearchMapProps {
  /** The results shown in the list (the pages loaded so far); a pin or cluster for each. */
  items: readonly ListingSearchItem[];
  /** The home whose card the pointer or focus is on: its pin (or cluster) stands out. */
  highlightedKey?: string;
  /** A pin is hovered or focused (its key) or left (`undefined`): the page highlights the card. */
  onHighlight: (listingKey?: string) => void;
  /** A pin's small card asks to open the home: the page opens the property dialog. */
  onOpen: (listingKey: string) => void;
  /** "Search this area" after panning or zooming: the page searches the visible box. */
  onSearchArea: (bbox: SearchBox) => void;
  /**
   * The box the current search is bounded by, when it has one (`bbox` in the URL): the map fits
   * it on first show instead of fitting the pins, so a pasted link shows the same area.
   */
  bbox?: SearchBox;
  /** Extra classes for the map's outer box (the page sizes it). */
  className?: string;
}
