import 'leaflet/dist/leaflet.css';
import './search-map.css';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useMemo, useRef, useState } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { cx } from '../../../lib/class-names';
import { boxKey, searchBoxOf } from './map-box';
import { MapPins } from './map-pins';
import { mapTexts } from './map-texts';
import { ResultsView, startView } from './results-view';
import { SearchAreaButton } from './search-area-button';
import type { SearchMapProps } from './search-map-props';
import { attributionHtml, tileSettingsOf } from './tile-source';
import { useTileAvailability } from './tile-availability';

/**
 * The results on a Leaflet map (ADR 025): raster tiles from MAP_TILE_URL with their attribution
 * (ADR 024), price pills that cluster where they crowd, a card per pin, and "Search this area"
 * once the user moves the map. Without tiles (no network) the map says so, the pins and the list
 * still work, and the tile host is not asked again and again.
 */
const SearchMap = ({
  items,
  highlightedKey,
  onHighlight,
  onOpen,
  onSearchArea,
  bbox,
  className,
}: SearchMapProps) => {
  const tiles = useMemo(() => tileSettingsOf(document), []);
  const attribution = useMemo(() => attributionHtml(tiles.attribution), [tiles]);
  const availability = useTileAvailability(tiles.url, startView);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [moved, setMoved] = useState(false);
  const searchedBox = useRef<string>(undefined);

  const searchThisArea = useCallback(() => {
    if (!map) return;
    // A drag's glide still under way ends here: the box searched is the view the map keeps.
    map.stop();
    const box = searchBoxOf(map.getBounds());
    searchedBox.current = boxKey(box);
    setMoved(false);
    onSearchArea(box);
  }, [map, onSearchArea]);

  return (
    <section
      aria-label={mapTexts.region}
      className={cx('relative isolate size-full overflow-hidden', className)}
    >
      <MapContainer
        ref={setMap}
        center={startView.center}
        zoom={startView.zoom}
        zoomControl={false}
        zoomSnap={0.5}
        worldCopyJump
        className="rela-map size-full"
      >
        {availability.state === 'available' ? (
          <TileLayer
            url={tiles.url}
            attribution={attribution}
            referrerPolicy="strict-origin"
            detectRetina={false}
            eventHandlers={{
              tileload: availability.tileLoaded,
              tileerror: availability.tileFailed,
            }}
          />
        ) : null}
        <ZoomControl position="bottomright" />
        <ResultsView items={items} bbox={bbox} searchedBox={searchedBox} onMoved={setMoved} />
        <MapPins
          items={items}
          highlightedKey={highlightedKey}
          onHighlight={onHighlight}
          onOpen={onOpen}
        />
      </MapContainer>
      {moved ? <SearchAreaButton onClick={searchThisArea} /> : null}
      {/* At the bottom, clear of "Search this area" at the top and of the zoom buttons; the pins
          under it stay clickable. */}
      {availability.state === 'unavailable' ? (
        <p
          role="status"
          className="pointer-events-none absolute inset-x-14 bottom-8 z-[1000] mx-auto max-w-sm rounded-xl bg-white/95 px-4 py-3 text-center text-sm font-medium text-slate-800 shadow-md ring-1 ring-slate-200"
        >
          {mapTexts.unavailable}
        </p>
      ) : null}
    </section>
  );
};

export default SearchMap;
