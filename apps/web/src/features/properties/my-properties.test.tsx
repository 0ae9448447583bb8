import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  costRoutes,
  defaultProductSlug,
  noteRoutes,
  toUserProfile,
  withProduct,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { manualTimers } from '../../../test/manual-timers';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { refreshAccessToken, revokeSession } from '../../lib/browser-session';
import { rawProperty } from '../../listing/model/test-fixtures';
import { noRefreshLock } from '../../lib/refresh-lock';
import { createSession } from '../../lib/session';
import { SessionProvider } from '../../lib/session-context';
import { browserSessionStore } from '../../lib/storage';
import { MyProperties } from './my-properties';
import { buyerHomes, held, productApiUrl } from './test-support';
import { findAlertDialog } from '../../../test/dialogs';

const address = (street: string) => `${street}, Springfield, IL 62704`;

const homes = (options: Parameters<typeof buyerHomes>[1] = {}) =>
  buyerHomes(
    [
      { listingKey: 'K1', liked: false },
      { listingKey: 'K2', liked: true },
      { listingKey: 'K3', liked: false },
    ],
    {
      records: {
        K1: rawProperty('K1', { UnparsedAddress: '1 Oak St' }),
        K2: rawProperty('K2', { UnparsedAddress: '2 Elm St' }),
        K3: rawProperty('K3', {
          UnparsedAddress: '3 Pine St',
          BedroomsTotal: null,
          BathroomsTotalInteger: null,
          LivingArea: null,
          ListPrice: 1234567.4,
        }),
      },
      ...options,
    },
  );

const cards = async () => {
  const list = await screen.findByRole('list', { name: 'My properties' });
  return within(list).getAllByRole('article');
};

describe('My Properties', () => {
  it('lists locked homes first, then the key order, with the count badge', async () => {
    storedSignIn();
    homes();
    renderApp('/home');
    const articles = await cards();
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      address('2 Elm St'),
      address('1 Oak St'),
      address('3 Pine St'),
    ]);
    expect(screen.getByLabelText('3 properties')).toHaveTextContent('3');
    expect(screen.getByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
  });

  it("asks the estimates' defaults and the note counts with its keys, before any card is drawn", async () => {
    storedSignIn();
    homes();
    const records = held();
    server.use(
      // Falls through to the list's own answer once released.
      http.get(productApiUrl(apiPaths.listingsProperties), async () => {
        await records.wait();
      }),
    );
    const asked: string[] = [];
    const onRequest = ({ request }: { request: Request }) =>
      asked.push(new URL(request.url).pathname);
    server.events.on('request:start', onRequest);
    try {
      renderApp('/home');
      const product = (template: string) => withProduct(template, defaultProductSlug);
      await waitFor(() =>
        expect(asked).toEqual(
          expect.arrayContaining([
            expect.stringMatching(new RegExp(`${product(costRoutes.costDefaults.path)}$`)),
            expect.stringMatching(new RegExp(`${product(noteRoutes.noteSummary.path)}$`)),
          ]),
        ),
      );
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      records.release();
      expect(await cards()).toHaveLength(3);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('a returning buyer asks for the keys beside the account info, before it has answered', async () => {
    const info = storedSignIn();
    // The profile cached at the last visit names the role.
    window.localStorage.setItem(
      'rela.user',
      JSON.stringify({ username: info.userUsername, profile: toUserProfile(info) }),
    );
    const account = held();
    server.use(
      // Falls through to the stored sign-in's answer once released.
      http.get(apiUrl('/my-account-info'), async () => {
        await account.wait();
      }),
    );
    const { calls } = homes();
    renderApp('/home');
    await waitFor(() => expect(calls).toContain('keys'));
    expect(screen.queryByRole('list', { name: 'My properties' })).toBeNull();
    account.release();
    expect(await cards()).toHaveLength(3);
    expect(calls.filter((call) => call === 'keys')).toHaveLength(1);
  });

  it('shows N/A fallbacks, whole dollars and homes the MLS no longer has', async () => {
    storedSignIn();
    buyerHomes(
      [
        { listingKey: 'K3', liked: false },
        { listingKey: 'RELA00000000', liked: false },
      ],
      {
        records: {
          K3: rawProperty('K3', { BedroomsTotal: null, LivingArea: null, ListPrice: 1234567.4 }),
        },
      },
    );
    renderApp('/home');
    const [known, gone] = await cards();
    expect(
      within(known!).getByRole('button', { name: 'N/A beds, 2.5 baths • N/A sqft' }),
    ).toBeInTheDocument();
    expect(within(known!).getByRole('button', { name: '$1,234,567' })).toBeInTheDocument();
    expect(gone).toHaveTextContent('Property no longer available.');
    expect(within(gone!).getByRole('button', { name: 'Remove property' })).toBeInTheDocument();
  });

  it('says when the buyer has no homes', async () => {
    storedSignIn();
    buyerHomes([]);
    renderApp('/home');
    expect(await screen.findByText('No properties assigned.')).toBeInTheDocument();
    expect(screen.getByLabelText('0 properties')).toBeInTheDocument();
  });

  it('says Loading properties... while the keys load', async () => {
    storedSignIn();
    const gate = held();
    buyerHomes([{ listingKey: 'K1', liked: false }]);
    server.use(
      http.get(productApiUrl(apiPaths.myListingKeys), async () => {
        await gate.wait();
        return HttpResponse.json({ listingKeys: [], likedKeys: [] });
      }),
    );
    renderApp('/home');
    expect(await screen.findByText('Loading properties...')).toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('No properties assigned.')).toBeInTheDocument();
  });

  it('names a failed keys call', async () => {
    storedSignIn();
    server.use(
      http.get(productApiUrl(apiPaths.myListingKeys), () =>
        HttpResponse.json(errorBody(500, 'INTERNAL', 'Boom.'), { status: 500 }),
      ),
    );
    renderApp('/home');
    expect(
      await screen.findByText('Error loading properties: Failed to fetch listing keys'),
    ).toBeInTheDocument();
  });

  it('shows the error state when the listings are unavailable, while the header still works', async () => {
    const user = userEvent.setup();
    storedSignIn();
    homes();
    const message = 'The service is temporarily unavailable. Please try again shortly.';
    server.use(
      http.get(productApiUrl(apiPaths.listingsProperties), () =>
        HttpResponse.json(errorBody(503, 'UNAVAILABLE', message), { status: 503 }),
      ),
    );
    renderApp('/home');
    expect(await screen.findByText(`Error loading properties: ${message}`)).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Account menu' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('locks a home with a spinner, moves it first, and keeps it locked after a refetch', async () => {
    const user = userEvent.setup();
    storedSignIn();
    const gate = held();
    const fake = homes({ hold: gate.wait });
    const { queryClient } = renderApp('/home');
    const pine = (await cards())[2]!;
    const lock = within(pine).getByRole('button', { name: 'Lock property' });
    expect(lock).toHaveAttribute('aria-pressed', 'false');
    await user.click(lock);
    await waitFor(() => expect(fake.calls).toContain('like K3'));
    const busy = within(screen.getByRole('article', { name: address('3 Pine St') })).getByRole(
      'button',
      { name: 'Unlock property' },
    );
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(fake.calls.filter((call) => call.endsWith(' K3'))).toEqual(['like K3']);
    gate.release();
    await waitFor(() => expect(busy).not.toHaveAttribute('aria-disabled'));
    await user.unhover(pine);
    await queryClient.refetchQueries({ queryKey: ['properties', 'my-listing-keys'] });
    const ordered = await cards();
    expect(ordered.map((article) => article.getAttribute('aria-label'))).toEqual([
      address('2 Elm St'),
      address('3 Pine St'),
      address('1 Oak St'),
    ]);
    expect(within(ordered[1]!).getByRole('button', { name: 'Unlock property' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(fake.state.homes.find((home) => home.listingKey === 'K3')?.liked).toBe(true);
  });

  it('removes a liked home after confirmation: unlock, then delete', async () => {
    const user = userEvent.setup();
    storedSignIn();
    const gate = held();
    const fake = homes({ hold: gate.wait });
    renderApp('/home');
    const elm = (await cards())[0]!;
    await user.click(within(elm).getByRole('button', { name: 'Remove property' }));
    const confirm = await findAlertDialog();
    expect(confirm).toHaveTextContent(
      'Are you sure you want to remove this property from your account? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Remove Property' }));
    const busy = await within(confirm).findByRole('button', { name: 'Removing...' });
    expect(busy).toBeDisabled();
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    gate.release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      fake.calls.filter((call) => call !== 'keys' && call !== 'properties' && call !== 'images'),
    ).toEqual(['unlike K2', 'delete K2']);
    expect((await cards()).map((article) => article.getAttribute('aria-label'))).toEqual([
      address('1 Oak St'),
      address('3 Pine St'),
    ]);
    expect(screen.getByLabelText('2 properties')).toBeInTheDocument();
  });

  it('keeps a home when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    storedSignIn();
    const fake = homes();
    renderApp('/home');
    const oak = (await cards())[1]!;
    await user.click(within(oak).getByRole('button', { name: 'Remove property' }));
    await user.click(within(await findAlertDialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await cards()).toHaveLength(3);
    expect(fake.calls).not.toContain('delete K1');
  });

  it('treats 404 on remove as already removed', async () => {
    const user = userEvent.setup();
    storedSignIn();
    homes({ removeStatus: 404 });
    renderApp('/home');
    const oak = (await cards())[1]!;
    await user.click(within(oak).getByRole('button', { name: 'Remove property' }));
    await user.click(
      within(await findAlertDialog()).getByRole('button', {
        name: 'Remove Property',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: address('1 Oak St') })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('My Properties before and after', () => {
  it('waits for the user first', () => {
    const session = createSession({
      store: browserSessionStore(),
      timers: manualTimers().timers,
      refreshTokens: refreshAccessToken,
      revoke: revokeSession,
      lock: noRefreshLock,
      channel: null,
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider session={session}>
          <MyProperties />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Loading user information...')).toBeInTheDocument();
  });

  it('clears the property data when the buyer leaves the view', async () => {
    storedSignIn();
    homes();
    const { router, queryClient } = renderApp('/home');
    await cards();
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['properties'] }).length,
    ).toBeGreaterThan(0);
    await router.navigate('/account');
    await screen.findByRole('heading', { name: 'My Account' });
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['properties'] })).toHaveLength(0),
    );
  });
});
