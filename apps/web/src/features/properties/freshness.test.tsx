import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { rawProperty } from '../../listing/model/test-fixtures';
import { buyerHomes } from './test-support';

const addressOf = (street: string) => `${street}, Springfield, IL 62704`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('freshness from the replica on My Properties', () => {
  it('shows "Updated … ago" on the card and in the dialog, and an off-market home greyed with the notice', async () => {
    const user = userEvent.setup();
    storedSignIn();
    buyerHomes(
      [
        { listingKey: 'K1', liked: false },
        { listingKey: 'K2', liked: false },
        { listingKey: 'K3', liked: false },
      ],
      {
        records: {
          K1: rawProperty('K1', { UnparsedAddress: '1 Oak St' }),
          K2: rawProperty('K2', { UnparsedAddress: '2 Elm St', ListPrice: 612_000 }),
          K3: rawProperty('K3', { UnparsedAddress: '3 Ash St' }),
        },
        // K3 has no record in the replica: it shows no time.
        freshness: {
          K1: { confirmedAt: minutesAgo(3), onMarket: true },
          K2: { confirmedAt: minutesAgo(90), onMarket: false },
        },
      },
    );
    renderApp('/home');

    const onMarket = await screen.findByRole('article', { name: addressOf('1 Oak St') });
    expect(within(onMarket).getByText('Updated 3 min ago')).toBeInTheDocument();
    expect(within(onMarket).queryByText('Property no longer available.')).not.toBeInTheDocument();
    const unknown = screen.getByRole('article', { name: addressOf('3 Ash St') });
    expect(within(unknown).queryByText(/^Updated /)).not.toBeInTheDocument();

    const offMarket = screen.getByRole('article', { name: addressOf('2 Elm St') });
    expect(offMarket).toHaveAttribute('data-off-market', 'true');
    expect(within(offMarket).getByText('Property no longer available.')).toBeInTheDocument();
    expect(within(offMarket).getByText('Updated 1 h ago')).toBeInTheDocument();

    await user.click(within(offMarket).getByRole('button', { name: '$612,000' }));
    const dialog = await screen.findByRole('dialog', { name: addressOf('2 Elm St') });
    expect(within(dialog).getByText('Property no longer available.')).toBeInTheDocument();
    expect(within(dialog).getByText('Updated 1 h ago').tagName).toBe('TIME');
    expect(within(dialog).getByRole('button', { name: 'Lock property' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Remove property' })).toBeEnabled();
  });
});
