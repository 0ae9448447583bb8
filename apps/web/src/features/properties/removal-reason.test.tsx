import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activityMessages,
  apiPaths,
  defaultProductSlug,
  propertiesMessages,
  withProduct,
} from '@rela/contracts';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { rawProperty } from '../../listing/model/test-fixtures';
import { buyerHomes } from './test-support';
import { findAlertDialog } from '../../../test/dialogs';

const text = propertiesMessages;

/** Every request's method and path with its query, as the fake server saw them. */
const seen: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  seen.push(`${request.method} ${url.pathname}${url.search}`);
};
server.events.on('request:start', record);
afterEach(() => {
  seen.length = 0;
});

const twoHomes = () =>
  buyerHomes(
    [
      { listingKey: 'K1', liked: false },
      { listingKey: 'K2', liked: false },
    ],
    {
      records: {
        K1: rawProperty('K1', { UnparsedAddress: '1 Oak St' }),
        K2: rawProperty('K2', { UnparsedAddress: '12 Oak St' }),
      },
    },
  );

const confirmOf = async (user: ReturnType<typeof userEvent.setup>) => {
  const [first] = within(await screen.findByRole('list', { name: 'My properties' })).getAllByRole(
    'article',
  );
  await user.click(within(first!).getByRole('button', { name: text.remove }));
  return findAlertDialog();
};

describe('the removal reason chips and the dialog view record (ADR 033)', () => {
  it('sends the picked chip as ?reason= of the remove', async () => {
    const user = userEvent.setup();
    storedSignIn();
    twoHomes();
    renderApp('/home');
    const confirm = await confirmOf(user);
    const group = within(confirm).getByRole('group', {
      name: activityMessages.removalReasonQuestion,
    });
    const price = within(group).getByRole('button', {
      name: activityMessages.removalReasons.price,
    });
    const size = within(group).getByRole('button', { name: activityMessages.removalReasons.size });
    await user.click(price);
    await user.click(size);
    expect(size).toHaveAttribute('aria-pressed', 'true');
    expect(price).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(confirm).getByRole('button', { name: text.removeButton }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(seen.filter((line) => line.startsWith('DELETE'))).toEqual([
      `DELETE /api/${defaultProductSlug}/my-listing-keys/K1?reason=size`,
    ]);
  });

  it('sends no reason when none is picked, or when the picked one is clicked off', async () => {
    const user = userEvent.setup();
    storedSignIn();
    twoHomes();
    renderApp('/home');
    const confirm = await confirmOf(user);
    const other = within(confirm).getByRole('button', {
      name: activityMessages.removalReasons.other,
    });
    await user.click(other);
    await user.click(other);
    expect(other).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(confirm).getByRole('button', { name: text.removeButton }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(seen.filter((line) => line.startsWith('DELETE'))).toEqual([
      `DELETE /api/${defaultProductSlug}/my-listing-keys/K1`,
    ]);
  });

  it('records the buyer opening a home once per opening of its dialog, never again while open', async () => {
    const user = userEvent.setup();
    storedSignIn();
    twoHomes();
    const views: unknown[] = [];
    server.use(
      http.post(
        apiUrl(withProduct(apiPaths.recordView, defaultProductSlug)),
        async ({ request }) => {
          views.push(await request.json());
          return HttpResponse.json({ recorded: true });
        },
      ),
    );
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'My properties' });
    const openFirst = async () => {
      const [first] = within(list).getAllByRole('article');
      await user.click(within(first!).getAllByRole('button', { name: /1 Oak St/ })[0]!);
      return screen.findByRole('dialog');
    };
    const dialog = await openFirst();
    await waitFor(() => expect(views).toEqual([{ listingKey: 'K1' }]));
    await user.click(within(dialog).getByRole('tab', { name: /AI Report/i }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openFirst();
    await waitFor(() => expect(views).toEqual([{ listingKey: 'K1' }, { listingKey: 'K1' }]));
  });
});
