import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { recentNoticesQueryOptions } from '../../lib/notices';
import { rawProperty } from '../model/test-fixtures';
import { PropertyCard } from './property-card';

const card = (client: QueryClient, listingKey: string) =>
  render(
    <QueryClientProvider client={client}>
      <PropertyCard
        listingKey={listingKey}
        record={rawProperty(listingKey, { UnparsedAddress: `${listingKey} Oak Street` })}
        imageURL={null}
        locked
        lockBusy={false}
        onToggleLock={vi.fn()}
        onRemove={vi.fn(async () => {})}
        onOpen={vi.fn()}
      />
    </QueryClientProvider>,
  );

describe('a property card change badge', () => {
  it("reads the home's latest change from the bell's notices, and asks nothing itself", () => {
    const client = new QueryClient();
    client.setQueryData(recentNoticesQueryOptions().queryKey, {
      unread: 1,
      items: [
        {
          id: 'n1',
          kind: 'price-change',
          listingKey: 'K1',
          title: 'Price ↓ $15,000 — K1 Oak Street, Springfield',
          body: 'Now $435,000, was $450,000.',
          createdAt: new Date().toISOString(),
          readAt: null,
        },
      ],
    });
    card(client, 'K1');
    card(client, 'K2');
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Price ↓ $15,000')).toBeVisible();
    expect(within(second!).queryByText(/Price/)).toBeNull();
  });
});
