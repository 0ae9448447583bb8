import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  defaultProductSlug,
  instantInZone,
  tourMessages,
  tourRoutes,
  withProduct,
  zoneLabel,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { tourFixture } from './test-fixtures';
import { localDate, sentenceOf, viewerLabel, viewerZone } from './utils/tour-time';
import { TourRequestButton } from './components/tour-request-button';

const toursUrl = apiUrl(withProduct(tourRoutes.requestTour.path, defaultProductSlug));

/** A Portland home: its times are Pacific whatever the viewer's zone. */
const zone = 'America/Los_Angeles';
const listUrl = apiUrl(withProduct(tourRoutes.tours.path, defaultProductSlug));

type Tours = ReturnType<typeof tourFixture>[];

/** The list answers this home's tours when asked by key, and all the buyer's tours otherwise. */
const renderButton = (offMarket = false, homeTours: Tours = [], myTours: Tours = homeTours) => {
  server.use(
    http.get(listUrl, ({ request }) =>
      HttpResponse.json({
        items: new URL(request.url).searchParams.has('listingKey') ? homeTours : myTours,
        nextOffset: null,
      }),
    ),
  );
  return render(
    <MemoryRouter>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <TourRequestButton listingKey="K1" offMarket={offMarket} timeZone={zone} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
};

const serveRequests = (answer?: () => Response) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(toursUrl, async ({ request }) => {
      bodies.push(await request.json());
      return answer ? answer() : HttpResponse.json(tourFixture(), { status: 201 });
    }),
  );
  return bodies;
};

const inDays = (days: number) => localDate(new Date(Date.now() + days * 86_400_000), zone);
const at = (date: string, time: string) => instantInZone(date, time, zone);

describe('Request a tour', () => {
  it('is disabled off the market, saying why', () => {
    renderButton(true);
    const button = screen.getByRole('button', { name: tourMessages.request });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(tourMessages.offMarket);
  });

  it('checks each time by the contracts’ rules before sending, then sends the instants of the home’s zone', async () => {
    const user = userEvent.setup();
    const bodies = serveRequests();
    renderButton();
    await user.click(screen.getByRole('button', { name: tourMessages.request }));
    const dialog = await screen.findByRole('dialog', { name: tourMessages.requestTitle });
    await user.click(within(dialog).getByRole('button', { name: `+ ${tourMessages.addWindow}` }));
    const options = within(dialog).getAllByRole('group');
    expect(options.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      tourMessages.window(1),
      tourMessages.window(2),
    ]);
    const second = within(options[1]!);
    const set = (label: string, value: string) =>
      fireEvent.change(second.getByLabelText(label), { target: { value } });
    set(tourMessages.date, inDays(20));
    await user.type(within(dialog).getByLabelText(tourMessages.note), 'After 5 works too');
    await user.click(within(dialog).getByRole('button', { name: tourMessages.send }));
    expect(await second.findByText(sentenceOf(tourMessages.windowTooFar))).toBeVisible();
    expect(second.getByLabelText(tourMessages.date)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    set(tourMessages.date, inDays(2));
    set(tourMessages.start, '14:30');
    set(tourMessages.end, '15:15');
    await user.click(within(dialog).getByRole('button', { name: tourMessages.send }));
    expect(await screen.findByText(tourMessages.sent)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The focus goes back to the button that opened the dialog, not to <body>.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: tourMessages.request })).toHaveFocus(),
    );
    expect(bodies).toEqual([
      {
        listingKey: 'K1',
        note: 'After 5 works too',
        windows: [
          { start: at(inDays(1), '10:00'), end: at(inDays(1), '11:00') },
          { start: at(inDays(2), '14:30'), end: at(inDays(2), '15:15') },
        ],
      },
    ]);
  });

  it('shows the server’s refusal and stays open', async () => {
    const user = userEvent.setup();
    serveRequests(() =>
      HttpResponse.json(errorBody(409, 'CONFLICT', tourMessages.offMarket), { status: 409 }),
    );
    renderButton();
    await user.click(screen.getByRole('button', { name: tourMessages.request }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: tourMessages.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(tourMessages.offMarket);
  });

  it('names the home’s zone, shows the viewer’s own time beside, and refuses times outside 7 AM to 9 PM there', async () => {
    const user = userEvent.setup();
    const bodies = serveRequests();
    renderButton();
    await user.click(screen.getByRole('button', { name: tourMessages.request }));
    const dialog = await screen.findByRole('dialog', { name: tourMessages.requestTitle });
    expect(dialog).toHaveAccessibleDescription(
      `${tourMessages.requestDescription} ${tourMessages.homeTimeHint(zoneLabel(new Date(), zone))}`,
    );
    const first = within(within(dialog).getAllByRole('group')[0]!);
    const start = at(inDays(1), '10:00')!;
    const end = at(inDays(1), '11:00')!;
    const yours = viewerLabel(start, end, zone);
    if (viewerZone() !== zone) expect(first.getByText(yours ?? '')).toBeVisible();
    fireEvent.change(first.getByLabelText(tourMessages.start), { target: { value: '00:42' } });
    fireEvent.change(first.getByLabelText(tourMessages.end), { target: { value: '01:42' } });
    await user.click(within(dialog).getByRole('button', { name: tourMessages.send }));
    expect(await first.findByText(tourMessages.outsideHours)).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('says so when the home already has a confirmed tour, naming its time, and sends nothing', async () => {
    const user = userEvent.setup();
    const bodies = serveRequests();
    const startAt = at(inDays(3), '10:00')!;
    const endAt = at(inDays(3), '11:00')!;
    renderButton(false, [
      tourFixture({
        id: 'c1',
        state: 'confirmed',
        timeZone: zone,
        windows: [{ id: 'w9', start: startAt, end: endAt, by: 'buyer' }],
        confirmedWindowId: 'w9',
      }),
    ]);
    await user.click(screen.getByRole('button', { name: tourMessages.request }));
    const dialog = await screen.findByRole('dialog', { name: tourMessages.requestTitle });
    const said = tourMessages.alreadyConfirmed(
      `${new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(startAt))} · 10:00 AM – 11:00 AM PT`,
    );
    expect(await within(dialog).findByText(said, { exact: false })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: tourMessages.seeTour })).toHaveAttribute(
      'href',
      '/tours?tour=c1',
    );
    expect(within(dialog).getByRole('button', { name: tourMessages.send })).toBeDisabled();
    expect(bodies).toEqual([]);
  });

  it('warns of the buyer’s own tour of another home at an overlapping time, and still sends', async () => {
    const user = userEvent.setup();
    const bodies = serveRequests();
    const startAt = at(inDays(1), '10:30')!;
    const endAt = at(inDays(1), '11:30')!;
    renderButton(
      false,
      [],
      [
        tourFixture({
          id: 'o1',
          listingKey: 'K2',
          address: '8 Elm St, Portland, OR 97201',
          state: 'confirmed',
          timeZone: zone,
          windows: [{ id: 'w2', start: startAt, end: endAt, by: 'buyer' }],
          confirmedWindowId: 'w2',
        }),
      ],
    );
    await user.click(screen.getByRole('button', { name: tourMessages.request }));
    const dialog = await screen.findByRole('dialog', { name: tourMessages.requestTitle });
    const first = within(within(dialog).getAllByRole('group')[0]!);
    const when = `${new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(startAt))} · 10:30 AM – 11:30 AM PT`;
    // The default window (10:00 to 11:00 tomorrow) overlaps it.
    expect(
      await first.findByText(tourMessages.ownOverlap('8 Elm St, Portland, OR 97201', when)),
    ).toBeVisible();
    fireEvent.change(first.getByLabelText(tourMessages.start), { target: { value: '12:00' } });
    fireEvent.change(first.getByLabelText(tourMessages.end), { target: { value: '13:00' } });
    expect(first.queryByText(/overlaps your tour/)).toBeNull();
    fireEvent.change(first.getByLabelText(tourMessages.start), { target: { value: '11:00' } });
    await user.click(within(dialog).getByRole('button', { name: tourMessages.send }));
    expect(await screen.findByText(tourMessages.sent)).toBeVisible();
    expect(bodies).toHaveLength(1);
  });
});
