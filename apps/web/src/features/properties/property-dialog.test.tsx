import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { rawProperty } from '../../lib/properties/test-fixtures';
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
    ['the details', '4 beds, 3 baths • 2,150 sqft'],
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
    expect(report.querySelectorAll('dt')).toHaveLength(28);
    expect(value('Cooling')).toBe('N/A');
    expect(value('List Price')).toBe('$525,001');
    expect(value('Lot Size (Acres)')).toBe('0.50');
    expect(value('Annual Tax')).toBe('$6,121');
    await user.click(within(dialog).getByRole('tab', { name: 'AI Report' }));
    expect(
      await within(dialog).findByText('No AI Analysis available for this property.'),
    ).toBeInTheDocument();
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
