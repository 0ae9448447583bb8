import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  costRoutes,
  defaultProductSlug,
  homeEstimate,
  relaCostDefaults,
  withProduct,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { companyCostDefaults } from '../../../test/costs';
import { server } from '../../../test/msw-server';
import { rawProperty } from '../model/test-fixtures';
import { CardEstimate, PriceCutBadge } from './card-cost';
import { renderPropertyCard, testQueryClient } from './property-card.test-support';

const defaultsUrl = apiUrl(withProduct(costRoutes.costDefaults.path, defaultProductSlug));
const wake = { price: 400_000, state: 'NC', county: 'Wake', hoaMonthly: 75 };

afterEach(() => {
  vi.useRealTimers();
});

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;

describe("a card's monthly estimate", () => {
  it("is the contracts' estimate under the caller's defaults, Rela's until they are read", async () => {
    server.use(
      http.get(defaultsUrl, () =>
        HttpResponse.json(
          companyCostDefaults({ downPaymentPercent: 5, rate: 7.25, termYears: 30 }),
        ),
      ),
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <CardEstimate facts={wake} />
      </QueryClientProvider>,
    );
    const before = homeEstimate(wake, relaCostDefaults).total;
    expect(screen.getByText(`about ${dollars(before)}/mo`)).toBeInTheDocument();
    const after = homeEstimate(wake, { downPaymentPercent: 5, rate: 7.25, termYears: 30 }).total;
    expect(after).not.toBe(before);
    expect(await screen.findByText(`about ${dollars(after)}/mo`)).toBeInTheDocument();
  });

  it("keeps Rela's starting values when the defaults cannot be read", async () => {
    let asked = 0;
    server.use(
      http.get(defaultsUrl, () => {
        asked += 1;
        return HttpResponse.json({ statusMessage: 'Server error.' }, { status: 500 });
      }),
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <CardEstimate facts={wake} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(
      screen.getByText(`about ${dollars(homeEstimate(wake, relaCostDefaults).total)}/mo`),
    ).toBeInTheDocument();
  });

  it('is on the property card under its price', async () => {
    renderPropertyCard({
      record: rawProperty('K1', { StateOrProvince: 'NC', CountyOrParish: 'Wake County' }),
    });
    const facts = { price: 450_000, state: 'NC', county: 'Wake County', hoaMonthly: 0 };
    expect(
      await screen.findByText(`about ${dollars(homeEstimate(facts, relaCostDefaults).total)}/mo`),
    ).toBeInTheDocument();
  });

  it('is not there without a price', () => {
    renderPropertyCard({ record: rawProperty('K1', { ListPrice: null }) });
    expect(screen.queryByText(/\/mo$/)).not.toBeInTheDocument();
  });
});

describe('the price-cut badge', () => {
  it('says how many days ago the price was cut, today, and nothing without a cut', () => {
    const now = Date.parse('2026-11-30T15:00:00.000Z');
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const { rerender } = render(<PriceCutBadge priceCutAt="2026-11-27T09:00:00.000Z" />);
    expect(screen.getByText('Price cut 3 days ago')).toBeInTheDocument();
    rerender(<PriceCutBadge priceCutAt="2026-11-29T14:00:00.000Z" />);
    expect(screen.getByText('Price cut 1 day ago')).toBeInTheDocument();
    rerender(<PriceCutBadge priceCutAt="2026-11-30T08:00:00.000Z" />);
    expect(screen.getByText('Price cut today')).toBeInTheDocument();
    rerender(<PriceCutBadge priceCutAt={null} />);
    expect(screen.queryByText(/Price cut/)).not.toBeInTheDocument();
  });

  it("is on the card of a home whose price was lowered (the record's last change)", () => {
    renderPropertyCard({
      record: rawProperty('K1', {
        ListPrice: 440_000,
        PreviousListPrice: 455_000,
        PriceChangeTimestamp: new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString(),
      }),
    });
    expect(screen.getByText('Price cut 2 days ago')).toBeInTheDocument();
  });
});
