import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { complianceMessages, propertiesMessages, type ListingDisplay } from '@rela/contracts';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { buyerKeys, entry, listings, teamUsers } from './test-support';
import { labels } from '../../lib/labels';

const text = labels.team;
const keys = Array.from({ length: 12 }, (_, index) => `K${index + 1}`);

const expandBuyer = async (
  likedKeys: string[] = ['K3'],
  display?: Record<string, ListingDisplay>,
) => {
  const user = userEvent.setup();
  storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
  teamUsers([entry({ username: 'b1', properties: keys })]);
  buyerKeys(keys, likedKeys);
  listings({ gone: ['K3', 'K9'], ...(display ? { display } : {}) });
  renderApp('/buyers');
  const row = await screen.findByRole('listitem', { name: 'Bo Buyer' });
  await user.click(within(row).getByRole('button', { name: text.expand('Bo Buyer') }));
  return { user, row };
};

const tiles = (row: HTMLElement) => within(within(row).getByRole('list')).getAllByRole('listitem');

describe('an expanded buyer', () => {
  it('shows a tile for each of the first 6 keys, a vanished one as no longer available', async () => {
    const { user, row } = await expandBuyer();
    expect(within(row).getByText('12 properties')).toBeInTheDocument();
    await within(row).findAllByRole('button', { name: /^Open details for/ });
    expect(tiles(row)).toHaveLength(6);
    const gone = tiles(row)[0]!;
    expect(gone).toHaveTextContent(propertiesMessages.noLongerAvailable);
    expect(gone).toHaveTextContent(propertiesMessages.goneHint);
    expect(gone).not.toHaveTextContent('K3');
    expect(within(gone).getByRole('img', { name: labels.property.liked })).toBeInTheDocument();
    expect(within(row).getAllByRole('button', { name: /^Open details for/ })).toHaveLength(5);

    await user.click(within(row).getByRole('button', { name: text.showMore }));
    await waitFor(() => expect(tiles(row)).toHaveLength(12));
    await waitFor(() =>
      expect(within(row).getAllByText(propertiesMessages.noLongerAvailable)).toHaveLength(2),
    );
    expect(within(row).getAllByRole('button', { name: /^Open details for/ })).toHaveLength(10);
  });

  it('shows the liked homes first, then the buyer’s own order, before Show more', async () => {
    const { row } = await expandBuyer(['K10', 'K4']);
    await within(row).findAllByRole('button', { name: /^Open details for/ });
    const streets = tiles(row).map((tile) => tile.textContent?.match(/K\d+ Oak St/)?.[0]);
    expect(streets).toEqual([
      'K4 Oak St',
      'K10 Oak St',
      'K1 Oak St',
      'K2 Oak St',
      undefined,
      'K5 Oak St',
    ]);
    expect(
      within(tiles(row)[1]!).getByRole('img', { name: labels.property.liked }),
    ).toBeInTheDocument();
  });

  it('keeps a tile’s photo at its top when a taller tile (one with notes) stretches the row', async () => {
    const { row } = await expandBuyer();
    const [tile] = await within(row).findAllByRole('button', { name: /^Open details for/ });
    // A button centres its content vertically; a flex column starts it at the top.
    expect(tile).toHaveClass('flex', 'flex-col', 'justify-start', 'h-full');
  });
});

describe('an expanded buyer’s homes and the MLS display rules', () => {
  it('gives each tile its attribution line and marks a home not for client display', async () => {
    const disclaimer =
      'Listing data from Triangle MLS. Information deemed reliable but not guaranteed.';
    const { row } = await expandBuyer([], {
      K1: {
        attribution: {
          full: 'Listing courtesy of Acme Realty, (919) 555-0100',
          compact: 'Listing courtesy of Acme Realty',
        },
        disclaimer,
      },
      K2: { attribution: null, disclaimer, notForClients: true },
    });
    await within(row).findAllByRole('button', { name: /^Open details for/ });
    const [first, second] = tiles(row);
    expect(within(first!).getByText('Listing courtesy of Acme Realty')).toHaveClass(
      'text-xs',
      'text-slate-500',
    );
    expect(within(first!).queryByText(complianceMessages.notForClients.mark)).toBeNull();
    expect(within(second!).getByText(complianceMessages.notForClients.mark)).toHaveAttribute(
      'title',
      complianceMessages.notForClients.title,
    );
  });
});
