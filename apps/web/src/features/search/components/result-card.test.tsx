import { complianceMessages, type ListingSearchItem } from '@rela/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PinCard } from '../map/pin-card';
import { ResultCard } from './result-card';

const attribution = {
  full: 'Listing courtesy of Acme Realty, (919) 555-0100',
  compact: 'Listing courtesy of Acme Realty',
};

const result = (overrides: Partial<ListingSearchItem> = {}): ListingSearchItem => ({
  listingKey: 'K1',
  address: '12 Oak Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  propertyType: 'Residential',
  price: 450_000,
  size: 1_800,
  bedrooms: 3,
  bathrooms: 2,
  latitude: 39.78,
  longitude: -89.65,
  status: 'Active',
  imageURL: null,
  inMyList: false,
  attribution,
  ...overrides,
});

const renderCard = (item: ListingSearchItem) =>
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

/** The seller's address choice on a search result (REQ-DISPLAY-ADDRESS). */
describe('a search result whose seller withheld the address', () => {
  it('shows a search result without a street as "City, ST ZIP" and "Address on request"', () => {
    renderCard(
      result({ address: null, latitude: null, longitude: null, addressDisplay: 'on-request' }),
    );
    const card = screen.getByRole('article', { name: 'Springfield, IL 62704' });
    expect(within(card).getByText(complianceMessages.address.onRequest)).toBeInTheDocument();
  });
});

/** A result's attribution (REQ-DISPLAY-ATTRIBUTION) and the not-for-clients mark (REQ-DISPLAY-WITHHELD). */
describe('a search result and its map card', () => {
  const name = '12 Oak Street, Springfield, IL 62704';

  it('shows the compact attribution in the property card’s quiet style, the full line as its title', () => {
    renderCard(result());
    const line = within(screen.getByRole('article', { name })).getByText(attribution.compact);
    expect(line).toHaveClass('text-xs', 'text-slate-500');
    expect(line).toHaveAttribute('title', attribution.full);
  });

  it('shows no line for a record that names neither office nor agent, and no mark', () => {
    renderCard(result({ attribution: null }));
    const card = screen.getByRole('article', { name });
    expect(within(card).queryByText(/Listing courtesy of/)).toBeNull();
    expect(within(card).queryByText(complianceMessages.notForClients.mark)).toBeNull();
  });

  it('marks a result not for client display', () => {
    renderCard(result({ notForClients: true }));
    const card = screen.getByRole('article', { name });
    expect(within(card).getByText(complianceMessages.notForClients.mark)).toHaveAttribute(
      'title',
      complianceMessages.notForClients.title,
    );
  });

  it('gives the map’s card of a pin the same attribution line and mark', () => {
    const home = { ...result({ notForClients: true }), latitude: 39.78, longitude: -89.65 };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PinCard home={home} takeFocus={false} onOpen={vi.fn()} />
      </QueryClientProvider>,
    );
    const card = screen.getByRole('button', { name: new RegExp(name) });
    expect(within(card).getByText(attribution.compact)).toHaveClass('text-xs', 'text-slate-500');
    expect(within(card).getByText(complianceMessages.notForClients.mark)).toBeInTheDocument();
  });
});
