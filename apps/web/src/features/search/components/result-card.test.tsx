import { complianceMessages, type ListingSearchItem } from '@rela/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResultCard } from './result-card';

/** The seller's address choice on a search result (REQ-DISPLAY-ADDRESS). */
describe('a search result whose seller withheld the address', () => {
  it('shows a search result without a street as "City, ST ZIP" and "Address on request"', () => {
    const item: ListingSearchItem = {
      listingKey: 'K1',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      address: null,
      propertyType: 'Residential',
      price: 450_000,
      size: 1_800,
      bedrooms: 3,
      bathrooms: 2,
      latitude: null,
      longitude: null,
      status: 'Active',
      imageURL: null,
      addressDisplay: 'on-request',
      inMyList: false,
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ResultCard
          item={item}
          highlighted={false}
          priority={false}
          showInList={false}
          onOpen={vi.fn()}
          onHighlight={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const card = screen.getByRole('article', { name: 'Springfield, IL 62704' });
    expect(within(card).getByText(complianceMessages.address.onRequest)).toBeInTheDocument();
  });
});
