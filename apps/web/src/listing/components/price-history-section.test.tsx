import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  defaultProductSlug,
  marketRoutes,
  withProduct,
  type ListingHistoryResponse,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { PriceHistorySection } from './price-history-section';
import { testQueryClient } from './property-card.test-support';

const historyUrl = apiUrl(withProduct(marketRoutes.listingHistory.path, defaultProductSlug));

const renderHistory = (answer: () => Response) => {
  server.use(http.get(historyUrl, answer));
  render(
    <QueryClientProvider client={testQueryClient()}>
      <PriceHistorySection listingKey="K1" />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Price history' });
};

const history: ListingHistoryResponse = {
  daysOnMarket: 47,
  events: [
    { at: '2026-08-01T14:00:00.000Z', kind: 'listed', price: 480_000 },
    {
      at: '2026-09-02T14:00:00.000Z',
      kind: 'price-change',
      price: 465_000,
      previousPrice: 480_000,
    },
    { at: '2026-09-20T14:00:00.000Z', kind: 'status-change', status: 'Pending' },
    { at: '2026-10-01T14:00:00.000Z', kind: 'back-on-market' },
    {
      at: '2026-10-05T14:00:00.000Z',
      kind: 'price-change',
      price: 470_000,
      previousPrice: 465_000,
    },
  ],
};

describe('the price history', () => {
  it('says it is loading, then the days on market, a chart and the timeline newest first', async () => {
    const section = renderHistory(() => HttpResponse.json(history));
    expect(within(section).getByRole('status')).toHaveTextContent('Loading the price history...');
    expect(await within(section).findByText('47 days on market')).toBeInTheDocument();
    expect(
      within(section).getByRole('img', { name: /List price over time: \$480,000 to \$470,000/ }),
    ).toBeInTheDocument();
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Price raised\+\$5,000 \(\+1\.1%\)\$470,000$/),
      expect.stringMatching(/Back on market$/),
      expect.stringMatching(/Status: Pending$/),
      expect.stringMatching(/Price cut−\$15,000 \(−3\.1%\)\$465,000$/),
      expect.stringMatching(/Listed\$480,000$/),
    ]);
  });

  it('says when nothing was recorded, and when the history cannot be read', async () => {
    const empty = renderHistory(() => HttpResponse.json({ events: [], daysOnMarket: null }));
    expect(await within(empty).findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(within(empty).queryByText(/days on market/)).not.toBeInTheDocument();
    expect(within(empty).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says the history could not be loaded', async () => {
    const section = renderHistory(() =>
      HttpResponse.json({ statusMessage: 'Server error.' }, { status: 500 }),
    );
    expect(
      await within(section).findByText('We could not load the price history.'),
    ).toBeInTheDocument();
  });
});
