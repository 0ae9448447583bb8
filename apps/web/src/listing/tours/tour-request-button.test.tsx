import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defaultProductSlug, tourMessages, tourRoutes, withProduct } from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { tourFixture } from './test-fixtures';
import { localDate, sentenceOf } from './tour-time';
import { TourRequestButton } from './tour-request-button';

const toursUrl = apiUrl(withProduct(tourRoutes.requestTour.path, defaultProductSlug));

const renderButton = (offMarket = false) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <TourRequestButton listingKey="K1" offMarket={offMarket} />
    </QueryClientProvider>,
  );

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

const inDays = (days: number) => localDate(new Date(Date.now() + days * 86_400_000));

describe('Request a tour', () => {
  it('is disabled off the market, saying why', () => {
    renderButton(true);
    const button = screen.getByRole('button', { name: tourMessages.request });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(tourMessages.offMarket);
  });

  it('checks each time by the contracts’ rules before sending, then sends the instants of the viewer’s zone', async () => {
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
          {
            start: new Date(`${inDays(1)}T10:00`).toISOString(),
            end: new Date(`${inDays(1)}T11:00`).toISOString(),
          },
          {
            start: new Date(`${inDays(2)}T14:30`).toISOString(),
            end: new Date(`${inDays(2)}T15:15`).toISOString(),
          },
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
});
