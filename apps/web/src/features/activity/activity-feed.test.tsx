import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  activityMessages,
  activityRoutes,
  apiPaths,
  defaultProductSlug,
  withProduct,
  type ActivityCountsResponse,
  type ActivityEvent,
  noteRoutes,
  type ActivityResponse,
  type TreeEntry,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { photos, rawProperty } from '../../listing/model/test-fixtures';

const url = (path: string) => apiUrl(withProduct(path, defaultProductSlug));

const buyerEntry = (username: string, firstName: string): TreeEntry =>
  ({
    userId: `${username}-id`,
    firstName,
    lastName: 'Reyes',
    profilePicURL: null,
    properties: [],
    registrationStatus: 'completed',
    role: 'buyer',
    username,
    email: `${username}@rela.example`,
    children: [],
  }) as unknown as TreeEntry;

const event = (id: number, overrides: Partial<ActivityEvent>): ActivityEvent => ({
  id: String(id),
  kind: 'viewed',
  buyerUsername: 'sofia',
  buyerName: 'Sofia Reyes',
  listingKey: `K${id}`,
  address: `${id} Oak St`,
  at: new Date(Date.now() - id * 60_000).toISOString(),
  ...overrides,
});

/** The feed behind MSW: pages of `pageSize` by `before`, filtered as the server would; asks logged. */
const serveFeed = (events: ActivityEvent[], hot: ActivityResponse['hot'] = [], pageSize = 3) => {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(apiPaths.getUsers), () =>
      HttpResponse.json({
        status: 200,
        data: { usersInfo: [buyerEntry('sofia', 'Sofia'), buyerEntry('max', 'Max')] },
      }),
    ),
    http.get(url(activityRoutes.activity.path), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const matching = events.filter(
        (item) =>
          (!query.get('buyer') || item.buyerUsername === query.get('buyer')) &&
          (!query.get('kind') || item.kind === query.get('kind')),
      );
      const start = Number(query.get('before') ?? 0);
      const page = matching.slice(start, start + pageSize);
      const body: ActivityResponse = {
        items: page,
        hot,
        ...(start + pageSize < matching.length ? { nextBefore: String(start + pageSize) } : {}),
      };
      return HttpResponse.json(body);
    }),
  );
  return asked;
};

/** The records and photos of homes, for the property dialog a line opens. */
const homeRecords = () => {
  const keysOf = (request: Request) =>
    (new URL(request.url).searchParams.get('listingKeys') ?? '').split(',').filter(Boolean);
  server.use(
    http.get(url(apiPaths.listingsProperties), ({ request }) =>
      HttpResponse.json({ value: keysOf(request).map((key) => rawProperty(key)) }),
    ),
    http.get(url(apiPaths.listingImages), ({ params }) =>
      HttpResponse.json({
        listingKey: String(params.listingKey),
        imageURLs: photos(String(params.listingKey), 2),
      }),
    ),
  );
};

const openFeed = async (
  role: 'realtor' | 'team-leader' | 'company-owner' | 'buyer' = 'realtor',
) => {
  storedSignIn({ userRole: role, userUsername: role });
  renderApp('/activity');
  return screen.findByRole('heading', { level: 1, name: activityMessages.title });
};

describe('the realtor’s activity feed', () => {
  it('shows the timeline by day, the removal’s reason, Hot homes, and older pages on demand', async () => {
    const user = userEvent.setup();
    serveFeed(
      [
        event(1, { kind: 'liked' }),
        event(2, { kind: 'removed', reason: 'price' }),
        event(3, {}),
        event(4, {
          kind: 'tour-requested',
          at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        }),
      ],
      [
        {
          buyerUsername: 'sofia',
          buyerName: 'Sofia Reyes',
          listingKey: 'K9',
          address: '9 Elm St',
          reason: 'opened-often',
          since: new Date().toISOString(),
        },
      ],
    );
    await openFeed();
    const feed = screen.getByRole('region', { name: activityMessages.feedTitle });
    expect(await within(feed).findByText('1 Oak St')).toBeVisible();
    const line = within(feed).getByText('1 Oak St').closest('li')!;
    expect(line).toHaveTextContent(`Sofia Reyes ${activityMessages.kinds.liked} 1 Oak St`);
    expect(within(feed).getByText(activityMessages.removalReasons.price)).toBeVisible();
    const hot = within(feed).getByRole('region', { name: new RegExp(activityMessages.hotTitle) });
    expect(within(hot).getByText('9 Elm St')).toBeVisible();
    expect(
      within(hot).getByText(
        activityMessages.hotBadgeLabel(activityMessages.hotReasons['opened-often']),
      ),
    ).toBeInTheDocument();
    expect(within(feed).queryByText('4 Oak St')).toBeNull();
    await user.click(within(feed).getByRole('button', { name: activityMessages.loadMore }));
    expect(await within(feed).findByText('4 Oak St')).toBeVisible();
    expect(within(feed).queryByRole('button', { name: activityMessages.loadMore })).toBeNull();
    // Two days: today's three events, and the older one under its own heading.
    const days = within(feed)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(days[0]).toBe(activityMessages.hotTitle + ' · 1');
    expect(days).toContain(activityMessages.today);
    expect(days).toHaveLength(3);
  });

  it('asks again by buyer and by kind, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const asked = serveFeed([event(1, { kind: 'liked' })]);
    await openFeed();
    const feed = screen.getByRole('region', { name: activityMessages.feedTitle });
    await within(feed).findByText('1 Oak St');
    const buyer = within(feed).getByRole('combobox', { name: activityMessages.buyerFilter });
    await waitFor(() => expect(within(buyer).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(buyer, 'max');
    expect(await within(feed).findByText(activityMessages.noneMatching)).toBeVisible();
    await user.selectOptions(buyer, '');
    await user.selectOptions(
      within(feed).getByRole('combobox', { name: activityMessages.kindFilter }),
      'removed',
    );
    expect(await within(feed).findByText(activityMessages.noneMatching)).toBeVisible();
    // (All buyers again is shown from the cache, and read again in the background.)
    expect(asked.filter(Boolean)).toEqual(['buyer=max', 'kind=removed']);
  });

  it('says what makes a home Hot, with Hot homes and without (REQ-ACTIVITY-HOT)', async () => {
    serveFeed([event(1, { kind: 'liked' })]);
    await openFeed();
    const feed = screen.getByRole('region', { name: activityMessages.feedTitle });
    expect(await within(feed).findByText(activityMessages.hotRule)).toBeVisible();
    expect(within(feed).getByText(activityMessages.hotNone)).toBeVisible();
    expect(activityMessages.hotRule).toContain('3 separate visits within 7 days');
    expect(activityMessages.hotRule).toContain('within 30 minutes is the same visit');
  });

  it('opens a line’s home, and a Hot home, in the property dialog; an undone removal reads restored', async () => {
    const user = userEvent.setup();
    homeRecords();
    server.use(
      http.get(url(noteRoutes.noteSummary.path), () => HttpResponse.json({ byListing: {} })),
    );
    serveFeed(
      [
        event(1, {
          kind: 'removed',
          listingKey: 'K7',
          reason: 'price',
          restoredAt: new Date().toISOString(),
        }),
      ],
      [
        {
          buyerUsername: 'max',
          buyerName: 'Max Reyes',
          listingKey: 'K8',
          address: '8 Elm St',
          reason: 'liked-no-tour',
          since: new Date().toISOString(),
        },
      ],
    );
    await openFeed();
    const feed = screen.getByRole('region', { name: activityMessages.feedTitle });
    const line = await within(feed).findByRole('button', { name: /Sofia Reyes removed 1 Oak St/ });
    expect(line).toHaveTextContent(activityMessages.restored);
    expect(line).toHaveTextContent(activityMessages.removalReasons.price);
    await user.click(line);
    const home = await screen.findByRole('dialog', {
      name: '12 Oak Street, Springfield, IL 62704',
    });
    expect(home).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const hot = within(feed).getByRole('region', { name: new RegExp(activityMessages.hotTitle) });
    await user.click(within(hot).getByRole('button', { name: /8 Elm St/ }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('says so when there is no activity yet', async () => {
    serveFeed([]);
    await openFeed();
    expect(await screen.findByText(activityMessages.empty)).toBeVisible();
  });
});

describe('a team lead’s counts', () => {
  it('shows a row per realtor with totals by kind, and no events', async () => {
    const counts: ActivityCountsResponse = {
      since: new Date().toISOString(),
      items: [
        { username: 'ann', name: 'Ann Lee', total: 5, byKind: { viewed: 3, liked: 2 } },
        { username: 'bo', name: 'Bo Park', total: 0, byKind: {} },
      ],
    };
    server.use(http.get(url(activityRoutes.activityCounts.path), () => HttpResponse.json(counts)));
    await openFeed('team-leader');
    const table = await screen.findByRole('table');
    const ann = within(table).getByRole('row', { name: /Ann Lee/ });
    expect(
      within(ann)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '3', '2', '0', '0', '0', '0', '0', '0']);
    expect(
      within(table).getByRole('columnheader', { name: activityMessages.kindFilters.viewed }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: activityMessages.feedTitle })).toBeNull();
  });
});

describe('an owner’s counts', () => {
  it('shows a row per team lead and never asks for the events or the notes', async () => {
    const counts: ActivityCountsResponse = {
      since: new Date().toISOString(),
      items: [
        { username: 'lee', name: 'Lee Lead', total: 7, byKind: { noted: 4, 'tour-requested': 3 } },
      ],
    };
    const asked: string[] = [];
    server.use(
      http.get(url(activityRoutes.activityCounts.path), () => HttpResponse.json(counts)),
      http.get(url(activityRoutes.activity.path), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ items: [], hot: [] });
      }),
      http.get(url(noteRoutes.noteInbox.path), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ items: [] });
      }),
    );
    await openFeed('company-owner');
    const table = await screen.findByRole('table');
    const lee = within(table).getByRole('row', { name: /Lee Lead/ });
    expect(
      within(lee)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7', '0', '0', '0', '0', '4', '3', '0', '0']);
    expect(screen.queryByRole('region', { name: activityMessages.feedTitle })).toBeNull();
    expect(asked).toEqual([]);
  });
});
