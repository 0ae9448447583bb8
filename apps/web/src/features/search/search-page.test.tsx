import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  complianceMessages,
  costRoutes,
  defaultProductSlug,
  homeEstimate,
  searchMessages,
  withProduct,
  type ListingSearchItem,
  type TreeEntry,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { companyCostDefaults } from '../../../test/costs';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { photos, rawProperty } from '../../listing/model/test-fixtures';
import { labels } from '../../lib/labels';

const ui = labels.search;
const path = (template: string) => apiUrl(withProduct(template, defaultProductSlug));

const home = (listingKey: string, inMyList = false): ListingSearchItem => ({
  listingKey,
  address: `${listingKey.slice(-2)} Saunders St`,
  city: 'Raleigh',
  state: 'NC',
  zipCode: '27603',
  propertyType: 'Residential',
  price: 450_000,
  size: 1_850,
  bedrooms: 3,
  bathrooms: 2,
  latitude: 35.77,
  longitude: -78.64,
  status: 'Active',
  imageURL: null,
  inMyList,
  attribution: {
    full: 'Listing courtesy of Acme Realty, (919) 555-0100',
    compact: 'Listing courtesy of Acme Realty',
  },
});

const buyer = (username: string, name: string, properties: string[]): TreeEntry => {
  const [firstName = null, lastName = null] = name.split(' ');
  return {
    userId: `${username}@rela.example`,
    username,
    firstName,
    lastName,
    profilePicURL: null,
    properties,
    registrationStatus: 'completed',
    role: 'buyer',
  };
};

/** The search call (its queries logged), and the records and photos the dialog reads. */
const market = (items: ListingSearchItem[], disclaimers: string[] = []) => {
  const searches: string[] = [];
  server.use(
    http.get(path(apiPaths.searchListings), ({ request }) => {
      searches.push(new URL(request.url).search);
      return HttpResponse.json({ items, total: items.length, disclaimers, page: 1, pageSize: 24 });
    }),
    http.get(path(apiPaths.listingsProperties), ({ request }) => {
      const keys = (new URL(request.url).searchParams.get('listingKeys') ?? '').split(',');
      return HttpResponse.json({ value: keys.map((key) => rawProperty(key)) });
    }),
    http.get(path(apiPaths.listingImages), ({ params }) =>
      HttpResponse.json({
        listingKey: String(params.listingKey),
        imageURLs: photos(String(params.listingKey), 2),
      }),
    ),
  );
  return searches;
};

const openFirstResult = async (user: ReturnType<typeof userEvent.setup>) => {
  const list = await screen.findByRole('list', { name: ui.results });
  const [first] = within(list).getAllByRole('button');
  if (!first) throw new Error('no result');
  await user.click(first);
  return screen.findByRole('dialog');
};

describe('Find Homes', () => {
  it('refuses a link it cannot read without searching, and Clear filters starts afresh', async () => {
    storedSignIn();
    const searches = market([home('RELA00000001')]);
    const user = userEvent.setup();
    const app = renderApp('/search?minBeds=lots&q=raleigh');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ui.badLink);
    expect(alert).toHaveTextContent(searchMessages.minBeds);
    expect(searches).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: ui.clearFilters }));
    expect(await screen.findByRole('list', { name: ui.results })).toBeInTheDocument();
    expect(app.location().search).toBe('');
    expect(searches).toEqual(['?sort=newest&page=1&pageSize=24']);
  });

  it('sends the filters of the URL, and a changed filter goes into the URL', async () => {
    storedSignIn();
    const searches = market([home('RELA00000001')]);
    const user = userEvent.setup();
    const app = renderApp('/search?q=raleigh&status=Active&status=Pending&page=2');

    await screen.findByRole('list', { name: ui.results });
    expect(searches[0]).toBe(
      '?q=raleigh&status=Active&status=Pending&sort=newest&page=2&pageSize=24',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: ui.minPrice }), '300000');
    expect(app.location().search).toBe('?q=raleigh&minPrice=300000&status=Active&status=Pending');
  });

  it('asks for no AI report of a result that is on nobody’s list the viewer sees (no 404)', async () => {
    storedSignIn();
    market([home('RELA00000001')]);
    const lookups: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.aiReport), ({ request }) => {
        lookups.push(request.url);
        return HttpResponse.json(errorBody(404, 'NOT_FOUND', 'Not found.'), { status: 404 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');
    const dialog = await openFirstResult(user);
    expect(
      await within(dialog).findByRole('tab', { name: labels.property.mlsReport }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('tab', { name: labels.property.aiReport })).toBeNull();
    expect(lookups).toEqual([]);
  });

  it('lets a buyer add a home from its dialog, then says it is in their list', async () => {
    storedSignIn();
    market([home('RELA00000001')]);
    const added: unknown[] = [];
    server.use(
      http.post(path(apiPaths.addMyListingKey), async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({ status: 200, message: 'Added.', listingKey: 'RELA00000001' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');

    const dialog = await openFirstResult(user);
    await user.click(await within(dialog).findByRole('button', { name: ui.addToList }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(ui.inYourList);
    expect(added).toEqual([{ listingKey: 'RELA00000001' }]);
    expect(within(dialog).queryByRole('button', { name: ui.sendToBuyer })).toBeNull();
  });

  it('lets a realtor send a home to several buyers at once, those who have it marked', async () => {
    storedSignIn({ userUsername: 'realtor', userRole: 'realtor' });
    market([home('RELA00000001')]);
    const sent: string[] = [];
    server.use(
      http.get(apiUrl(apiPaths.getUsers), () =>
        HttpResponse.json({
          status: 200,
          data: {
            usersInfo: [
              buyer('ann', 'Ann Lee', ['RELA00000001']),
              buyer('bob', 'Bob Ray', []),
              buyer('cy', 'Cy Young', []),
            ],
          },
        }),
      ),
      http.post(path(apiPaths.sendListingKeys), async ({ params, request }) => {
        const body = (await request.json()) as { listingKeys: string[] };
        sent.push(`${String(params.username)}: ${body.listingKeys.join(',')}`);
        return HttpResponse.json({
          status: 200,
          message: 'Sent.',
          added: body.listingKeys,
          alreadyListed: [],
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');

    const dialog = await openFirstResult(user);
    expect(within(dialog).queryByRole('button', { name: ui.addToList })).toBeNull();
    await user.click(await within(dialog).findByRole('button', { name: ui.sendToBuyer }));
    const ann = await within(dialog).findByRole('checkbox', { name: /Ann Lee/ });
    expect(ann).toBeChecked();
    expect(ann).toBeDisabled();
    expect(within(dialog).getByText(ui.hasIt)).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: ui.send(0) });
    expect(send).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Bob Ray/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Cy Young/ }));
    await user.click(within(dialog).getByRole('button', { name: ui.send(2) }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      ui.sent('Bob Ray and Cy Young'),
    );
    await waitFor(() => expect(sent.sort()).toEqual(['bob: RELA00000001', 'cy: RELA00000001']));
  });
});

describe('Find Homes and the MLS display rules', () => {
  const triangle =
    'Listing data from Triangle MLS. Information deemed reliable but not guaranteed. Data last obtained Nov 29, 2026, 12:05 PM EST.';
  const coastal =
    'Listing data from Coastal MLS. Information deemed reliable but not guaranteed. Data last obtained Nov 29, 2026, 12:01 PM EST.';

  it('gives each result its attribution line and the page each MLS’s disclaimer under the results (REQ-DISPLAY-ATTRIBUTION)', async () => {
    storedSignIn();
    market([home('RELA00000001'), home('RELA00000002')], [triangle, coastal]);
    renderApp('/search');
    const list = await screen.findByRole('list', { name: ui.results });
    for (const card of within(list).getAllByRole('article')) {
      expect(within(card).getByText('Listing courtesy of Acme Realty')).toHaveClass(
        'text-xs',
        'text-slate-500',
      );
    }
    const foot = screen.getByRole('region', { name: labels.property.listingData });
    expect(foot).toHaveClass('text-xs', 'text-slate-500');
    expect(within(foot).getByText(triangle)).toBeInTheDocument();
    expect(within(foot).getByText(coastal)).toBeInTheDocument();
    // Under the results, not above them.
    expect(list.compareDocumentPosition(foot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks a realtor’s result not for client display and offers no way to send it (REQ-DISPLAY-WITHHELD)', async () => {
    storedSignIn({ userUsername: 'realtor', userRole: 'realtor' });
    market([{ ...home('RELA00000001'), notForClients: true }]);
    let buyerReads = 0;
    server.use(
      http.get(apiUrl(apiPaths.getUsers), () => {
        buyerReads += 1;
        return HttpResponse.json({ status: 200, data: { usersInfo: [] } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/search');
    const list = await screen.findByRole('list', { name: ui.results });
    expect(
      within(list).getByText(complianceMessages.notForClients.mark).closest('[title]'),
    ).toHaveAttribute('title', complianceMessages.notForClients.title);

    const dialog = await openFirstResult(user);
    const send = await within(dialog).findByRole('button', { name: ui.sendToBuyer });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(complianceMessages.notForClients.cannotSend);
    await user.click(send);
    expect(buyerReads).toBe(0);
  });

  it('says why when the server refuses to send a listing not for clients (409 NOT_FOR_CLIENTS)', async () => {
    storedSignIn({ userUsername: 'realtor', userRole: 'realtor' });
    market([home('RELA00000001')]);
    server.use(
      http.get(apiUrl(apiPaths.getUsers), () =>
        HttpResponse.json({
          status: 200,
          data: { usersInfo: [buyer('bob', 'Bob Ray', [])] },
        }),
      ),
      http.post(path(apiPaths.sendListingKeys), () =>
        HttpResponse.json(
          errorBody(409, 'NOT_FOR_CLIENTS', complianceMessages.notForClients.cannotSend),
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/search');
    const dialog = await openFirstResult(user);
    await user.click(await within(dialog).findByRole('button', { name: ui.sendToBuyer }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Bob Ray/ }));
    await user.click(within(dialog).getByRole('button', { name: ui.send(1) }));
    expect(
      await within(dialog).findByText(complianceMessages.notForClients.cannotSend),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: ui.sendToBuyer })).toBeDisabled();
  });
});

describe('Find Homes and the monthly cost (REQ-COST-SEARCH)', () => {
  it('filters by monthly cost and a price cut, sorts by monthly cost, and the URL holds them', async () => {
    storedSignIn();
    const searches = market([home('RELA00000001')]);
    const user = userEvent.setup();
    const app = renderApp('/search?q=raleigh');
    await screen.findByRole('list', { name: ui.results });

    await user.selectOptions(screen.getByRole('combobox', { name: ui.maxMonthlyCost }), '3000');
    expect(app.location().search).toBe('?q=raleigh&maxMonthlyCost=3000');
    expect(screen.getByRole('combobox', { name: ui.maxMonthlyCost })).toHaveDisplayValue(
      'Up to $3,000/mo',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: ui.priceReduced }), '30');
    expect(app.location().search).toBe('?q=raleigh&maxMonthlyCost=3000&priceReducedWithinDays=30');
    await user.selectOptions(screen.getByRole('combobox', { name: ui.sort }), 'monthly-asc');
    expect(screen.getByRole('combobox', { name: ui.sort })).toHaveDisplayValue(
      'Sort: Monthly cost (low to high)',
    );
    await waitFor(() =>
      expect(searches.at(-1)).toBe(
        '?q=raleigh&maxMonthlyCost=3000&priceReducedWithinDays=30&sort=monthly-asc&page=1&pageSize=24',
      ),
    );
    expect(app.location().search).toBe(
      '?q=raleigh&maxMonthlyCost=3000&priceReducedWithinDays=30&sort=monthly-asc',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: ui.priceReduced }), '');
    expect(app.location().search).toBe('?q=raleigh&maxMonthlyCost=3000&sort=monthly-asc');
  });

  it('opens the home type menu on the first click, its code loaded on demand, and a picked type goes into the URL', async () => {
    storedSignIn();
    market([home('RELA00000001')]);
    const user = userEvent.setup();
    const app = renderApp('/search?q=raleigh');
    await screen.findByRole('list', { name: ui.results });

    await user.click(screen.getByRole('button', { name: `${ui.homeType} ${ui.allTypes}` }));
    await user.click(await screen.findByRole('checkbox', { name: 'Land' }));
    expect(app.location().search).toBe('?q=raleigh&propertyType=Land');
    expect(screen.getByRole('button', { name: `${ui.homeType} Land` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox', { name: 'Land' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${ui.homeType} Land` })).toHaveFocus();
  });

  it("reads a linked search's limit and window into the filters", async () => {
    storedSignIn();
    market([home('RELA00000001')]);
    renderApp('/search?maxMonthlyCost=2750&priceReducedWithinDays=7');
    await screen.findByRole('list', { name: ui.results });
    expect(screen.getByRole('combobox', { name: ui.maxMonthlyCost })).toHaveDisplayValue(
      'Up to $2,750/mo',
    );
    expect(screen.getByRole('combobox', { name: ui.priceReduced })).toHaveDisplayValue(
      'Cut in 7 days',
    );
  });

  it("shows each result's estimate under the buyer's defaults and its price cut", async () => {
    storedSignIn();
    const defaults = { downPaymentPercent: 5, rate: 7, termYears: 30 };
    server.use(
      http.get(path(costRoutes.costDefaults.path), () =>
        HttpResponse.json(companyCostDefaults({ ...defaults, scope: 'buyer', editable: true })),
      ),
    );
    const cut = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString();
    market([{ ...home('RELA00000001'), county: 'Wake', hoaMonthly: 50, priceCutAt: cut }]);
    renderApp('/search');
    const list = await screen.findByRole('list', { name: ui.results });
    const total = homeEstimate(
      { price: 450_000, state: 'NC', county: 'Wake', hoaMonthly: 50 },
      defaults,
    ).total;
    expect(
      await within(list).findByText(`about $${total.toLocaleString('en-US')}/mo`),
    ).toBeInTheDocument();
    expect(within(list).getByText('Price cut 3 days ago')).toBeInTheDocument();
  });
});
