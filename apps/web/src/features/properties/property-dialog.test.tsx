import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { rawProperty } from '../../listing/model/test-fixtures';
import { buyerHomes } from './test-support';

const address = '1 Oak St, Springfield, IL 62704';

const setup = () => {
  storedSignIn();
  return buyerHomes([{ listingKey: 'K1', liked: false }], {
    records: {
      K1: rawProperty('K1', {
        UnparsedAddress: '1 Oak St',
        Cooling: null,
        LotSizeAcres: 0.5,
        ListPrice: 525000.75,
        StandardStatus: 'Active',
      }),
    },
    photoCount: 9,
  });
};

const card = async () => screen.findByRole('article', { name: address });

describe('property detail dialog', () => {
  it.each([
    ['the photo', `Open details for ${address}`],
    ['the price', '$525,001'],
    ['the details', '4 beds, 2.5 baths • 2,150 sqft'],
  ])('opens from %s and closes with Escape', async (_what, name) => {
    const user = userEvent.setup();
    setup();
    renderApp('/home');
    const opener = within(await card()).getByRole('button', { name });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: address });
    expect(within(dialog).getAllByText('Active')[0]).toHaveAttribute('data-status', 'Active');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows the facts, the photo area and the MLS Report with N/A and formats', async () => {
    const user = userEvent.setup();
    setup();
    renderApp('/home');
    await user.click(within(await card()).getByRole('button', { name: '$525,001' }));
    const dialog = await screen.findByRole('dialog', { name: address });
    expect(
      await within(dialog).findByRole('button', { name: 'see all photos' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '4 more photos' })).toHaveTextContent('+4');
    expect(within(dialog).getByText('2.5')).toBeInTheDocument();
    expect(within(dialog).getByText('2,150 sqft')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'MLS Report' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const report = within(dialog).getByRole('tabpanel');
    const value = (label: string) =>
      within(report).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    // The spec's 28 facts first (REQ-MLS-REPORT-TAB), then who lists it and its history (REQ-MLS-DD2).
    expect(report.querySelector('dl')?.querySelectorAll('dt')).toHaveLength(28);
    expect(value('Listing Office')).toBe('N/A');
    expect(value('Cooling')).toBe('N/A');
    expect(value('List Price')).toBe('$525,001');
    expect(value('Lot Size (Acres)')).toBe('0.50');
    expect(value('Annual Tax')).toBe('$6,121');
    await user.click(within(dialog).getByRole('tab', { name: 'AI Report' }));
    expect(
      await within(dialog).findByText('No AI Analysis available for this property.'),
    ).toBeInTheDocument();
  });

  it('gives the card and the dialog the same baths (2 full and 1 half: 2.5), one in the singular', async () => {
    const user = userEvent.setup();
    storedSignIn();
    buyerHomes(
      [
        { listingKey: 'K1', liked: false },
        { listingKey: 'K2', liked: false },
      ],
      {
        records: {
          K1: rawProperty('K1', { UnparsedAddress: '1 Oak St' }),
          K2: rawProperty('K2', {
            UnparsedAddress: '2 Elm St',
            BedroomsTotal: 1,
            BathroomsFull: 1,
            BathroomsHalf: 0,
            BathroomsTotalInteger: 1,
            LivingArea: 640,
          }),
        },
      },
    );
    renderApp('/home');
    const details = within(await card()).getByRole('button', { name: /baths/ });
    expect(details).toHaveTextContent('4 beds, 2.5 baths • 2,150 sqft');
    const studio = await screen.findByRole('article', { name: '2 Elm St, Springfield, IL 62704' });
    expect(within(studio).getByText('1 bed, 1 bath • 640 sqft')).toBeInTheDocument();
    await user.click(details);
    const dialog = await screen.findByRole('dialog', { name: address });
    const baths = within(dialog).getByText('Baths', { selector: 'dt' });
    expect(baths.nextElementSibling).toHaveTextContent(/^2\.5$/);
  });

  it('locks from the dialog for buyers', async () => {
    const user = userEvent.setup();
    const fake = setup();
    renderApp('/home');
    await user.click(
      within(await card()).getByRole('button', { name: `Open details for ${address}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: address });
    await user.click(within(dialog).getByRole('button', { name: 'Lock property' }));
    expect(await within(dialog).findByRole('button', { name: 'Unlock property' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(fake.state.homes[0]?.liked).toBe(true);
  });
});
