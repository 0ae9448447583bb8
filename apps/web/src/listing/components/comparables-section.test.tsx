import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  costMessages,
  defaultProductSlug,
  marketRoutes,
  withProduct,
  type ComparablesChoiceBody,
  type ComparablesResponse,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { comparable, noComparables } from '../../../test/costs';
import { server } from '../../../test/msw-server';
import type { HomeThread } from '../model/home-thread';
import { ComparablesSection } from './comparables-section';
import { testQueryClient } from './property-card.test-support';

const comparablesUrl = apiUrl(withProduct(marketRoutes.comparables.path, defaultProductSlug));

const twoSales: ComparablesResponse = {
  ...noComparables,
  items: [
    comparable('K21'),
    comparable('K22', {
      closePrice: 455_000,
      pricePerSqft: null,
      reasons: {
        distanceMiles: 1.25,
        sizeDifferencePercent: 12,
        bedroomsDifference: -1,
        daysSinceClose: 1,
      },
    }),
  ],
};

const renderComparables = (answer: ComparablesResponse | number, thread?: HomeThread) => {
  const asked: string[] = [];
  server.use(
    http.get(comparablesUrl, ({ request }) => {
      asked.push(new URL(request.url).search);
      return typeof answer === 'number'
        ? HttpResponse.json({ statusMessage: 'Server error.' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ComparablesSection listingKey="K1" thread={thread} />
    </QueryClientProvider>,
  );
  return { section: screen.getByRole('region', { name: 'Similar homes that sold' }), asked };
};

describe('similar homes that sold', () => {
  it('lists each sale with its close price, price a square foot and why it was chosen, in words', async () => {
    const { section } = renderComparables(twoSales, { side: 'buyer' });
    expect(within(section).getByRole('status')).toHaveTextContent('Finding similar sales...');
    const [first, second] = await within(section).findAllByRole('listitem');
    expect(first).toHaveTextContent('Sold for $432,000');
    expect(first).toHaveTextContent('$216/sq ft');
    expect(first).toHaveTextContent('21 Elm Street, Springfield, IL 62704');
    expect(first).toHaveTextContent('0.4 mi away · 7% smaller · same bedrooms · sold 59 days ago');
    expect(first).toHaveTextContent('Listed by Oak Realty');
    expect(second).toHaveTextContent('1.3 mi away · 12% larger · 1 fewer bedroom · sold 1 day ago');
    expect(second).not.toHaveTextContent('/sq ft');
    // A buyer neither pins nor drops.
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a buyer when the MLS keeps sold prices from clients, and lists nothing', async () => {
    const { section } = renderComparables({ ...noComparables, shown: false }, { side: 'buyer' });
    expect(await within(section).findByText(costMessages.soldNotShown)).toBeInTheDocument();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a realtor the sales their buyer does not see, marked so', async () => {
    const { section, asked } = renderComparables(
      { ...twoSales, hiddenFromBuyer: true },
      { side: 'realtor', buyer: 'bea' },
    );
    expect(await within(section).findByText(costMessages.soldNotShownToBuyer)).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(asked).toEqual(['?buyer=bea']);
  });

  it('says when no similar home sold, and when the sales cannot be read', async () => {
    const { section } = renderComparables(noComparables);
    expect(await within(section).findByText(costMessages.noComparables)).toBeInTheDocument();
  });

  it('says the sales could not be loaded', async () => {
    const { section } = renderComparables(500);
    expect(
      await within(section).findByText('We could not load similar sales.'),
    ).toBeInTheDocument();
  });

  it("says a buyer's list is their realtor's choice", async () => {
    const { section } = renderComparables({ ...twoSales, chosenBy: 'realtor' }, { side: 'buyer' });
    expect(await within(section).findByText('Chosen by your realtor')).toBeInTheDocument();
  });

  it('lets the realtor of a buyer pin, unpin and drop a sale, and show the dropped ones again', async () => {
    const puts: ComparablesChoiceBody[] = [];
    let current: ComparablesResponse = twoSales;
    server.use(
      http.put(comparablesUrl, async ({ request }) => {
        expect(new URL(request.url).searchParams.get('buyer')).toBe('bea');
        const body = (await request.json()) as ComparablesChoiceBody;
        puts.push(body);
        const all = [comparable('K21'), twoSales.items[1]!];
        const items = all
          .filter((item) => !body.dropped.includes(item.listing.listingKey))
          .map((item) => ({ ...item, pinned: body.pinned.includes(item.listing.listingKey) }))
          .sort((a, b) => Number(b.pinned) - Number(a.pinned));
        current = { ...current, items, dropped: body.dropped, chosenBy: 'realtor' };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    const { section } = renderComparables(twoSales, { side: 'realtor', buyer: 'bea' });
    const second = '22 Elm Street, Springfield, IL 62704';
    await user.click(
      await within(section).findByRole('button', { name: `Pin ${second} for your buyer` }),
    );
    await waitFor(() => expect(puts).toEqual([{ pinned: ['K22'], dropped: [] }]));
    const [pinned] = within(section).getAllByRole('listitem');
    expect(pinned).toHaveTextContent('Pinned');
    expect(pinned).toHaveTextContent(second);

    await user.click(within(section).getByRole('button', { name: `Unpin ${second}` }));
    await user.click(
      await within(section).findByRole('button', {
        name: 'Drop 21 Elm Street, Springfield, IL 62704 for your buyer',
      }),
    );
    await waitFor(() => expect(puts.at(-1)).toEqual({ pinned: [], dropped: ['K21'] }));
    expect(await within(section).findByText('Dropped for your buyer (1)')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(section).getByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(puts.at(-1)).toEqual({ pinned: [], dropped: [] }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
  });
});
