import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiPaths, defaultProductSlug, withProduct } from '@rela/contracts';
import { apiUrl, noSupervisor } from './api';

/** What every signed-in home screen asks for; a test's own handlers take precedence. */
const defaultHandlers = [
  http.get(apiUrl(withProduct(apiPaths.myListingKeys, defaultProductSlug)), () =>
    HttpResponse.json({ listingKeys: [], likedKeys: [] }),
  ),
  http.get(apiUrl(apiPaths.mySupervisorInfo), () =>
    HttpResponse.json({ status: 200, data: noSupervisor }),
  ),
  // The team lists of realtors, team leads and owners: empty unless a test says otherwise.
  http.get(apiUrl(apiPaths.getUsers), () =>
    HttpResponse.json({ status: 200, data: { usersInfo: [] } }),
  ),
];

/** The network edge of the web tests: each test adds its handlers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers);
