import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  apiPaths,
  complianceMessages,
  defaultProductSlug,
  tourMessages,
  tourRoutes,
  withProduct,
  type Tour,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { fromNow, tourFixture } from './test-fixtures';
import { copiedPhoto, photoUrl } from '../../listing/model/test-fixtures';
import { labels } from '../../lib/labels';
import { productSlug } from '../../lib/product';
import { sentenceOf, viewerLabel, windowLabel } from './utils/tour-time';
import { overlapText } from './components/overlap-text';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const url = (path: string) => apiUrl(withProduct(path, defaultProductSlug));

type Sent = { url: string; body: unknown };

/** The tours list and every change call; a change answers `answer` (else the tour unchanged). */
const serveTours = (items: Tour[], answer?: (body: unknown) => Response) => {
  const sent: Sent[] = [];
  server.use(
    http.get(url(tourRoutes.tours.path), () => HttpResponse.json({ items, nextOffset: null })),
    http.get(url(apiPaths.listingsImages), () =>
      HttpResponse.json({ images: { K1: [photoUrl('K1')] } }),
    ),
    http.get(url(apiPaths.listingsProperties), () => HttpResponse.json({ value: [] })),
    http.get(url(apiPaths.listingImages), () => HttpResponse.json({ images: [] })),
    http.post(url(tourRoutes.transitionTour.path), async ({ request, params }) => {
      const body = await request.json();
      sent.push({ url: request.url, body });
      return answer ? answer(body) : HttpResponse.json(items.find((t) => t.id === params.id));
    }),
    http.post(url(tourRoutes.tourVerdict.path), async ({ request, params }) => {
      sent.push({ url: request.url, body: await request.json() });
      return HttpResponse.json({ ...items.find((t) => t.id === params.id), verdictPending: false });
    }),
  );
  return sent;
};

const openTours = async (role: 'buyer' | 'realtor') => {
  storedSignIn(role === 'buyer' ? {} : { userRole: 'realtor', userUsername: 'realtor' });
  renderApp('/tours');
  return screen.findByRole('heading', { level: 1, name: tourMessages.itinerary });
};

const card = async (address: string) =>
  (await screen.findByRole('heading', { level: 3, name: address })).closest(
    'article',
  ) as HTMLElement;

describe('the tours itinerary', () => {
  it('brings the tour a notice points at (?tour=) into view, ringed and focused', async () => {
    serveTours([
      tourFixture({ id: 'one', address: '1 First St' }),
      tourFixture({ id: 'two', address: '2 Second St' }),
    ]);
    storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
    renderApp('/tours?tour=two');
    const target = await card('2 Second St');
    const item = target.closest('li') as HTMLElement;
    await waitFor(() => expect(item).toHaveFocus());
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(target).toHaveClass('ring-2');
    const other = await card('1 First St');
    expect(other.closest('li')).not.toHaveAttribute('aria-current');
    expect(other).not.toHaveClass('ring-2');
  });

  it('lists upcoming tours soonest first and the past apart, with state chips', async () => {
    serveTours([
      tourFixture({
        id: 'late',
        address: '3 Late Rd',
        windows: [{ id: 'a', start: fromNow(3 * DAY), end: fromNow(3 * DAY + HOUR), by: 'buyer' }],
      }),
      tourFixture({
        id: 'soon',
        address: '1 Soon Ave',
        windows: [{ id: 'b', start: fromNow(DAY), end: fromNow(DAY + HOUR), by: 'buyer' }],
      }),
      tourFixture({
        id: 'gone',
        address: '9 Old Ln',
        state: 'declined',
        reason: 'Seller away',
        allowed: [],
      }),
    ]);
    await openTours('buyer');
    const upcoming = await screen.findByRole('region', { name: `${tourMessages.upcoming} · 2` });
    expect(
      within(upcoming)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1 Soon Ave', '3 Late Rd']);
    const past = screen.getByRole('region', { name: `${tourMessages.past} · 1` });
    expect(within(past).getByText(tourMessages.states.declined)).toBeVisible();
    expect(within(past).getByText('Seller away')).toBeVisible();
    expect(within(upcoming).getAllByText(tourMessages.states.requested)).toHaveLength(2);
  });

  it('lets the realtor confirm one of the buyer’s times, and warns of overlaps and a Pending home', async () => {
    const user = userEvent.setup();
    const windows = [
      { id: 'w1', start: fromNow(DAY), end: fromNow(DAY + HOUR), by: 'buyer' as const },
      { id: 'w2', start: fromNow(2 * DAY), end: fromNow(2 * DAY + HOUR), by: 'buyer' as const },
    ];
    const sent = serveTours([
      tourFixture({ windows, allowed: ['confirmed', 'proposed', 'declined', 'canceled'] }),
      tourFixture({
        id: 't2',
        address: '5 Elm St',
        state: 'confirmed',
        confirmedWindowId: 'x',
        windows: [{ id: 'x', start: fromNow(DAY), end: fromNow(DAY + HOUR), by: 'buyer' }],
        overlaps: ['t3'],
        flagged: true,
        allowed: ['completed', 'canceled', 'proposed'],
      }),
    ]);
    await openTours('realtor');
    const confirmed = await card('5 Elm St');
    expect(within(confirmed).getByText(tourMessages.overlap)).toBeVisible();
    expect(within(confirmed).getByText(tourMessages.pendingAfterConfirm)).toBeVisible();
    expect(within(confirmed).getByRole('button', { name: tourMessages.downloadIcs })).toBeVisible();
    expect(within(confirmed).getByText(tourMessages.withBuyer('Bea Buyer'))).toBeVisible();
    // Tomorrow's tour cannot be marked completed yet, though the table allows it.
    expect(
      within(confirmed).queryByRole('button', { name: tourMessages.actions.complete }),
    ).toBeNull();

    const requested = await card('12 Oak St');
    const confirms = within(requested).getAllByRole('button', { name: /^Confirm / });
    expect(confirms).toHaveLength(2);
    expect(within(requested).queryByRole('button', { name: tourMessages.downloadIcs })).toBeNull();
    await user.click(confirms[1]!);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: expect.stringContaining('/tours/t1/transition'),
      body: { to: 'confirmed', windowId: 'w2' },
    });

    // Declining needs a reason: nothing is sent without one.
    await user.click(within(requested).getByRole('button', { name: tourMessages.actions.decline }));
    const form = within(requested).getByRole('form', { name: tourMessages.declineTitle });
    await user.click(within(form).getByRole('button', { name: tourMessages.confirmDecline }));
    expect(within(requested).getByRole('alert')).toHaveTextContent(
      sentenceOf(tourMessages.reasonRequired),
    );
    expect(sent).toHaveLength(1);
    await user.type(within(form).getByLabelText(tourMessages.declineReason), 'Listing agent away');
    await user.click(within(form).getByRole('button', { name: tourMessages.confirmDecline }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ to: 'declined', reason: 'Listing agent away' });
  });

  it('tells the buyer too that the home went Pending after their tour was confirmed', async () => {
    serveTours([
      tourFixture({
        id: 't2',
        address: '5 Elm St',
        state: 'confirmed',
        confirmedWindowId: 'x',
        windows: [{ id: 'x', start: fromNow(DAY), end: fromNow(DAY + HOUR), by: 'buyer' }],
        flagged: true,
        allowed: ['canceled'],
      }),
    ]);
    await openTours('buyer');
    const confirmed = await card('5 Elm St');
    expect(within(confirmed).getByText(tourMessages.pendingAfterConfirm)).toBeVisible();
    expect(within(confirmed).queryByText(tourMessages.overlap)).toBeNull();
    expect(within(confirmed).getByRole('button', { name: tourMessages.downloadIcs })).toBeVisible();
  });

  it('lets the buyer accept a proposed time and shows a refused change’s message', async () => {
    const user = userEvent.setup();
    const proposal = {
      id: 'p1',
      start: fromNow(2 * DAY),
      end: fromNow(2 * DAY + HOUR),
      by: 'realtor' as const,
    };
    const sent = serveTours(
      [
        tourFixture({
          state: 'proposed',
          proposedWindowId: 'p1',
          windows: [tourFixture().windows[0]!, proposal],
          allowed: ['confirmed', 'canceled'],
        }),
      ],
      () =>
        HttpResponse.json(
          {
            ...errorBody(409, 'CONFLICT', tourMessages.illegalTransition('canceled', [])),
            allowed: [],
          },
          { status: 409 },
        ),
    );
    await openTours('buyer');
    const proposed = await card('12 Oak St');
    expect(within(proposed).getByText(tourMessages.withRealtor('Rita Realtor'))).toBeVisible();
    expect(
      within(proposed).getByText(`${tourMessages.proposedTime}:`, { exact: false }),
    ).toBeVisible();
    await user.click(
      within(proposed).getByRole('button', { name: tourMessages.actions.acceptProposal }),
    );
    expect(await within(proposed).findByRole('alert')).toHaveTextContent(
      tourMessages.illegalTransition('canceled', []),
    );
    expect(sent.map((s) => s.body)).toEqual([{ to: 'confirmed', windowId: 'p1' }]);
  });

  it('asks the buyer for a verdict after a completed tour', async () => {
    const user = userEvent.setup();
    const sent = serveTours([
      tourFixture({
        state: 'completed',
        confirmedWindowId: 'w1',
        windows: [{ id: 'w1', start: fromNow(-DAY), end: fromNow(-DAY + HOUR), by: 'buyer' }],
        verdictPending: true,
        allowed: [],
      }),
    ]);
    await openTours('buyer');
    const done = await card('12 Oak St');
    const save = within(done).getByRole('button', { name: tourMessages.verdictSend });
    expect(save).toBeDisabled();
    await user.click(within(done).getByRole('radio', { name: tourMessages.verdicts.love }));
    await user.type(within(done).getByLabelText(tourMessages.yourNote), 'Big yard');
    await user.click(save);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      url: expect.stringContaining('/tours/t1/verdict'),
      body: { verdict: 'love', note: 'Big yard' },
    });
    expect(await within(done).findByText(tourMessages.verdictSaved)).toBeVisible();
    expect(within(done).queryByRole('radiogroup')).toBeNull();
  });

  it('offers the realtor to mark a tour completed once its time has begun', async () => {
    const user = userEvent.setup();
    const sent = serveTours([
      tourFixture({
        state: 'confirmed',
        confirmedWindowId: 'w1',
        windows: [{ id: 'w1', start: fromNow(-HOUR), end: fromNow(0), by: 'buyer' }],
        allowed: ['completed', 'canceled', 'proposed'],
      }),
    ]);
    await openTours('realtor');
    const begun = await card('12 Oak St');
    await user.click(within(begun).getByRole('button', { name: tourMessages.actions.complete }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: { to: 'completed' } });
  });

  it('names a home whose seller withheld the street by its place, "Address on request" under it', async () => {
    serveTours([tourFixture({ address: 'Raleigh, NC 27601', addressDisplay: 'on-request' })]);
    await openTours('buyer');
    const tour = await card('Raleigh, NC 27601');
    expect(within(tour).getByText(complianceMessages.address.onRequest)).toBeVisible();
  });

  it('says so when there are no tours', async () => {
    serveTours([]);
    await openTours('buyer');
    expect(await screen.findByText(tourMessages.itineraryEmpty)).toBeVisible();
  });

  it('gives each card the home’s photo, full address, its time on the home’s clock, and a way into the home’s dialog', async () => {
    const user = userEvent.setup();
    const start = fromNow(DAY);
    const end = fromNow(DAY + HOUR);
    serveTours([
      tourFixture({
        state: 'confirmed',
        confirmedWindowId: 'w1',
        windows: [{ id: 'w1', start, end, by: 'buyer' }],
        allowed: ['canceled'],
      }),
    ]);
    await openTours('buyer');
    const tour = await card('12 Oak St');
    expect(within(tour).getByText('Raleigh, NC 27601')).toBeVisible();
    expect(within(tour).getByText(windowLabel(start, end, 'America/New_York'))).toBeVisible();
    expect(windowLabel(start, end, 'America/New_York')).toMatch(/ ET$/);
    const mine = viewerLabel(start, end, 'America/New_York');
    if (mine) expect(within(tour).getByText(mine)).toBeVisible();
    const open = within(tour).getByRole('button', {
      name: `${tourMessages.viewHome}: 12 Oak St, Raleigh, NC 27601`,
    });
    await waitFor(() =>
      expect(open.querySelector('img')).toHaveAttribute(
        'src',
        `/api/${productSlug}/photos/${copiedPhoto('K1').hash}/card.jpg`,
      ),
    );
    await user.click(open);
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('warns the realtor before confirming a time that overlaps another confirmed tour, naming it', async () => {
    const user = userEvent.setup();
    const sent = serveTours([
      tourFixture({ allowed: ['confirmed', 'proposed', 'declined', 'canceled'] }),
      tourFixture({
        id: 't2',
        address: '5 Elm St, Raleigh, NC 27601',
        buyer: { username: 'buyer2', name: 'Ben Other' },
        state: 'confirmed',
        confirmedWindowId: 'x',
        windows: [
          { id: 'x', start: fromNow(DAY + HOUR / 2), end: fromNow(DAY + 2 * HOUR), by: 'buyer' },
        ],
        allowed: ['completed', 'canceled', 'proposed'],
      }),
    ]);
    await openTours('realtor');
    const requested = await card('12 Oak St');
    await user.click(within(requested).getByRole('button', { name: /^Confirm / }));
    const other = tourFixture({
      id: 't2',
      address: '5 Elm St, Raleigh, NC 27601',
      buyer: { username: 'buyer2', name: 'Ben Other' },
      windows: [
        { id: 'x', start: fromNow(DAY + HOUR / 2), end: fromNow(DAY + 2 * HOUR), by: 'buyer' },
      ],
      confirmedWindowId: 'x',
    });
    const warning = await within(requested).findByRole('alert');
    expect(warning).toHaveTextContent(overlapText(other));
    expect(warning).toHaveTextContent('5 Elm St, Raleigh, NC 27601');
    expect(warning).toHaveTextContent('Ben Other');
    expect(sent).toEqual([]);
    await user.click(within(warning).getByRole('button', { name: tourMessages.confirmAnyway }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ to: 'confirmed', windowId: 'w1' });
  });

  it('pages the list: "Show more" asks the next page and adds its tours', async () => {
    const user = userEvent.setup();
    const offsets: string[] = [];
    server.use(
      http.get(url(tourRoutes.tours.path), ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset') ?? '0';
        offsets.push(offset);
        return HttpResponse.json(
          offset === '0'
            ? { items: [tourFixture({ id: 'a', address: '1 First St' })], nextOffset: 1 }
            : { items: [tourFixture({ id: 'b', address: '2 Second St' })], nextOffset: null },
        );
      }),
      http.get(url(apiPaths.listingsImages), () => HttpResponse.json({ images: {} })),
    );
    await openTours('buyer');
    await card('1 First St');
    expect(screen.queryByRole('heading', { level: 3, name: '2 Second St' })).toBeNull();
    await user.click(screen.getByRole('button', { name: tourMessages.showMore }));
    await card('2 Second St');
    expect(offsets).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: tourMessages.showMore })).toBeNull();
  });
});

describe('the tours and the MLS display rules (REQ-DISPLAY-ATTRIBUTION)', () => {
  const triangle = (time: string) =>
    `Listing data from Triangle MLS. Information deemed reliable but not guaranteed. Data last obtained ${time}.`;

  it('gives each tour card its home’s attribution line and closes the list with the disclaimers, each once', async () => {
    serveTours([
      tourFixture({
        id: 'one',
        address: '1 First St, Raleigh, NC 27601',
        attribution: {
          full: 'Listing courtesy of Acme Realty, (919) 555-0100',
          compact: 'Listing courtesy of Acme Realty',
        },
        disclaimer: triangle('Nov 29, 2026, 12:05 PM EST'),
      }),
      tourFixture({
        id: 'two',
        listingKey: 'K2',
        address: '2 Second St, Raleigh, NC 27601',
        attribution: null,
        disclaimer: triangle('Nov 29, 2026, 12:05 PM EST'),
      }),
      tourFixture({
        id: 'three',
        listingKey: 'K3',
        address: '3 Third St, Raleigh, NC 27601',
        disclaimer: triangle('Nov 29, 2026, 11:40 AM EST'),
      }),
    ]);
    await openTours('buyer');
    const first = await card('1 First St');
    const line = within(first).getByText('Listing courtesy of Acme Realty');
    expect(line).toHaveClass('text-xs', 'text-slate-500');
    expect(line).toHaveAttribute('title', 'Listing courtesy of Acme Realty, (919) 555-0100');
    expect(within(await card('2 Second St')).queryByText(/Listing courtesy of/)).toBeNull();

    const foot = screen.getByRole('region', { name: labels.property.listingData });
    expect(within(foot).getAllByText(triangle('Nov 29, 2026, 12:05 PM EST'))).toHaveLength(1);
    expect(within(foot).getByText(triangle('Nov 29, 2026, 11:40 AM EST'))).toBeInTheDocument();
    const list = first.closest('section') as HTMLElement;
    expect(list.compareDocumentPosition(foot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
