import { http, HttpResponse } from 'msw';
import {
  apiPaths,
  defaultProductSlug,
  withProduct,
  type ListingDisplay,
  type TreeEntry,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { photos, rawProperty } from '../../listing/model/test-fixtures';

export const entry = (overrides: Partial<TreeEntry> & { username: string }): TreeEntry => ({
  userId: `${overrides.username}@rela.example`,
  firstName: 'Bo',
  lastName: 'Buyer',
  profilePicURL: null,
  properties: [],
  registrationStatus: 'completed',
  role: 'buyer',
  ...overrides,
});

/** GET /dashboard/get-users behind MSW, with a call counter; `status` other than 200 fails. */
export const teamUsers = (usersInfo: TreeEntry[], status = 200) => {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl(apiPaths.getUsers), () => {
      calls.count += 1;
      return status === 200
        ? HttpResponse.json({ status: 200, data: { usersInfo } })
        : HttpResponse.json(errorBody(status, 'INTERNAL', 'Boom.'), { status });
    }),
  );
  return calls;
};

export const deleteUserAnswer = (status: number, message = 'No.') => {
  const bodies: unknown[] = [];
  server.use(
    http.delete(
      apiUrl(withProduct(apiPaths.deleteUser, defaultProductSlug)),
      async ({ request }) => {
        bodies.push(await request.json());
        return status === 200
          ? HttpResponse.json({ error: false, status: 200, message: 'User deleted.' })
          : HttpResponse.json(errorBody(status, 'X', message), { status });
      },
    ),
  );
  return bodies;
};

export const inviteAnswer = (status: number, message = 'Invitation sent.') => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(apiPaths.inviteUser), async ({ request }) => {
      bodies.push(await request.json());
      return status === 201
        ? HttpResponse.json({
            status: 201,
            message,
            data: { requestId: 'r1', email: 'x@y.z', role: 'buyer' },
          })
        : HttpResponse.json(errorBody(status, 'X', message), { status });
    }),
  );
  return bodies;
};

export const buyerKeys = (listingKeys: string[], likedKeys: string[] = []) =>
  server.use(
    http.get(apiUrl(withProduct(apiPaths.buyerListingKeys, defaultProductSlug)), () =>
      HttpResponse.json({ status: 200, data: { listingKeys, likedKeys } }),
    ),
  );

const keysOf = (request: Request) =>
  (new URL(request.url).searchParams.get('listingKeys') ?? '').split(',').filter(Boolean);

/**
 * The MLS records and photos of any key asked for, except the `gone` keys the MLS no longer has;
 * `display` is the answer's attribution and marks by key (ADR 048), none unless given.
 */
export const listings = ({
  gone = [],
  display,
}: { gone?: readonly string[]; display?: Record<string, ListingDisplay> } = {}) =>
  server.use(
    http.get(apiUrl(withProduct(apiPaths.listingsProperties, defaultProductSlug)), ({ request }) =>
      HttpResponse.json({
        value: keysOf(request)
          .filter((key) => !gone.includes(key))
          .map((key) => rawProperty(key, { UnparsedAddress: `${key} Oak St` })),
        ...(display ? { display } : {}),
      }),
    ),
    http.get(apiUrl(withProduct(apiPaths.listingsImages, defaultProductSlug)), ({ request }) =>
      HttpResponse.json({
        images: Object.fromEntries(keysOf(request).map((key) => [key, photos(key, 2)])),
      }),
    ),
    http.get(apiUrl(withProduct(apiPaths.listingImages, defaultProductSlug)), ({ params }) =>
      HttpResponse.json({
        listingKey: String(params.listingKey),
        imageURLs: photos(String(params.listingKey), 2),
      }),
    ),
  );
