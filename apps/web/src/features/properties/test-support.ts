import { delay, http, HttpResponse } from 'msw';
import {
  apiPaths,
  defaultProductSlug,
  packHomeAdditions,
  withProduct,
  type HomeAddition,
  type ListingFreshness,
  type RawProperty,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { photos, rawProperty } from '../../listing/model/test-fixtures';

type Home = { listingKey: string; liked: boolean };

/** An MSW URL of a product-scoped path; its other `:name` segments stay MSW parameters. */
const path = (template: string) => apiUrl(withProduct(template, defaultProductSlug));

/**
 * A buyer's homes behind MSW: keys, like/unlike, remove, records and photos, with call logs.
 * `records` lists the keys the MLS knows (all of them unless given).
 */
export const buyerHomes = (
  homes: Home[],
  options: {
    records?: Record<string, RawProperty>;
    /** The replica's freshness of the keys it holds; no `freshness` in the answer when not given. */
    freshness?: Record<string, ListingFreshness>;
    /** Who added each home and when (the keys answer's `additions`); none when not given. */
    additions?: Record<string, HomeAddition>;
    photoCount?: number;
    /** Awaited before every like, unlike and remove answers (busy states). */
    hold?: () => Promise<void>;
    /** The remove answer: 200 (and the key is gone) or 404. */
    removeStatus?: 200 | 404;
    /** The undo answer: 200 (the home is back, unliked as the remove left it) or 409 (too late). */
    undoStatus?: 200 | 409;
    /** A household's (ADR 049): the other members' likes by key; the answer then has `likedBy`. */
    othersLikes?: Record<string, string[]>;
  } = {},
) => {
  const state = { homes: [...homes] };
  /** Each removal's home by undo token (`undo-1`, ...), as the server keeps them. */
  const removals = new Map<string, Home>();
  const calls: string[] = [];
  const records =
    options.records ??
    Object.fromEntries(homes.map((home) => [home.listingKey, rawProperty(home.listingKey)]));
  const keysOf = (request: Request) =>
    (new URL(request.url).searchParams.get('listingKeys') ?? '').split(',').filter(Boolean);
  const hold = options.hold ?? (() => Promise.resolve());
  const setLiked = async (listingKey: string, liked: boolean) => {
    calls.push(`${liked ? 'like' : 'unlike'} ${listingKey}`);
    await hold();
    const home = state.homes.find((item) => item.listingKey === listingKey);
    if (!home) return HttpResponse.json(errorBody(404, 'NOT_FOUND', 'Not found.'), { status: 404 });
    home.liked = liked;
    return HttpResponse.json({ status: 200, message: 'ok', liked });
  };
  /** The others' likes of the homes still listed, and "buyer"'s own. */
  const likedBy = (others: Record<string, string[]>) =>
    Object.fromEntries(
      state.homes.flatMap((home) => {
        const likers = [...(others[home.listingKey] ?? []), ...(home.liked ? ['buyer'] : [])];
        return likers.length > 0 ? [[home.listingKey, likers]] : [];
      }),
    );
  server.use(
    http.get(path(apiPaths.myListingKeys), () => {
      calls.push('keys');
      return HttpResponse.json({
        listingKeys: state.homes.map((home) => home.listingKey),
        likedKeys: state.homes.filter((home) => home.liked).map((home) => home.listingKey),
        ...(options.othersLikes ? { likedBy: likedBy(options.othersLikes) } : {}),
        ...(options.additions
          ? {
              additions: packHomeAdditions(
                state.homes.map(
                  (home) => options.additions?.[home.listingKey] ?? { by: null, at: '' },
                ),
              ),
            }
          : {}),
      });
    }),
    http.post(path(apiPaths.likeProperty), ({ params }) =>
      setLiked(String(params.listingKey), true),
    ),
    http.post(path(apiPaths.unlikeProperty), ({ params }) =>
      setLiked(String(params.listingKey), false),
    ),
    http.delete(path(apiPaths.myListingKey), async ({ params }) => {
      const listingKey = String(params.listingKey);
      calls.push(`delete ${listingKey}`);
      await hold();
      if (options.removeStatus === 404) {
        return HttpResponse.json(errorBody(404, 'NOT_FOUND', 'Not found.'), { status: 404 });
      }
      const home = state.homes.find((item) => item.listingKey === listingKey);
      state.homes = state.homes.filter((item) => item.listingKey !== listingKey);
      const undoToken = `00000000-0000-4000-8000-${String(removals.size + 1).padStart(12, '0')}`;
      if (home) removals.set(undoToken, { ...home });
      const undoExpiresAt = new Date(Date.now() + 30_000).toISOString();
      return HttpResponse.json({ status: 200, message: 'Removed.', undoToken, undoExpiresAt });
    }),
    http.post(path(apiPaths.undoRemoval), async ({ params }) => {
      const undoToken = String(params.undoToken);
      calls.push(`undo ${undoToken}`);
      await hold();
      if (options.undoStatus === 409) {
        const tooLate = 'Too late to undo: a removal can be undone for 30 seconds.';
        return HttpResponse.json(errorBody(409, 'CONFLICT', tooLate), { status: 409 });
      }
      const home = removals.get(undoToken);
      if (!home)
        return HttpResponse.json(errorBody(404, 'NOT_FOUND', 'Not found.'), { status: 404 });
      removals.delete(undoToken);
      state.homes = [...state.homes, home];
      return HttpResponse.json({
        status: 200,
        message: '1 property put back.',
        listingKeys: [home.listingKey],
      });
    }),
    http.get(path(apiPaths.listingsProperties), ({ request }) => {
      calls.push('properties');
      const keys = keysOf(request);
      const value = keys.flatMap((key) => (records[key] ? [records[key]] : []));
      const known = options.freshness;
      if (!known) return HttpResponse.json({ value });
      const freshness = Object.fromEntries(
        keys.flatMap((key) => (known[key] ? [[key, known[key]]] : [])),
      );
      return HttpResponse.json({ value, freshness });
    }),
    http.get(path(apiPaths.listingsImages), ({ request }) => {
      calls.push('images');
      return HttpResponse.json({
        images: Object.fromEntries(keysOf(request).map((key) => [key, photos(key, 3)])),
      });
    }),
    http.get(path(apiPaths.listingImages), ({ params }) => {
      const listingKey = String(params.listingKey);
      return HttpResponse.json({
        listingKey,
        imageURLs: photos(listingKey, options.photoCount ?? 8),
      });
    }),
  );
  return { state, calls };
};

/** A handler that waits until the test releases it, for the busy states. */
export const held = () => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    wait: async () => {
      await gate;
      await delay(0);
    },
    release: () => release(),
  };
};

export { path as productApiUrl };
