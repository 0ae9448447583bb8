import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { compareMessages } from '@rela/contracts';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { rawProperty } from '../../listing/model/test-fixtures';
import { buyerHomes } from './test-support';

const text = compareMessages;
const streets = ['1 Oak St', '2 Elm St', '3 Pine St', '4 Ash St', '5 Fir St'];
const address = (street: string) => `${street}, Springfield, IL 62704`;
const checkbox = (street: string) =>
  screen.getByRole('checkbox', { name: text.checkbox(address(street)) });

const fiveHomes = () =>
  buyerHomes(
    streets.map((_, index) => ({ listingKey: `K${index + 1}`, liked: false })),
    {
      records: Object.fromEntries(
        streets.map((street, index) => [
          `K${index + 1}`,
          rawProperty(`K${index + 1}`, {
            UnparsedAddress: street,
            ListPrice: 400000 + index * 1000,
          }),
        ]),
      ),
    },
  );

// The whole app renders and loads the Compare page's code: slow on a busy machine.
describe('choosing homes to compare on My Properties', { timeout: 20_000 }, () => {
  it('takes 2 to 4 homes, refuses a fifth with a hint, and opens Compare with them', async () => {
    const user = userEvent.setup();
    storedSignIn();
    fiveHomes();
    renderApp('/home');
    await screen.findByRole('list', { name: 'My properties' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.startSelecting }));
    const bar = screen.getByRole('region', { name: text.title });
    expect(within(bar).getByRole('status')).toHaveTextContent(text.selectHint);
    // Fewer than two: Compare is not yet a link.
    await user.click(checkbox('1 Oak St'));
    expect(within(bar).getByRole('button', { name: text.open(1) })).toBeDisabled();

    for (const street of streets.slice(1, 4)) await user.click(checkbox(street));
    expect(within(bar).getByRole('status')).toHaveTextContent(text.selected(4));
    await user.click(checkbox('5 Fir St'));
    expect(checkbox('5 Fir St')).not.toBeChecked();
    expect(within(bar).getByRole('status')).toHaveTextContent(text.tooMany);
    expect(within(bar).getByRole('link', { name: text.open(4) })).toBeInTheDocument();

    // Unchecking one makes room; the hint goes.
    await user.click(checkbox('2 Elm St'));
    expect(within(bar).getByRole('status')).not.toHaveTextContent(text.tooMany);
    await user.click(within(bar).getByRole('link', { name: text.open(3) }));

    const table = await screen.findByRole('table', { name: text.title });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual([
      expect.stringContaining('1 Oak St'),
      expect.stringContaining('3 Pine St'),
      expect.stringContaining('4 Ash St'),
    ]);
    const priceRow = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('rowheader', { name: text.rows.price }))!;
    // The lowest price (1 Oak St's) is marked Best.
    const cells = within(priceRow).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(`$400,000${text.best}`);
    expect(cells[1]).not.toHaveTextContent(text.best);
    // No home has a report: each offers Request AI Report once.
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: text.requestReport })).toHaveLength(3),
    );
  });

  it('Cancel leaves the mode and forgets the homes chosen', async () => {
    const user = userEvent.setup();
    storedSignIn();
    fiveHomes();
    renderApp('/home');
    await screen.findByRole('list', { name: 'My properties' });
    await user.click(screen.getByRole('button', { name: text.startSelecting }));
    await user.click(checkbox('1 Oak St'));
    await user.click(screen.getByRole('button', { name: text.stopSelecting }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.startSelecting }));
    expect(checkbox('1 Oak St')).not.toBeChecked();
  });
});
