import fc from 'fast-check';
import {
  signUnsubscribeToken,
  unsubscribeKey,
} from '../../src/modules/alerts/delivery/unsubscribe-token';
import type { EmbeddedMls } from './embedded-mls';
import { forgedAuthorization, odataInjection } from './hostile-input';
import {
  operationRequest,
  routeRequest,
  type Credentials,
  type FuzzRequest,
} from './request-arbitrary';
import {
  operationsOf,
  routesOf,
  undocumentedRoutes,
  type Operation,
  type Route,
} from './route-table';
import type { KnownValues } from './schema-arbitrary';
import { actors, unknownUsername, type World } from './world';

/** Real values of the world by field name, so valid requests reach real rows. */
export const knownValuesOf = (world: World, mls: EmbeddedMls): KnownValues => {
  const usernames = [...world.people.map((p) => p.username), unknownUsername];
  const emails = world.people.map((p) => p.email);
  const ownKeys = world.people.flatMap((p) => p.listingKeys);
  const mlsKeys = mls.dataset.properties.slice(0, 5).map((p) => p.ListingKey);
  const keys = [...ownKeys, ...mlsKeys];
  const addresses = mls.dataset.properties.slice(0, 5).map((p) => p.UnparsedAddress);
  const utterances = [
    ...addresses.map((address) => `add ${address}`),
    ...odataInjection.map((address) => `find ${address}`),
    `add ${addresses[0] ?? ''} for ${world.people[5]?.firstName ?? ''}`,
    'clear my list',
    'compare my homes',
  ];
  // The search's parameters (GET /{product}/listings/search), from the listings the replica holds.
  const places = mls.dataset.properties.slice(0, 5);
  const searchValues: Record<string, readonly string[]> = {
    q: [...addresses, ...places.map((p) => `${p.StreetName} ${p.City}`), ...odataInjection],
    city: places.map((p) => p.City),
    postalCode: places.map((p) => p.PostalCode),
    bbox: places.map(
      (p) =>
        `${p.Longitude - 0.05},${p.Latitude - 0.05},${p.Longitude + 0.05},${p.Latitude + 0.05}`,
    ),
    // A monthly limit and the "price reduced" windows (REQ-COST-SEARCH) that find real rows.
    maxMonthlyCost: ['1', '2500', '4000', '1000000'],
    priceReducedWithinDays: ['7', '30'],
  };
  // Unsubscribe links (GET/POST /api/unsubscribe): real ones for two people, and a tampered one.
  const linkKey = unsubscribeKey(world.t.deps.jwtSecret);
  const tokens = world.people.slice(0, 2).flatMap((person) => {
    const token = signUnsubscribeToken(linkKey, {
      userId: person.id,
      topic: 'price',
      now: world.t.clock.now(),
    });
    return [token, `${token.slice(0, -2)}AA`];
  });
  // The rows of notes and tours by id (a note's edit and delete, a tour's transition, verdict and
  // calendar): each buyer's shared and private notes and their confirmed tour, so requests reach
  // real rows.
  const ids = world.people.flatMap((p) =>
    p.collaboration
      ? [p.collaboration.sharedNoteId, p.collaboration.privateNoteId, p.collaboration.tourId]
      : [],
  );
  return (field) => {
    if (field === 'token') return tokens;
    if (field === 'id') return ids;
    const search = searchValues[field];
    if (search) return search;
    if (/user_?name|^username$/i.test(field)) return usernames;
    if (/e-?mail/i.test(field)) return emails;
    // A comma list (the query of listings/images) or one key (an item of a body's list).
    if (/^listingKeys$/i.test(field)) return [keys.join(','), ownKeys.join(','), ...keys];
    if (/listing_?key/i.test(field)) return keys;
    // A saved search's query (POST /{product}/saved-searches): a /search query string.
    if (field === 'query')
      return [
        ...places.map((p) => `city=${encodeURIComponent(p.City)}&minBeds=2`),
        ...places.map((p) => `postalCode=${p.PostalCode}&maxPrice=${p.ListPrice}&status=Active`),
        'minPrice=abc',
        ...utterances,
      ];
    if (/user_input|message|query|address/i.test(field)) return utterances;
    return [];
  };
};

/** Everyone a request may come from: each role (both APIs), nobody, a deleted user, forged tokens. */
export const credentialsOf = async (world: World): Promise<Credentials> => {
  const credentials: Record<string, Record<string, string>> = { nobody: {} };
  for (const actor of actors) {
    credentials[actor] = await world.as(actor);
    const assistant = await world.assistantAs(actor);
    if (assistant) credentials[`${actor} (assistant token)`] = assistant;
  }
  credentials['deleted user'] = await world.as('gone1');
  for (const [index, authorization] of forgedAuthorization.entries())
    credentials[`forged ${index}`] = { authorization };
  return credentials;
};

export type Targets = {
  operations: Operation[];
  hidden: Route[];
  requests: fc.Arbitrary<FuzzRequest>;
};

/** Every endpoint the app has, found at run time: the OpenAPI operations and the undocumented rest. */
export const discoverTargets = async (world: World, mls: EmbeddedMls): Promise<Targets> => {
  const operations = await operationsOf(world.t.app);
  const hidden = undocumentedRoutes(routesOf(world.t.app), operations);
  const known = knownValuesOf(world, mls);
  const credentials = await credentialsOf(world);
  const requests = fc.oneof(
    ...operations.map((operation) => operationRequest(operation, known, credentials)),
    ...hidden.map((route) => routeRequest(route, credentials)),
  );
  return { operations, hidden, requests };
};
