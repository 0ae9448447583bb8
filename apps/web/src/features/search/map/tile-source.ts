import {
  defaultMapAttribution,
  defaultMapTileUrl,
  mapTileMeta,
  mapTileUrlProblem,
  parseMapAttribution,
  type MapTileSettings,
} from '@rela/contracts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

/**
 * The tile source the server configured (ADR 024): the page's `<meta>` tags when it wrote them,
 * else OpenStreetMap's (the server writes nothing for the defaults, nor does `vite dev`).
 */
export const tileSettingsOf = (page: Pick<Document, 'querySelector'>): MapTileSettings => {
  const meta = (name: string) =>
    page.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
  const url = meta(mapTileMeta.url);
  return {
    url: url && !mapTileUrlProblem(url) ? url : defaultMapTileUrl,
    attribution: meta(mapTileMeta.attribution) ?? defaultMapAttribution,
  };
};

/**
 * The attribution as the HTML Leaflet's control shows: each text escaped, each link an
 * http(s) address opening in a new tab. Nothing of the setting is ever read as markup.
 */
export const attributionHtml = (attribution: string): string =>
  parseMapAttribution(attribution)
    .map(({ text, href }) =>
      href
        ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`
        : escapeHtml(text),
    )
    .join('');
