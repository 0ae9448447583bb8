import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultProductSlug,
  teamPerformanceMessages,
  teamPerformanceRoutes,
  withProduct,
  type TeamPerformanceResponse,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { performanceTexts as text } from './texts';
import { attentionAnswer, leadAnswer, ownerAnswer, row } from './test-support';
import { addDays, today } from './utils/period';

const url = (route: { path: string }) => apiUrl(withProduct(route.path, defaultProductSlug));
const figuresUrl = url(teamPerformanceRoutes.teamPerformance);
const attentionUrl = url(teamPerformanceRoutes.teamPerformanceAttention);
const csvUrl = url(teamPerformanceRoutes.teamPerformanceCsv);

/** The figures' call answers `answer(query)`; every query it was asked is kept. */
const answerFigures = (answer: (query: URLSearchParams) => TeamPerformanceResponse) => {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(figuresUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return HttpResponse.json(answer(query));
    }),
  );
  return asked;
};

/** The desktop table's person cells, top to bottom. */
const tableNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByText(/\S/, { selector: 'span.truncate' }).textContent);

afterEach(() => vi.restoreAllMocks());

describe('the team’s performance page (REQ-PERFORMANCE-PAGE)', () => {
  it('shows a lead what needs attention, the totals against the previous period and a row per realtor', async () => {
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    const now = Date.now();
    server.use(http.get(attentionUrl, () => HttpResponse.json(attentionAnswer(now))));
    const asked = answerFigures(() => leadAnswer());
    renderApp('/performance');
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Performance' })).toHaveAttribute(
      'href',
      '/performance',
    );

    const attention = screen.getByRole('region', { name: text.attention.title });
    expect(
      await within(attention).findByText(
        teamPerformanceMessages.unansweredNote('Bea Buyer', 'Riley Realtor', 30),
      ),
    ).toBeInTheDocument();
    // Only the realtor can answer: the line says who should; the other links where to act.
    expect(
      within(attention).getByText(teamPerformanceMessages.askRealtor('Riley Realtor')),
    ).toBeInTheDocument();
    expect(
      within(attention).getByRole('link', {
        name: new RegExp(text.attention.open['realtor-without-buyers']),
      }),
    ).toHaveAttribute('href', '/team');

    const totals = await screen.findByRole('region', { name: text.summary });
    expect(within(totals).getByText('Median first answer').parentElement).toHaveTextContent(
      /1 h 30 min.*down 1 h 50 min.*prev 3 h 20 min/,
    );
    // Thirty days to today, asked as days.
    expect(asked[0]?.get('to')).toBe(today());
    expect(asked[0]?.get('from')).toBe(addDays(today(), -29));

    const table = screen.getByRole('table');
    expect(tableNames(table)).toEqual(['Avery Agent', 'Riley Realtor']);
    expect(within(table).getByText('2 h 10 min')).toBeInTheDocument();
    expect(within(table).getByText('previous period 3 h 20 min')).toBeInTheDocument();
  });

  it('sorts by any column from its header, and on a phone from a select', async () => {
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    answerFigures(() => leadAnswer());
    renderApp('/performance');
    const table = await screen.findByRole('table');
    const header = within(table).getByRole('columnheader', { name: /^Homes Sent/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(tableNames(table)).toEqual(['Avery Agent', 'Riley Realtor']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(tableNames(table)).toEqual(['Riley Realtor', 'Avery Agent']);

    // The keyboard: a header is a button, Enter sorts.
    const median = within(table).getByRole('columnheader', { name: /^First answer Median/ });
    within(median).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(median).toHaveAttribute('aria-sort', 'descending');
    expect(tableNames(table)).toEqual(['Riley Realtor', 'Avery Agent']);

    await userEvent.selectOptions(screen.getByLabelText(text.table.sortBy), 'Active buyers');
    expect(screen.getByLabelText(text.table.order)).toHaveValue('descending');
    const cards = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual(['Riley Realtor', 'Avery Agent']);
  });

  it('asks for the period chosen: 7 days, or two days of its own', async () => {
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    const asked = answerFigures((query) =>
      leadAnswer({ from: query.get('from') ?? '', to: query.get('to') ?? '' }),
    );
    renderApp('/performance');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('radio', { name: text.period.presets['7'] }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(addDays(today(), -6)));

    await userEvent.click(screen.getByRole('radio', { name: text.period.presets.custom }));
    const from = screen.getByLabelText(text.period.from);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09-01');
    const to = screen.getByLabelText(text.period.to);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-09-30');
    await waitFor(() => {
      expect(asked.at(-1)?.get('from')).toBe('2026-09-01');
      expect(asked.at(-1)?.get('to')).toBe('2026-09-30');
    });
    expect(await screen.findByText('Sep 1 – Sep 30, 2026')).toBeInTheDocument();
  });

  it('opens an owner’s team lead to that lead’s realtors', async () => {
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    const asked = answerFigures((query) => (query.get('lead') ? leadAnswer() : ownerAnswer()));
    renderApp('/performance');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Team lead/ })).toBeInTheDocument();
    expect(within(table).getByText('2 realtors · 11 buyers')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: text.table.expand('Lee Lead') }),
    );
    expect(await within(table).findByText('Riley Realtor')).toBeInTheDocument();
    expect(asked.at(-1)?.get('lead')).toBe('lead');
    expect(tableNames(table)).toEqual(['Lee Lead', 'Avery Agent', 'Riley Realtor', 'Lou Leader']);
    await userEvent.click(
      within(table).getByRole('button', { name: text.table.collapse('Lee Lead') }),
    );
    expect(within(table).queryByText('Riley Realtor')).not.toBeInTheDocument();
  });

  it('downloads the table as CSV for the same period, with the session’s token', async () => {
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    answerFigures(() => leadAnswer());
    let csvQuery: URLSearchParams | undefined;
    let bearer: string | null = null;
    server.use(
      http.get(csvUrl, ({ request }) => {
        csvQuery = new URL(request.url).searchParams;
        bearer = request.headers.get('authorization');
        return new HttpResponse('Realtor,Active buyers\nRiley Realtor,5\n', {
          headers: { 'content-type': 'text/csv' },
        });
      }),
    );
    const saved = vi.fn(() => 'blob:csv');
    URL.createObjectURL = saved;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/performance');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('radio', { name: text.period.presets['90'] }));
    await userEvent.click(screen.getByRole('button', { name: text.download }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(csvQuery?.get('from')).toBe(addDays(today(), -89));
    expect(csvQuery?.get('to')).toBe(today());
    expect(bearer).toBe('Bearer access-1');
    expect(saved).toHaveBeenCalledOnce();
  });

  it('says so when the figures cannot be loaded, and tries again', async () => {
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    let fail = true;
    server.use(
      http.get(figuresUrl, () =>
        fail
          ? HttpResponse.json({ status: 500 }, { status: 500 })
          : HttpResponse.json(leadAnswer()),
      ),
    );
    renderApp('/performance');
    expect(await screen.findByText(text.loadFailed, { exact: false })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the final shape in grey while loading, and an empty team as such', async () => {
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    answerFigures(() => ({ ...leadAnswer(), rows: [] }));
    renderApp('/performance');
    expect(await screen.findByText(text.loading)).toBeInTheDocument();
    expect(await screen.findByText(text.empty.realtors)).toBeInTheDocument();
    expect(
      await screen.findByText(teamPerformanceMessages.nothingNeedsAttention),
    ).toBeInTheDocument();
  });

  it('shows a realtor their own figures', async () => {
    storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
    answerFigures(() => ({
      ...leadAnswer(),
      scope: 'self',
      rows: [row('realtor', 'Riley Realtor', { activeBuyers: 5 })],
    }));
    renderApp('/performance');
    const totals = await screen.findByRole('region', { name: text.summarySelf });
    expect(within(totals).getAllByRole('listitem')).toHaveLength(14);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('“Needs attention” on a lead’s /home (REQ-PERFORMANCE-ATTENTION)', () => {
  it('shows the first lines and leads to the page', async () => {
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    server.use(http.get(attentionUrl, () => HttpResponse.json(attentionAnswer(Date.now()))));
    renderApp('/home');
    // The card comes with the lead's view, a chunk of its own: on a busy machine that takes a while.
    const card = await screen.findByRole(
      'region',
      { name: text.attention.title },
      { timeout: 12_000 },
    );
    expect(
      await within(card).findByText(teamPerformanceMessages.realtorWithoutBuyers('Nova Newhire')),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: text.attention.seeAll })).toHaveAttribute(
      'href',
      '/performance',
    );
  });
});
