import { useCallback, useEffect, useRef, useState } from 'react';

export type TileAvailability = 'checking' | 'available' | 'unavailable';

/** Tile errors in a row (no tile loaded between them) after which the map says it is unavailable. */
const failuresInARow = 3;

/**
 * The address of the tile under a point at a zoom, from a Leaflet URL template (`{s}`, `{z}`,
 * `{x}`, `{y}`, `{r}`): Web Mercator's tile numbering, the first subdomain, no retina suffix.
 */
export const tileUrlAt = (template: string, [lat, lng]: [number, number], zoom: number) => {
  const scale = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * scale);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale);
  const values: Record<string, string> = {
    s: 'a',
    z: String(zoom),
    x: String(x),
    y: String(y),
    r: '',
  };
  return template.replace(/\{([szxyr])\}/g, (_, key: string) => values[key] ?? '');
};

/**
 * Whether the tile host answers: one tile is asked for first (the map's first view), and the map
 * draws its tile layer only once it came, so that offline a visit costs one failed request, not a
 * screenful of them. A run of failures later (the network went away) turns it unavailable too,
 * and the layer is taken down, which stops its requests.
 */
export const useTileAvailability = (
  template: string,
  view: { center: [number, number]; zoom: number },
) => {
  const [state, setState] = useState<TileAvailability>('checking');
  const failures = useRef(0);
  const { center, zoom } = view;
  const [lat, lng] = center;
  useEffect(() => {
    let live = true;
    const probe = new Image();
    probe.referrerPolicy = 'strict-origin';
    probe.onload = () => live && setState('available');
    probe.onerror = () => live && setState('unavailable');
    probe.src = tileUrlAt(template, [lat, lng], zoom);
    return () => {
      live = false;
      probe.onload = null;
      probe.onerror = null;
    };
  }, [template, lat, lng, zoom]);
  const tileLoaded = useCallback(() => {
    failures.current = 0;
  }, []);
  const tileFailed = useCallback(() => {
    failures.current += 1;
    if (failures.current >= failuresInARow) setState('unavailable');
  }, []);
  return { state, tileLoaded, tileFailed };
};
