import { describe, expect, it } from 'vitest';
import {
  defaultMapAttribution,
  defaultMapTileUrl,
  mapTileOrigin,
  mapTileUrlProblem,
  parseMapAttribution,
} from './map-tiles';

describe('map tiles', () => {
  it('accepts http(s) templates with z, x and y, and names what is wrong with others', () => {
    expect(mapTileUrlProblem(defaultMapTileUrl)).toBeUndefined();
    expect(mapTileUrlProblem('https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png')).toBeUndefined();
    expect(mapTileUrlProblem('ftp://tiles.example.com/{z}/{x}/{y}.png')).toMatch(/http/);
    expect(mapTileUrlProblem('https://tiles.example.com/{z}/{x}.png')).toMatch(/\{y\}/);
    expect(mapTileUrlProblem('https://exa mple.com/{z}/{x}/{y}.png')).toBe('must be a URL');
  });

  it('gives the origin of the tiles, a subdomain placeholder as a wildcard', () => {
    expect(mapTileOrigin(defaultMapTileUrl)).toBe('https://tile.openstreetmap.org');
    expect(mapTileOrigin('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.com',
    );
    expect(mapTileOrigin('http://localhost:8080/t/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
  });

  it('reads links out of the attribution and keeps everything else as text', () => {
    expect(parseMapAttribution(defaultMapAttribution)).toEqual([
      { text: '© ' },
      { text: 'OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' },
    ]);
    expect(
      parseMapAttribution('<b>x</b> [a](javascript:alert(1)) [Tiles](https://t.example) end'),
    ).toEqual([
      { text: '<b>x</b> [a](javascript:alert(1)) ' },
      { text: 'Tiles', href: 'https://t.example' },
      { text: ' end' },
    ]);
  });
});
