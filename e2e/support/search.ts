import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_PREFIX,
  apiPaths,
  inviteUserResponseSchema,
  listingSearchResponseSchema,
  tokenResponseSchema,
} from '@rela/contracts';
import { productApiPath } from './buyer-homes-api';
import { DEMO_PASSWORD } from './demo-users';
import { mapTexts } from '../../apps/web/src/features/search/map/map-texts';
import { labels } from '../../apps/web/src/lib/labels';

const ui = labels.search;

/** A bearer token of a demo user (no cookie transport). */
const accessToken = async (
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
) => {
  const login = await request.post(`${API_PREFIX}${apiPaths.login}`, {
    data: { username, password },
  });
  expect(login.status(), `POST /api/login as ${username}`).toBe(200);
  return tokenResponseSchema.parse(await login.json()).accessToken;
};

export type NewBuyer = { username: string; name: string; password: string };

/**
 * A buyer of the demo realtor with an empty list, registered through the invitation calls: a suite
 * that adds homes never changes the demo buyers other suites count on.
 */
export const registerBuyer = async (request: APIRequestContext, tag: string): Promise<NewBuyer> => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const email = `search-${tag}-${stamp}@rela.example`;
  const token = await accessToken(request, 'realtor');
  const invite = await request.post(`${API_PREFIX}${apiPaths.inviteUser}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { email },
  });
  expect(invite.status(), 'POST invite-user as realtor').toBe(201);
  const { requestId } = inviteUserResponseSchema.parse(await invite.json()).data;
  const buyer = {
    username: `s-${tag}-${stamp}`.toLowerCase(),
    name: `Sam ${tag[0]?.toUpperCase() ?? ''}${tag.slice(1)} ${stamp}`,
    password: 'Search-homes-2026!',
  };
  const [firstName, ...rest] = buyer.name.split(' ');
  const done = await request.post(`${API_PREFIX}${apiPaths.completeRegistration}`, {
    data: {
      username: buyer.username,
      password: buyer.password,
      requestId,
      firstName,
      lastName: rest.join(' '),
      email,
    },
  });
  expect(done.status(), 'POST complete-registration').toBe(201);
  return buyer;
};

/** Waits until the search finds homes in `city` (the replica's first copy may still be running). */
export const waitForListings = async (request: APIRequestContext, city: string): Promise<void> => {
  const token = await accessToken(request, 'buyer');
  await expect
    .poll(
      async () => {
        const response = await request.get(productApiPath(apiPaths.searchListings), {
          headers: { authorization: `Bearer ${token}` },
          params: { q: city, pageSize: '1' },
        });
        return response.ok() ? listingSearchResponseSchema.parse(await response.json()).total : 0;
      },
      { message: `the search finds homes in ${city}`, timeout: 60_000, intervals: [500, 1_000] },
    )
    .toBeGreaterThan(0);
};

/** The /search page's parts, found as a user finds them. */
export const searchPage = (page: Page) => {
  const filters = page.getByRole('search', { name: ui.filtersLabel });
  const results = page.getByRole('list', { name: ui.results, exact: true });
  return {
    filters,
    location: filters.getByRole('searchbox', { name: ui.location }),
    submit: filters.getByRole('button', { name: ui.submit, exact: true }),
    minPrice: filters.getByRole('combobox', { name: ui.minPrice, exact: true }),
    maxPrice: filters.getByRole('combobox', { name: ui.maxPrice, exact: true }),
    results,
    cards: results.getByRole('listitem'),
    heading: page.getByRole('heading', { level: 1 }),
  };
};

/** Each result card's address (its name) and the price it shows, in dollars. */
export const resultCards = (page: Page) =>
  searchPage(page)
    .results.getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => ({
        address: card.getAttribute('aria-label') ?? '',
        price: Number(
          /\$([\d,]+)/.exec((card as HTMLElement).innerText)?.[1]?.replaceAll(',', '') ?? NaN,
        ),
      })),
    );

/** How many homes the map shows: one per pin, and each cluster's count. */
export const homesOnMap = async (page: Page): Promise<number> => {
  const map = page.getByRole('region', { name: mapTexts.region, exact: true });
  const names = await map
    .locator('.leaflet-marker-pane [aria-label]')
    .evaluateAll((pins) => pins.map((pin) => pin.getAttribute('aria-label') ?? ''));
  return names.reduce((sum, name) => {
    const count = Number(/^\d+/.exec(name)?.[0]);
    return sum + (name === mapTexts.cluster(count) ? count : 1);
  }, 0);
};
