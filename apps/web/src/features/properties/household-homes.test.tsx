import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { householdMessages, propertiesMessages } from '@rela/contracts';
import { answerHousehold, beaAndAlex, member } from '../../../test/household';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';
import { rawProperty } from '../../listing/model/test-fixtures';
import { buyerHomes } from './test-support';
import { findAlertDialog } from '../../../test/dialogs';

const text = householdMessages;

/** K1 liked by both, K2 by Bea ("buyer") alone, K3 by Alex alone, K4 by nobody. */
const homes = (
  othersLikes: Record<string, string[]> | undefined = { K1: ['alex'], K3: ['alex'] },
) =>
  buyerHomes(
    [
      { listingKey: 'K1', liked: true },
      { listingKey: 'K2', liked: true },
      { listingKey: 'K3', liked: false },
      { listingKey: 'K4', liked: false },
    ],
    {
      records: {
        K1: rawProperty('K1', { UnparsedAddress: '1 Oak St' }),
        K2: rawProperty('K2', { UnparsedAddress: '2 Elm St' }),
        K3: rawProperty('K3', { UnparsedAddress: '3 Pine St' }),
        K4: rawProperty('K4', { UnparsedAddress: '4 Ash St' }),
      },
      ...(othersLikes ? { othersLikes } : {}),
    },
  );

const cards = async () => {
  const list = await screen.findByRole('list', { name: 'My properties' });
  return within(list).getAllByRole('article');
};

const streetOf = (card: HTMLElement) => card.getAttribute('aria-label')?.split(',')[0];

/** One card by its street, once drawn (cards after the first screenful render deferred). */
const card = (street: string) =>
  waitFor(async () => {
    const found = (await cards()).find((article) => streetOf(article) === street);
    if (!found) throw new Error(`no card for ${street}`);
    return found;
  });

describe('My Properties in a household (REQ-HOUSEHOLD-LIKES)', () => {
  it('each card says who likes it; the lock is the caller own like', async () => {
    storedSignIn();
    answerHousehold(beaAndAlex);
    homes();
    renderApp('/home');
    expect(await within(await card('1 Oak St')).findByText('You and Alex like this')).toBeVisible();
    expect(within(await card('2 Elm St')).getByText('You like this')).toBeVisible();
    expect(within(await card('3 Pine St')).getByText('Only Alex')).toBeVisible();
    expect(within(await card('4 Ash St')).queryByText(/like this|Only/)).toBeNull();
    // Alex's like does not lock the card for Bea.
    expect((await card('3 Pine St')).hasAttribute('data-locked')).toBe(false);
    expect((await card('1 Oak St')).hasAttribute('data-locked')).toBe(true);
  });

  it('the dialog says who likes the home too', async () => {
    const user = userEvent.setup();
    storedSignIn();
    answerHousehold(beaAndAlex);
    homes();
    renderApp('/home');
    const pine = await card('3 Pine St');
    await user.click(within(pine).getAllByRole('button', { name: /3 Pine St/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Only Alex')).toBeVisible();
  });

  it('filters Both like and Where you differ, with Compare from either', async () => {
    const user = userEvent.setup();
    storedSignIn();
    answerHousehold(beaAndAlex);
    homes();
    const view = renderApp('/home');
    const filters = await screen.findByRole('group', { name: labels.household.filtersLabel });
    expect(
      within(filters).getByRole('button', { name: labels.household.allHomes }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: text.bothLike }));
    await waitFor(async () => expect((await cards()).map(streetOf)).toEqual(['1 Oak St']));
    expect(screen.queryByRole('link', { name: labels.household.compareThese })).toBeNull();

    await user.click(within(filters).getByRole('button', { name: text.whereYouDiffer }));
    await waitFor(async () =>
      expect((await cards()).map(streetOf).sort()).toEqual(['2 Elm St', '3 Pine St']),
    );
    await user.click(screen.getByRole('link', { name: labels.household.compareThese }));
    await waitFor(() => expect(view.location().pathname).toBe('/compare'));
    expect(new URLSearchParams(view.location().search).get('keys')?.split(',').sort()).toEqual([
      'K2',
      'K3',
    ]);
  });

  it('says so when a filter shows nothing, and calls it Everyone likes for three', async () => {
    const user = userEvent.setup();
    storedSignIn();
    answerHousehold([...beaAndAlex, member('sam', 'Sam Roe')]);
    homes({ K1: ['alex'] });
    renderApp('/home');
    const filters = await screen.findByRole('group', { name: labels.household.filtersLabel });
    expect(within(filters).queryByRole('button', { name: text.bothLike })).toBeNull();
    await user.click(within(filters).getByRole('button', { name: text.allLike }));
    expect(await screen.findByText(text.noneBothLike)).toBeVisible();
    const list = screen.getByRole('list', { name: 'My properties' });
    expect(within(list).queryAllByRole('article')).toHaveLength(0);
  });

  it('asks "Remove it for everyone?" naming the others', async () => {
    const user = userEvent.setup();
    storedSignIn();
    answerHousehold(beaAndAlex);
    const fake = homes();
    renderApp('/home');
    await user.click(
      within(await card('4 Ash St')).getByRole('button', { name: propertiesMessages.remove }),
    );
    const confirm = await findAlertDialog({ name: text.removeForEveryone });
    expect(within(confirm).getByText(text.removeForEveryoneText('Alex Lee'))).toBeVisible();
    await user.click(
      within(confirm).getByRole('button', { name: propertiesMessages.removeButton }),
    );
    await waitFor(() => expect(fake.calls).toContain('delete K4'));
  });

  it('a household of one looks as today: no line, no filters, the single-buyer removal', async () => {
    const user = userEvent.setup();
    storedSignIn();
    homes(undefined);
    renderApp('/home');
    const oak = await card('1 Oak St');
    expect(within(oak).queryByText(/like this/)).toBeNull();
    expect(screen.queryByRole('group', { name: labels.household.filtersLabel })).toBeNull();
    await user.click(within(oak).getByRole('button', { name: propertiesMessages.remove }));
    const confirm = await findAlertDialog({
      name: propertiesMessages.removeButton,
    });
    expect(within(confirm).getByText(propertiesMessages.removeConfirm)).toBeVisible();
  });
});
