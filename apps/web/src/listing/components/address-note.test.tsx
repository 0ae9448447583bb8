import { complianceMessages, type RawProperty } from '@rela/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rawProperty } from '../model/test-fixtures';
import { renderPropertyCard, renderPropertyDialog } from './property-card.test-support';

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
  renderPropertyCard({
    record,
    display: { attribution: null, disclaimer, ...(addressDisplay ? { addressDisplay } : {}) },
  });

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
    const dialog = await renderPropertyDialog(
      {
        record: withheld,
        freshness: { confirmedAt: new Date().toISOString(), onMarket: true },
        display: { attribution: null, disclaimer, addressDisplay: 'on-request' },
      },
      'Springfield, IL 62704',
    );
    expect(within(dialog).getByText(complianceMessages.address.onRequest)).toHaveClass(
      'text-xs',
      'text-slate-500',
    );
    expect(dialog).not.toHaveTextContent('Oak Street');
  });
});
