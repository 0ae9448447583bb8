import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultProductSlug,
  noteRoutes,
  notesMessages,
  tourRoutes,
  withProduct,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';
import { homeRecords, notice, noticeStreamServer, noticesServer } from './test-support';

const text = labels.alerts;

const openHome = async (overrides = {}) => {
  storedSignIn(overrides);
  const view = renderApp('/home');
  await screen.findByRole('button', { name: labels.header.accountMenu });
  return view;
};

const bell = (unread: number) => screen.findByRole('button', { name: text.bell(unread) });

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

describe('the bell', () => {
  it('shows the unread count with its name, and 9+ above nine', async () => {
    noticesServer(Array.from({ length: 12 }, (_, i) => notice(`n${i}`, i)));
    await openHome();
    const button = await bell(12);
    expect(button).toHaveAccessibleName('Notifications, 12 unread');
    expect(within(button).getByText('9+')).toBeVisible();
  });

  it('shows no count when nothing is unread, for a realtor as for a buyer', async () => {
    noticesServer([notice('n1', 5, { readAt: new Date().toISOString() })]);
    await openHome({ userRole: 'realtor', userUsername: 'realtor' });
    const button = await bell(0);
    expect(button).toHaveAccessibleName('Notifications');
    expect(within(button).queryByTestId('bell-count')).toBeNull();
  });

  it('asks again as soon as the notices stream tells of a new one, and polls not while it is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const notices = noticesServer([notice('n1', 5)]);
    const stream = noticeStreamServer();
    await openHome();
    await bell(1);
    await waitFor(() => expect(stream.opened()).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    notices.add(notice('n2', 0));
    const asked = notices.lists.length;
    act(() => void vi.advanceTimersByTime(60_000));
    expect(notices.lists).toHaveLength(asked);

    stream.tell();
    await bell(2);
    expect(stream.opened()).toBe(1);
  });

  it('asks again every 30 s while the stream is down and the tab visible, not while hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const notices = noticesServer([notice('n1', 5)]);
    await openHome();
    await bell(1);
    notices.add(notice('n2', 0));
    act(() => void vi.advanceTimersByTime(30_000));
    await bell(2);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    const asked = notices.lists.length;
    notices.add(notice('n3', 0));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(notices.lists).toHaveLength(asked);
    expect(screen.getByRole('button', { name: text.bell(2) })).toBeVisible();
  });
});

describe('the panel', () => {
  it('lists the notices newest first with their unread dots, and marks all as read', async () => {
    const user = userEvent.setup();
    const notices = noticesServer([
      notice('n1', 3),
      notice('n2', 90, {
        kind: 'status-change',
        title: 'Now Pending — 40 Elm Road, Springfield',
        body: '♥ Liked · Was Active.',
      }),
      notice('n3', 3 * 24 * 60, { readAt: new Date().toISOString(), title: 'Older one' }),
    ]);
    await openHome();
    await user.click(await bell(2));
    const panel = await screen.findByRole('dialog', { name: text.title });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Price ↓ \$15,000 — 12 Oak Street.*3 min ago\s*Unread$/),
      expect.stringMatching(/^Now Pending — 40 Elm Road.*♥ Liked · Was Active\.1 h agoUnread$/),
      expect.stringMatching(/^Older one.*3 days ago$/),
    ]);

    await user.click(within(panel).getByRole('button', { name: text.markAllRead }));
    await waitFor(() => expect(notices.reads).toEqual([{ all: true }]));
    await waitFor(() => expect(within(panel).queryByText(text.unread)).toBeNull());
    expect(within(panel).queryByRole('button', { name: text.markAllRead })).toBeNull();
    await user.keyboard('{Escape}');
    await bell(0);
  });

  it("says You're all caught up without notices, and Escape returns the focus to the bell", async () => {
    const user = userEvent.setup();
    noticesServer([]);
    await openHome();
    await user.click(await bell(0));
    const panel = await screen.findByRole('dialog', { name: text.title });
    expect(await within(panel).findByText(text.allCaughtUp)).toBeVisible();
    // The hint names the notices of notes and tours too, not only the homes' changes.
    expect(within(panel).getByText(text.allCaughtUpHint)).toHaveTextContent(/notes and tours/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: text.bell(0) })).toHaveFocus();
  });

  it('pages back with Show older', async () => {
    const user = userEvent.setup();
    const notices = noticesServer(Array.from({ length: 25 }, (_, i) => notice(`n${i}`, i)));
    await openHome();
    await user.click(await bell(25));
    const panel = await screen.findByRole('dialog', { name: text.title });
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(20));
    await user.click(within(panel).getByRole('button', { name: text.showOlder }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(25));
    expect(notices.lists.at(-1)?.get('before')).toBe('n19');
    expect(within(panel).queryByRole('button', { name: text.showOlder })).toBeNull();
  });

  it('marks a notice read and opens its home in the property dialog', async () => {
    const user = userEvent.setup();
    homeRecords();
    const notices = noticesServer([notice('n1', 3, { listingKey: 'K7' }), notice('n2', 8)]);
    await openHome();
    await user.click(await bell(2));
    const panel = await screen.findByRole('dialog', { name: text.title });
    const [first] = await within(panel).findAllByRole('button', { name: /^Price ↓ \$15,000/ });
    await user.click(first!);
    const home = await screen.findByRole('dialog', {
      name: '12 Oak Street, Springfield, IL 62704',
    });
    expect(within(home).getAllByText('$450,000')[0]).toBeVisible();
    expect(notices.reads).toEqual([{ ids: ['n1'] }]);
    await user.keyboard('{Escape}');
    await bell(1);
  });

  it('takes a tour notice to /tours at its tour, marked read', async () => {
    const user = userEvent.setup();
    const path = (template: string) => apiUrl(withProduct(template, defaultProductSlug));
    server.use(
      http.get(path(tourRoutes.tours.path), () =>
        HttpResponse.json({ items: [], nextOffset: null }),
      ),
    );
    const notices = noticesServer([
      notice('n1', 3, { kind: 'tour-requested', title: 'Tour requested', tourId: 'T1' }),
    ]);
    const view = await openHome({ userRole: 'realtor', userUsername: 'realtor' });
    await user.click(await bell(1));
    const panel = await screen.findByRole('dialog', { name: text.title });
    await user.click(await within(panel).findByRole('button', { name: /^Tour requested/ }));
    await waitFor(() => expect(view.location().pathname).toBe('/tours'));
    expect(view.location().search).toBe('?tour=T1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notices.reads).toEqual([{ ids: ['n1'] }]);
  });

  it("opens a shared note's home on its Notes tab, in the buyer's thread it names", async () => {
    const user = userEvent.setup();
    homeRecords();
    const path = (template: string) => apiUrl(withProduct(template, defaultProductSlug));
    const asked: string[] = [];
    server.use(
      http.get(path(noteRoutes.noteThread.path), ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ items: [], canWrite: true });
      }),
      http.get(path(noteRoutes.noteSummary.path), () => HttpResponse.json({ byListing: {} })),
      http.post(path(noteRoutes.markNoteThreadRead.path), () => HttpResponse.json({ unread: 0 })),
    );
    noticesServer([
      notice('n1', 3, {
        kind: 'note-shared',
        listingKey: 'K7',
        title: 'Bea wrote a note',
        buyerUsername: 'bea',
      }),
    ]);
    await openHome({ userRole: 'realtor', userUsername: 'realtor' });
    await user.click(await bell(1));
    const panel = await screen.findByRole('dialog', { name: text.title });
    await user.click(await within(panel).findByRole('button', { name: /^Bea wrote a note/ }));
    const home = await screen.findByRole('dialog', {
      name: '12 Oak Street, Springfield, IL 62704',
    });
    const tab = await within(home).findByRole('tab', { name: new RegExp(`^${notesMessages.tab}`) });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(asked.some((url) => url.includes('buyer=bea'))).toBe(true));
  });

  it('links to the notification settings on My Account, and closes', async () => {
    const user = userEvent.setup();
    noticesServer([notice('n1', 3)]);
    const view = await openHome();
    await user.click(await bell(1));
    const panel = await screen.findByRole('dialog', { name: text.title });
    await user.click(within(panel).getByRole('link', { name: text.preferencesLink }));
    await waitFor(() => expect(view.location().pathname).toBe('/account'));
    expect(view.location().hash).toBe('#notifications');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByRole('region', { name: labels.alerts.preferencesTitle }),
    ).toHaveAttribute('id', 'notifications');
  });

  it('asks for the count at once when the panel opens', async () => {
    const user = userEvent.setup();
    const notices = noticesServer([notice('n1', 3)]);
    await openHome();
    const button = await bell(1);
    notices.add(notice('n2', 0));
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: text.title });
    expect(await within(panel).findByText(text.newCount(2))).toBeVisible();
  });
});
