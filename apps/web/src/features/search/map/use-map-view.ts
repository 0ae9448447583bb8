import type { SearchBox } from '@rela/contracts';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { boxKey, searchBoxOf } from './map-box';

export type MapView = { box: SearchBox; zoom: number };

/**
 * The map's visible box and zoom, as of its last move. Read from Leaflet on every render and
 * after each `moveend` (a fit made before this component subscribed is seen all the same).
 */
export const useMapView = (map: LeafletMap): MapView => {
  const last = useRef<{ key: string; view: MapView }>(undefined);
  const subscribe = useCallback(
    (changed: () => void) => {
      map.on('moveend', changed);
      return () => {
        map.off('moveend', changed);
      };
    },
    [map],
  );
  const snapshot = useCallback(() => {
    const view = { box: searchBoxOf(map.getBounds()), zoom: map.getZoom() };
    const key = `${view.zoom}|${boxKey(view.box)}`;
    if (last.current?.key !== key) last.current = { key, view };
    return last.current.view;
  }, [map]);
  return useSyncExternalStore(subscribe, snapshot);
};
