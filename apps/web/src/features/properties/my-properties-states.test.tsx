import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths, propertiesMessages } from '@rela/contracts';
import { errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { rawProperty } from '../../listing/model/test-fixtures';
import { buyerHomes, held, productApiUrl } from './test-support';
import { labels } from '../../lib/labels';

const showHomes = async (options: { hold?: () => Promise<void> } = {}) => {
  storedSignIn();
  const fake = buyerHomes(
    [
      { listingKey: 'K1', liked: false },
      { listingKey: 'K2', liked: true },
      { listingKey: 'K3', liked: false },
    ],
    {
      records: {
        K1: rawProperty('K1', { UnparsedAddress: '1 Oak St' }),
        K2: rawProperty('K2', { UnparsedAddress: '2 Elm St' }),
        K3: rawProperty('K3', { UnparsedAddress: '3 Pine St' }),
      },
      ...options,
    },
  );
  renderApp('/home');
  await screen.findByRole('list', { name: labels.myProperties.listLabel });
  return fake;
};

const order = () =>
  within(screen.getByRole('list', { name: labels.myProperties.listLabel }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label')?.split(',')[0]);

const card = (street: string) => screen.getByRole('article', { name: new RegExp(`^${street},`) });

describe('locking a home', () => {
  it('moves a newly locked card first at once, before the server answers, focus kept on its lock', async () => {
    const user = userEvent.setup();
    const gate = held();
    const fake = await showHomes({ hold: gate.wait });
    expect(order()).toEqual(['2 Elm St', '1 Oak St', '3 Pine St']);
    const pine = card('3 Pine St');
    await user.click(within(pine).getByRole('button', { name: propertiesMessages.lock }));
    expect(order()).toEqual(['2 Elm St', '3 Pine St', '1 Oak St']);
    expect(document.activeElement).toBe(
      within(card('3 Pine St')).getByRole('button', { name: propertiesMessages.unlock }),
    );
    gate.release();
    await waitFor(() => expect(fake.state.homes[2]?.liked).toBe(true));
    await waitFor(() =>
      expect(
        within(pine).getByRole('button', { name: propertiesMessages.unlock }),
      ).not.toHaveAttribute('aria-disabled'),
    );
    expect(order()).toEqual(['2 Elm St', '3 Pine St', '1 Oak St']);
  });

  it('moves an unlocked card back to its place at once, the focus still on its lock', async () => {
    const user = userEvent.setup();
    await showHomes();
    const elm = card('2 Elm St');
    within(elm).getByRole('button', { name: propertiesMessages.unlock }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['1 Oak St', '2 Elm St', '3 Pine St']);
    expect(document.activeElement).toBe(
      within(card('2 Elm St')).getByRole('button', { name: propertiesMessages.lock }),
    );
  });

  it('marks the buyer’s locked card in the lock’s words, never as Liked', async () => {
    const user = userEvent.setup();
    await showHomes();
    const oak = card('1 Oak St');
    expect(
      within(card('2 Elm St')).getByRole('img', { name: labels.property.locked }),
    ).toBeVisible();
    await user.click(within(oak).getByRole('button', { name: propertiesMessages.lock }));
    expect(within(oak).getByRole('img', { name: labels.property.locked })).toBeVisible();
    const list = screen.getByRole('list', { name: labels.myProperties.listLabel });
    expect(within(list).queryByText(/Liked/)).toBeNull();
    expect(within(list).queryByRole('img', { name: labels.property.liked })).toBeNull();
  });
});

describe('My Properties states', () => {
  it('offers Try Again after a failed load, which loads the homes', async () => {
    const user = userEvent.setup();
    storedSignIn();
    buyerHomes([{ listingKey: 'K1', liked: false }]);
    let failures = 1;
    server.use(
      http.get(productApiUrl(apiPaths.myListingKeys), () => {
        if (failures-- <= 0) return undefined;
        return HttpResponse.json(errorBody(500, 'INTERNAL', 'Boom.'), { status: 500 });
      }),
    );
    renderApp('/home');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      propertiesMessages.loadError(propertiesMessages.listingKeysFailed),
    );
    await user.click(within(alert).getByRole('button', { name: labels.myProperties.tryAgain }));
    expect(await screen.findByRole('article', { name: /^12 Oak Street,/ })).toBeInTheDocument();
  });

  it('says what to do next when no homes are assigned', async () => {
    storedSignIn();
    buyerHomes([]);
    renderApp('/home');
    expect(await screen.findByText(propertiesMessages.none)).toBeInTheDocument();
    expect(screen.getByText(labels.myProperties.noneHint)).toBeInTheDocument();
  });
});
