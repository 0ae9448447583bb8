import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultMapTileUrl } from '@rela/contracts';
import SearchMap from './search-map';
import { mapTexts } from './map-texts';
import { tileUrlAt } from './tile-availability';

/** The browser's image loads, at the network edge: every tile fails (no network), or loads. */
const tileHost = (answer: 'down' | 'up') => {
  const asked: string[] = [];
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    referrerPolicy = '';
    set src(url: string) {
      asked.push(url);
      setTimeout(() => (answer === 'up' ? this.onload?.() : this.onerror?.()), 0);
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return asked;
};

/** jsdom lays nothing out and has no ResizeObserver; the map only listens through it. */
class QuietResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', QuietResizeObserver));
afterEach(() => vi.unstubAllGlobals());

const noop = () => undefined;

describe('the search map without its tiles', () => {
  it('asks for the tile under the first view', () => {
    expect(tileUrlAt('https://{s}.tile.example/{z}/{x}/{y}{r}.png', [39.5, -98.35], 4)).toBe(
      'https://a.tile.example/4/3/6.png',
    );
  });

  it('says the map is unavailable after one failed tile, and draws no tile layer', async () => {
    const asked = tileHost('down');
    const { container } = render(
      <div style={{ width: 600, height: 400 }}>
        <SearchMap items={[]} onHighlight={noop} onOpen={noop} onSearchArea={noop} />
      </div>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(mapTexts.unavailable);
    expect(asked).toEqual([tileUrlAt(defaultMapTileUrl, [39.5, -98.35], 4)]);
    expect(container.querySelector('.leaflet-layer')).toBeNull();
  });

  it('draws the tiles when the first one comes', async () => {
    tileHost('up');
    const { container } = render(
      <SearchMap items={[]} onHighlight={noop} onOpen={noop} onSearchArea={noop} />,
    );
    await vi.waitFor(() => expect(container.querySelector('.leaflet-layer')).not.toBeNull());
    expect(screen.queryByText(mapTexts.unavailable)).toBeNull();
  });
});
