import { describe, expect, it } from 'vitest';
import {
  defaultMapTileUrl,
  mapTileMeta,
  type ListingSearchItem,
  type SearchBox,
} from '@rela/contracts';
import { clusterHomes, expansionZoom, pinHolding, pinsIn, placedHomes } from './clusters';
import { grownBox, searchBoxOf } from './map-box';
import { clusterCount, pillPrice, pinName } from './price-pill';
import { attributionHtml, tileSettingsOf } from './tile-source';

const home = (
  listingKey: string,
  longitude: number | null,
  latitude: number | null,
  price = 425_000,
) =>
  ({
    listingKey,
    address: `${listingKey} Saunders St`,
    city: 'Raleigh',
    state: 'NC',
    zipCode: '27603',
    price,
    bedrooms: 3,
    bathrooms: 2,
    size: 1800,
    propertyType: 'Residential',
    status: 'Active',
    latitude,
    longitude,
    imageURL: null,
    inMyList: false,
    attribution: null,
  }) satisfies ListingSearchItem;

/** Five homes a few hundred metres apart in Raleigh, one in Durham, one without a place. */
const items = [
  home('r1', -78.64, 35.78),
  home('r2', -78.641, 35.781),
  home('r3', -78.642, 35.779),
  home('r4', -78.639, 35.782),
  home('r5', -78.643, 35.78),
  home('d1', -78.9, 35.99, 1_250_000),
  home('nowhere', null, null),
];
const world: SearchBox = [-180, -85, 180, 85];

describe('price pills', () => {
  it('write prices as portals do', () => {
    expect(
      [950, 42_500, 425_000, 999_600, 1_000_000, 1_250_000, 12_345_678].map(pillPrice),
    ).toEqual(['$950', '$42.5K', '$425K', '$1M', '$1M', '$1.25M', '$12.3M']);
    expect(pillPrice(null)).toBe('—');
    expect(pillPrice(Number.NaN)).toBe('—');
  });

  it('name a pin by its full price and address, a cluster by its count', () => {
    expect(pinName(home('k', 0, 0))).toBe('$425,000, k Saunders St, Raleigh, NC 27603');
    expect(pinName({ ...home('k', 0, 0), price: null })).toBe(
      'Price N/A, k Saunders St, Raleigh, NC 27603',
    );
    expect([8, 999, 1234, 12_345].map(clusterCount)).toEqual(['8', '999', '1.2K', '12K']);
  });
});

describe('clusters', () => {
  const clusters = clusterHomes(items);

  it('place no pin for a home whose seller withheld the address (REQ-DISPLAY-ADDRESS)', () => {
    const withheld = {
      ...home('w1', null, null),
      address: null,
      addressDisplay: 'on-request' as const,
    };
    expect(placedHomes([withheld])).toEqual([]);
  });

  it('leave out homes without a place and repeated keys', () => {
    expect(placedHomes([...items, home('r1', 1, 1)]).map((h) => h.listingKey)).toEqual([
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
      'd1',
    ]);
  });

  it('gather close homes when zoomed out and part them when zoomed in', () => {
    const far = pinsIn(clusters, world, 9);
    expect(far).toHaveLength(2);
    const raleigh = far.find((pin) => pin.kind === 'cluster');
    expect(raleigh).toMatchObject({ kind: 'cluster', count: 5 });
    expect(far.find((pin) => pin.kind === 'home')).toMatchObject({ id: 'd1' });

    const near = pinsIn(clusters, world, 18);
    expect(
      near
        .filter((pin) => pin.kind === 'home')
        .map((pin) => pin.id)
        .sort(),
    ).toEqual(['d1', 'r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('zoom a cluster to where it falls apart, within the limit', () => {
    const cluster = pinsIn(clusters, world, 9).find((pin) => pin.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const zoom = expansionZoom(clusters, cluster.clusterId);
    expect(zoom).toBeGreaterThan(9);
    expect(zoom).toBeLessThanOrEqual(17);
    expect(pinsIn(clusters, world, zoom).length).toBeGreaterThan(2);
  });

  it('show only the pins of the box asked for', () => {
    const durham = pinsIn(clusters, [-79, 35.9, -78.8, 36.1], 12);
    expect(durham.map((pin) => pin.id)).toEqual(['d1']);
  });

  it('find the pin holding a home: its own, or its cluster', () => {
    const far = pinsIn(clusters, world, 9);
    expect(pinHolding(clusters, far, 'r3')).toMatchObject({ kind: 'cluster', count: 5 });
    expect(pinHolding(clusters, far, 'd1')).toMatchObject({ kind: 'home', id: 'd1' });
    expect(pinHolding(clusters, far, 'nowhere')).toBeUndefined();
    expect(pinHolding(clusters, far, undefined)).toBeUndefined();
  });
});

describe('the map box', () => {
  const bounds = (west: number, south: number, east: number, north: number) => ({
    getWest: () => west,
    getSouth: () => south,
    getEast: () => east,
    getNorth: () => north,
  });

  it('is the visible box, rounded to about a metre', () => {
    expect(searchBoxOf(bounds(-78.7012345, 35.7012345, -78.5098765, 35.8598765))).toEqual([
      -78.70123, 35.70123, -78.50988, 35.85988,
    ]);
  });

  it('stays inside the world when the map shows more than it', () => {
    expect(searchBoxOf(bounds(-400, -95, 400, 95))).toEqual([-180, -90, 180, 90]);
    expect(searchBoxOf(bounds(170, 10, 190, 20))).toEqual([170, 10, 180, 20]);
  });

  it('grows by a share of its size', () => {
    expect(grownBox([0, 0, 10, 10], 0.1)).toEqual([-1, -1, 11, 11]);
  });
});

describe('the tile source', () => {
  const page = (tags: Record<string, string>) => {
    const document = new DOMParser().parseFromString(
      `<head>${Object.entries(tags)
        .map(([name, content]) => `<meta name="${name}" content="${content}">`)
        .join('')}</head>`,
      'text/html',
    );
    return document;
  };

  it("is OpenStreetMap's when the page names none (or a bad one)", () => {
    expect(tileSettingsOf(page({})).url).toBe(defaultMapTileUrl);
    expect(tileSettingsOf(page({ [mapTileMeta.url]: 'javascript:alert(1)' })).url).toBe(
      defaultMapTileUrl,
    );
    expect(attributionHtml(tileSettingsOf(page({})).attribution)).toBe(
      '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap contributors</a>',
    );
  });

  it('is the one the page names, its attribution never read as markup', () => {
    const settings = tileSettingsOf(
      page({
        [mapTileMeta.url]: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
        [mapTileMeta.attribution]:
          '&lt;img src=x onerror=alert(1)&gt; [Tiles](https://t.example/?a=1&amp;b=2)',
      }),
    );
    expect(settings.url).toBe('https://{s}.tiles.example.test/{z}/{x}/{y}.png');
    expect(attributionHtml(settings.attribution)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <a href="https://t.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Tiles</a>',
    );
  });
});
