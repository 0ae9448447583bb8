import {
  apiPaths,
  complianceMessages,
  defaultProductSlug,
  withProduct,
  type RawProperty,
} from '@rela/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { photos, photoUrl, rawProperty } from '../model/test-fixtures';
import { PropertyCard } from './property-card';
import { PropertyDialog } from './property-dialog';

const disclaimer = 'Listing data from the MLS. Information deemed reliable but not guaranteed.';
/** A record whose seller withheld the address, as a buyer's answer carries it. */
const withheld: RawProperty = {
  ...rawProperty('K1'),
  UnparsedAddress: null,
  Latitude: null,
  Longitude: null,
  InternetAddressDisplayYN: false,
};

const renderCard = (record: RawProperty, addressDisplay?: 'on-request' | 'not-for-clients') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PropertyCard
        listingKey="K1"
        record={record}
        display={{ attribution: null, disclaimer, ...(addressDisplay ? { addressDisplay } : {}) }}
        imageURL={photoUrl('K1')}
        locked={false}
        lockBusy={false}
        onToggleLock={vi.fn()}
        onRemove={vi.fn(async () => {})}
        onOpen={vi.fn()}
      />
    </QueryClientProvider>,
  );

/** The seller's address choice on a card (REQ-DISPLAY-ADDRESS). */
describe('the address opt-out on a card', () => {
  it('shows a buyer "City, ST ZIP" and "Address on request" instead of the street', () => {
    renderCard(withheld, 'on-request');
    const card = screen.getByRole('article', { name: 'Springfield, IL 62704' });
    expect(within(card).getByText(complianceMessages.address.onRequest)).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Oak Street');
  });

  it('shows a realtor the street with "Address not for client display"', () => {
    renderCard({ ...rawProperty('K1'), InternetAddressDisplayYN: false }, 'not-for-clients');
    const card = screen.getByRole('article', { name: '12 Oak Street, Springfield, IL 62704' });
    expect(within(card).getByText(complianceMessages.address.notForClients)).toBeInTheDocument();
  });

  it('says nothing of a listing shown as usual', () => {
    renderCard({ ...rawProperty('K1'), InternetAddressDisplayYN: true });
    expect(screen.queryByText(complianceMessages.address.onRequest)).toBeNull();
    expect(screen.queryByText(complianceMessages.address.notForClients)).toBeNull();
  });

  it('titles a buyer’s dialog "City, ST ZIP" and says "Address on request" under the price', async () => {
    server.use(
      http.get(apiUrl(withProduct(apiPaths.listingImages, defaultProductSlug)), () =>
        HttpResponse.json({ listingKey: 'K1', imageURLs: photos('K1', 1) }),
      ),
    );
    render(
      <QueryClientProvider
        client={
          new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
        }
      >
        <PropertyDialog
          listingKey="K1"
          record={withheld}
          freshness={{ confirmedAt: new Date().toISOString(), onMarket: true }}
          display={{ attribution: null, disclaimer, addressDisplay: 'on-request' }}
          open
          onOpenChange={() => {}}
        />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Springfield, IL 62704' });
    expect(within(dialog).getByText(complianceMessages.address.onRequest)).toHaveClass(
      'text-xs',
      'text-slate-500',
    );
    expect(dialog).not.toHaveTextContent('Oak Street');
  });
});
