import {
  defaultMapAttribution,
  defaultMapTileUrl,
  mapTileMeta,
  type MapTileSettings,
} from '@rela/contracts';
import type { Config } from '../../config';
import type { PageMeta } from './web-app';

/**
 * The search map's tile settings the page carries (ADR 024): only those that differ from the
 * defaults, which the web app knows already, so a default setup serves index.html as built.
 */
export const mapTilePageMeta = (
  config: Pick<Config, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'>,
): PageMeta => {
  const settings: MapTileSettings = {
    url: config.MAP_TILE_URL,
    attribution: config.MAP_TILE_ATTRIBUTION,
  };
  const defaults: MapTileSettings = { url: defaultMapTileUrl, attribution: defaultMapAttribution };
  return Object.fromEntries(
    (['url', 'attribution'] as const)
      .filter((setting) => settings[setting] !== defaults[setting])
      .map((setting) => [mapTileMeta[setting], settings[setting]]),
  );
};
