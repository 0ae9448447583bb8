import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  complianceMessages,
  complianceRoutes,
  defaultProductSlug,
  withProduct,
  type ListingDisplay,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { rawProperty } from '../model/test-fixtures';
import { renderPropertyCard, renderPropertyDialog } from './property-card.test-support';

const address = '12 Oak Street, Springfield, IL 62704';
const display: ListingDisplay = {
  attribution: {
    full: 'Listing courtesy of Acme Realty, (919) 555-0100',
    compact: 'Listing courtesy of Acme Realty',
  },
  disclaimer:
    'Listing data from Triangle MLS. Information deemed reliable but not guaranteed. Data last obtained Nov 29, 2026, 12:05 PM EST.',
};
const fresh = { confirmedAt: new Date().toISOString(), onMarket: true };

const renderCard = (stale?: boolean, listingDisplay: ListingDisplay = display) =>
  renderPropertyCard({
    freshness: { ...fresh, ...(stale ? { stale } : {}) },
    display: listingDisplay,
  });

const renderDialog = (
  options: { stale?: boolean; buyer?: boolean; listingDisplay?: ListingDisplay } = {},
) =>
  renderPropertyDialog({
    freshness: { ...fresh, ...(options.stale ? { stale: true } : {}) },
    display: options.listingDisplay ?? display,
    ...(options.buyer ? { thread: { side: 'buyer' as const } } : {}),
  });

describe('the MLS display rules on a listing (REQ-DISPLAY-ATTRIBUTION)', () => {
  it('gives a card its compact attribution line, in the card’s own quiet text size', () => {
    renderCard();
    const card = screen.getByRole('article', { name: address });
    const line = within(card).getByText('Listing courtesy of Acme Realty');
    expect(line).toHaveClass('text-xs', 'text-slate-500');
    expect(line).toHaveAttribute('title', display.attribution?.full);
    expect(within(card).getByText(/^Updated /)).toBeInTheDocument();
  });

  it('gives the dialog the full line, and the disclaimer at the foot of the MLS facts', async () => {
    const dialog = await renderDialog();
    expect(within(dialog).getByText(display.attribution?.full ?? '')).toBeInTheDocument();
    const disclaimer = within(dialog).getByText(display.disclaimer);
    const panel = within(dialog).getByRole('tabpanel');
    expect(panel).toContainElement(disclaimer);
    // Nobody but the buyer of the thread reports problems.
    expect(
      within(dialog).queryByRole('button', { name: complianceMessages.problem.open }),
    ).not.toBeInTheDocument();
  });
});

describe('stale data (REQ-DATA-FRESHNESS)', () => {
  it('says "Listing data may be out of date" instead of "Updated …" on the card and in the dialog', async () => {
    renderCard(true);
    const card = screen.getByRole('article', { name: address });
    expect(within(card).getByText(complianceMessages.stale)).toBeInTheDocument();
    expect(within(card).queryByText(/^Updated /)).not.toBeInTheDocument();
    const dialog = await renderDialog({ stale: true });
    expect(within(dialog).getByText(complianceMessages.stale)).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Updated /)).not.toBeInTheDocument();
  });
});

describe('report a problem with a listing (REQ-PROBLEM-REPORT)', () => {
  const reportUrl = apiUrl(
    withProduct(complianceRoutes.reportListingProblem.path, defaultProductSlug),
  );

  it('sends the buyer’s words and thanks them', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(reportUrl, async ({ request, params }) => {
        sent.push({ key: params.listingKey, body: await request.json() });
        return HttpResponse.json(
          { id: 'r1', createdAt: new Date().toISOString() },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    const dialog = await renderDialog({ buyer: true });
    await user.click(within(dialog).getByRole('button', { name: complianceMessages.problem.open }));
    const form = within(dialog).getByRole('form', { name: complianceMessages.problem.title });
    const send = within(form).getByRole('button', { name: complianceMessages.problem.send });
    await user.click(send);
    expect(sent).toEqual([]);
    await user.type(
      within(form).getByRole('textbox', { name: complianceMessages.problem.label }),
      ' Sold last week. ',
    );
    await user.click(send);
    expect(await within(dialog).findByText(complianceMessages.problem.sent)).toBeInTheDocument();
    expect(sent).toEqual([{ key: 'K1', body: { text: 'Sold last week.' } }]);
  });

  it('shows the server’s refusal and keeps the words', async () => {
    const message = complianceMessages.problem.rateLimited(3_000);
    server.use(
      http.post(reportUrl, () =>
        HttpResponse.json(errorBody(429, 'RATE_LIMITED', message), {
          status: 429,
          headers: { 'retry-after': '3000' },
        }),
      ),
    );
    const user = userEvent.setup();
    const dialog = await renderDialog({ buyer: true });
    await user.click(within(dialog).getByRole('button', { name: complianceMessages.problem.open }));
    const box = within(dialog).getByRole('textbox', { name: complianceMessages.problem.label });
    await user.type(box, 'Wrong price');
    await user.click(within(dialog).getByRole('button', { name: complianceMessages.problem.send }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
    expect(box).toHaveValue('Wrong price');
  });
});

describe('no AI report where the seller said no (REQ-DISPLAY-NO-REPORT)', () => {
  it('says why in the dialog’s AI Report tab, with an amber dot, no request and no lookup', async () => {
    const user = userEvent.setup();
    let lookups = 0;
    server.use(
      http.get(apiUrl(apiPaths.aiReport), () => {
        lookups += 1;
        return HttpResponse.json({
          status: 200,
          data: { listingKey: 'K1', reportURLs: [], generating: false },
        });
      }),
    );
    const dialog = await renderDialog({ listingDisplay: { ...display, reportDeclined: 'seller' } });
    const tab = within(dialog).getByRole('tab', { name: 'AI Report' });
    expect(tab.querySelector('[data-availability]')).toHaveAttribute(
      'data-availability',
      'unavailable',
    );
    await user.click(tab);
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByText(complianceMessages.reportDeclined.seller)).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    expect(lookups).toBe(0);
  });
});

describe('a listing not for client display (REQ-DISPLAY-WITHHELD)', () => {
  const mark = complianceMessages.notForClients.mark;

  it('marks a realtor’s card, the reason as the mark’s title', () => {
    renderCard(false, { ...display, notForClients: true });
    const card = screen.getByRole('article', { name: address });
    expect(within(card).getByText(mark)).toHaveAttribute(
      'title',
      complianceMessages.notForClients.title,
    );
  });

  it('marks the dialog and says why under the mark', async () => {
    const dialog = await renderDialog({ listingDisplay: { ...display, notForClients: true } });
    expect(within(dialog).getByText(mark)).toBeInTheDocument();
    expect(within(dialog).getByText(complianceMessages.notForClients.title)).toBeInTheDocument();
  });

  it('marks nothing on a listing clients may see', async () => {
    renderCard();
    expect(screen.queryByText(mark)).toBeNull();
    const dialog = await renderDialog();
    expect(within(dialog).queryByText(mark)).toBeNull();
  });
});

describe('the MLS Report tab’s phones (REQ-DISPLAY-ATTRIBUTION)', () => {
  it('writes the office and agent phones as the attribution does: (919) 555-0100', async () => {
    const dialog = await renderPropertyDialog({
      record: {
        ...rawProperty('K1'),
        ListOfficeName: 'Acme Realty',
        ListOfficePhone: '919-555-0100',
        ListAgentDirectPhone: '+1 919.555.0199',
      },
      display,
    });
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByText('(919) 555-0100')).toBeInTheDocument();
    expect(within(panel).getByText('(919) 555-0199')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('919-555-0100');
  });
});
