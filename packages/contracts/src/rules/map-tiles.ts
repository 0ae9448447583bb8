/**
 * The search map's raster tiles (ADR 024): one template URL (`{z}`, `{x}`, `{y}`, optionally `{s}`
 * for a subdomain and `{r}` for retina) and the attribution its provider asks for. The server reads
 * both from MAP_TILE_URL and MAP_TILE_ATTRIBUTION, allows the template's origin in the CSP `img-src`
 * and, when they differ from these defaults, writes them into the page as `<meta>` tags.
 */

/** OpenStreetMap's standard tiles. */
export const defaultMapTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The attribution as text with `[label](https://link)` links; OpenStreetMap's by default. */
export const defaultMapAttribution =
  '© [OpenStreetMap contributors](https://www.openstreetmap.org/copyright)';

/** Where the map's tiles come from and whom they credit. */
export type MapTileSettings = { url: string; attribution: string };

/** The names of the page's `<meta>` tags that carry a configured tile source. */
export const mapTileMeta = {
  url: 'rela-map-tile-url',
  attribution: 'rela-map-attribution',
} as const;

/** A template's scheme and host (with its port); `{s}` may stand for a subdomain. */
const templateOrigin = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9.-]+(?::\d{1,5})?)(?:[/?#]|$)/i;

/** Why a tile template is unusable, or `undefined` when it is a good one. */
export const mapTileUrlProblem = (template: string): string | undefined => {
  if (!/^https?:\/\//i.test(template)) return 'must be an http:// or https:// URL';
  if (/\s/.test(template) || !templateOrigin.test(template)) return 'must be a URL';
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part)))
    return 'must contain {z}, {x} and {y}';
  return undefined;
};

/**
 * The origin the browser loads a good template's tiles from, as a CSP source: a `{s}` subdomain
 * becomes a `*.` wildcard (`https://*.tile.example.com`).
 */
export const mapTileOrigin = (template: string): string => {
  const [, scheme = 'https', host = ''] = templateOrigin.exec(template) ?? [];
  return `${scheme.toLowerCase()}://${host.toLowerCase().replace('{s}', '*')}`;
};

/** A run of an attribution: plain text, or a link to an http(s) address. */
export type AttributionPart = { text: string; href?: string };

/**
 * The attribution's text and links, in order: `[label](https://…)` is a link, everything else
 * (a link to anything but http or https included) is text. Nothing in it is ever read as HTML.
 */
export const parseMapAttribution = (attribution: string): AttributionPart[] => {
  const parts: AttributionPart[] = [];
  const link = /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;
  let last = 0;
  for (const match of attribution.matchAll(link)) {
    if (match.index > last) parts.push({ text: attribution.slice(last, match.index) });
    parts.push({ text: match[1] ?? '', href: match[2] });
    last = match.index + match[0].length;
  }
  if (last < attribution.length) parts.push({ text: attribution.slice(last) });
  return parts;
};
