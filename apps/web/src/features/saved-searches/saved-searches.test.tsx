import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  defaultProductSlug,
  savedSearchLabels as text,
  savedSearchMessages,
  withProduct,
  type SavedSearch,
  type TreeEntry,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { rawProperty } from '../../listing/model/test-fixtures';

const path = (template: string) => apiUrl(withProduct(template, defaultProductSlug));

const noResults = () =>
  server.use(
    http.get(path(apiPaths.searchListings), () =>
      HttpResponse.json({ items: [], total: 0, disclaimers: [], page: 1, pageSize: 24 }),
    ),
  );

const saved = (overrides: Partial<SavedSearch>): SavedSearch => ({
  id: 's1',
  name: 'Raleigh, $300K–$500K, 3+ beds',
  query: 'city=Raleigh&minPrice=300000&maxPrice=500000&minBeds=3',
  buyerUsername: 'buyer',
  concierge: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('saved searches on /search', () => {
  it('a buyer saves the search under the name its filters suggest, then finds and deletes it', async () => {
    storedSignIn({ userUsername: 'buyer', userRole: 'buyer' });
    noResults();
    const bodies: unknown[] = [];
    let searches: SavedSearch[] = [];
    server.use(
      http.post(path(apiPaths.savedSearches), async ({ request }) => {
        const body = (await request.json()) as { name: string; query: string };
        bodies.push(body);
        const made = saved({ name: body.name, query: body.query });
        searches = [made];
        return HttpResponse.json(made, { status: 201 });
      }),
      http.get(path(apiPaths.savedSearches), () => HttpResponse.json({ items: searches })),
      http.delete(
        apiUrl(withProduct(`${apiPaths.savedSearches}/:id`, defaultProductSlug)),
        ({ params }) => {
          searches = [];
          return HttpResponse.json({ id: String(params.id) });
        },
      ),
    );
    const user = userEvent.setup();
    renderApp('/search?city=raleigh&minPrice=300000&maxPrice=500000&minBeds=3&sort=price-asc');

    await user.click(await screen.findByRole('button', { name: text.save }));
    const dialog = await screen.findByRole('dialog', { name: text.saveTitle });
    expect(within(dialog).getByLabelText(text.name)).toHaveValue('Raleigh, $300K–$500K, 3+ beds');
    expect(within(dialog).queryByLabelText(text.concierge)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: text.saveButton }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      {
        name: 'Raleigh, $300K–$500K, 3+ beds',
        query: 'city=raleigh&minPrice=300000&maxPrice=500000&minBeds=3',
      },
    ]);

    await user.click(screen.getByRole('button', { name: text.savedSearches }));
    const list = await screen.findByRole('dialog', { name: text.savedSearches });
    expect(
      await within(list).findByRole('link', {
        name: text.openLabel('Raleigh, $300K–$500K, 3+ beds'),
      }),
    ).toHaveAttribute('href', '/search?city=raleigh&minPrice=300000&maxPrice=500000&minBeds=3');
    await user.click(
      within(list).getByRole('button', { name: text.deleteLabel('Raleigh, $300K–$500K, 3+ beds') }),
    );
    expect(await within(list).findByText(text.none)).toBeInTheDocument();
  });

  it('a realtor saves a concierge search for a buyer, and approves a suggestion for them', async () => {
    storedSignIn({ userUsername: 'realtor', userRole: 'realtor' });
    noResults();
    const bodies: unknown[] = [];
    const decided: string[] = [];
    const ann: TreeEntry = {
      userId: 'ann@rela.example',
      username: 'ann',
      firstName: 'Ann',
      lastName: 'Lee',
      profilePicURL: null,
      properties: [],
      registrationStatus: 'completed',
      role: 'buyer',
    };
    let pending = [
      {
        id: 'g1',
        listingKey: 'RELA00000007',
        buyerUsername: 'ann',
        savedSearchId: 's1',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ];
    server.use(
      http.get(apiUrl(apiPaths.getUsers), () =>
        HttpResponse.json({ status: 200, data: { usersInfo: [ann] } }),
      ),
      http.post(path(apiPaths.savedSearches), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(saved({ buyerUsername: 'ann', concierge: true }), { status: 201 });
      }),
      http.get(path(apiPaths.suggestions), () => HttpResponse.json({ items: pending })),
      http.get(path(apiPaths.listingsProperties), () =>
        HttpResponse.json({ value: [rawProperty('RELA00000007')] }),
      ),
      http.post(
        apiUrl(withProduct(`${apiPaths.suggestions}/:id/approve`, defaultProductSlug)),
        ({ params }) => {
          decided.push(`approve ${String(params.id)}`);
          pending = [];
          return HttpResponse.json({ id: String(params.id) });
        },
      ),
    );
    const user = userEvent.setup();
    renderApp('/search?city=Cary');

    await user.click(await screen.findByRole('button', { name: text.save }));
    const dialog = await screen.findByRole('dialog', { name: text.saveTitle });
    await user.selectOptions(
      await within(dialog).findByLabelText(text.buyer),
      await within(dialog).findByRole('option', { name: 'Ann Lee' }),
    );
    expect(within(dialog).getByLabelText(text.concierge)).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: text.saveButton }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      name: 'Cary',
      query: 'city=Cary',
      buyerUsername: 'ann',
      concierge: true,
    });

    await user.click(await screen.findByRole('button', { name: /Suggestions/ }));
    const queue = await screen.findByRole('dialog', { name: text.suggestions });
    const group = await within(queue).findByRole('region', { name: text.suggestedFor('Ann Lee') });
    const approve = await within(group).findByRole('button', { name: /^Approve / });
    await user.click(approve);
    expect(await within(queue).findByText(text.noSuggestions)).toBeInTheDocument();
    expect(decided).toEqual(['approve g1']);
  });

  it('says a search by monthly cost or price cut cannot be saved, before sending anything (ADR 051)', async () => {
    storedSignIn({ userUsername: 'buyer', userRole: 'buyer' });
    noResults();
    const bodies: unknown[] = [];
    server.use(
      http.post(path(apiPaths.savedSearches), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(saved({}), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/search?city=raleigh&maxMonthlyCost=3000&priceReducedWithinDays=7');
    await user.click(await screen.findByRole('button', { name: text.save }));
    const dialog = await screen.findByRole('dialog', { name: text.saveTitle });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      savedSearchMessages.costFiltersNotKept,
    );
    expect(within(dialog).getByRole('button', { name: text.saveButton })).toBeDisabled();
    expect(bodies).toEqual([]);
  });
});
