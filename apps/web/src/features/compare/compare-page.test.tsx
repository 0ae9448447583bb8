import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  apiPaths,
  compareMessages,
  complianceMessages,
  costMessages,
  costRoutes,
  defaultProductSlug,
  homeEstimate,
  withProduct,
  type ListingDisplay,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { companyCostDefaults } from '../../../test/costs';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { photos, rawProperty } from '../../listing/model/test-fixtures';
import { labels } from '../../lib/labels';

const path = (template: string) => apiUrl(withProduct(template, defaultProductSlug));

const disclaimer =
  'Listing data from Triangle MLS. Information deemed reliable but not guaranteed. Data last obtained Nov 29, 2026, 12:05 PM EST.';
const shown = (office: string): ListingDisplay => ({
  attribution: {
    full: `Listing courtesy of ${office}, (919) 555-0100`,
    compact: `Listing courtesy of ${office}`,
  },
  disclaimer,
});

/** Two homes behind MSW with their `display`; the report lookups asked for are logged. */
const twoHomes = (display: Record<string, ListingDisplay>) => {
  const lookups: string[] = [];
  server.use(
    http.get(path(apiPaths.listingsProperties), ({ request }) => {
      const keys = (new URL(request.url).searchParams.get('listingKeys') ?? '').split(',');
      return HttpResponse.json({
        value: keys.map((key, index) =>
          rawProperty(key, { UnparsedAddress: `${index + 1}2 Oak Street` }),
        ),
        display,
      });
    }),
    http.get(path(apiPaths.listingsImages), ({ request }) => {
      const keys = (new URL(request.url).searchParams.get('listingKeys') ?? '').split(',');
      return HttpResponse.json({
        images: Object.fromEntries(keys.map((key) => [key, photos(key, 1)])),
      });
    }),
    http.get(apiUrl(apiPaths.aiReport), ({ params }) => {
      lookups.push(String(params.listingKey));
      return HttpResponse.json({
        status: 200,
        data: { listingKey: String(params.listingKey), reportURLs: [], generating: false },
      });
    }),
  );
  return lookups;
};

describe('Compare and the MLS display rules', () => {
  it('shows each home’s attribution in its column and the disclaimer once at the foot (REQ-DISPLAY-ATTRIBUTION)', async () => {
    storedSignIn();
    twoHomes({ K1: shown('Acme Realty'), K2: shown('Pine Homes') });
    renderApp('/compare?keys=K1,K2');
    const table = await screen.findByRole('region', { name: compareMessages.homesLabel });
    expect(within(table).getByText('Listing courtesy of Acme Realty')).toHaveClass(
      'text-xs',
      'text-slate-500',
    );
    expect(within(table).getByText('Listing courtesy of Pine Homes')).toBeInTheDocument();
    const foot = screen.getByRole('region', { name: labels.property.listingData });
    expect(within(foot).getAllByText(disclaimer)).toHaveLength(1);
  });

  it('says why a declined home has no AI report, offers no request for it, and looks none up (REQ-DISPLAY-NO-REPORT)', async () => {
    storedSignIn();
    const lookups = twoHomes({
      K1: { ...shown('Acme Realty'), reportDeclined: 'seller' },
      K2: shown('Pine Homes'),
    });
    const user = userEvent.setup();
    renderApp('/compare?keys=K1,K2');
    const table = await screen.findByRole('region', { name: compareMessages.homesLabel });
    const row = table.querySelector<HTMLElement>('[data-row="overallGrade"]');
    if (!row) throw new Error('no AI overall grade row');
    const [declined, offered] = within(row).getAllByRole('cell');
    expect(declined).toHaveTextContent(compareMessages.reportDeclined.seller);
    expect(
      within(declined!).queryByRole('button', { name: compareMessages.requestReport }),
    ).toBeNull();
    expect(
      await within(offered!).findByRole('button', { name: compareMessages.requestReport }),
    ).toBeInTheDocument();

    const why = within(declined!).getByRole('button', {
      name: compareMessages.reportDeclined.whyLabel('12 Oak Street'),
    });
    expect(within(declined!).getByText(complianceMessages.reportDeclined.seller)).not.toBeVisible();
    await user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(within(declined!).getByText(complianceMessages.reportDeclined.seller)).toBeVisible();
    expect(lookups).toContain('K2');
    expect(lookups).not.toContain('K1');
  });

  it('marks a home not for client display in its column (REQ-DISPLAY-WITHHELD)', async () => {
    storedSignIn({ userUsername: 'realtor', userRole: 'realtor' });
    twoHomes({ K1: { ...shown('Acme Realty'), notForClients: true }, K2: shown('Pine Homes') });
    renderApp('/compare?keys=K1,K2');
    const table = await screen.findByRole('region', { name: compareMessages.homesLabel });
    expect(within(table).getAllByText(complianceMessages.notForClients.mark)).toHaveLength(1);
  });
});

describe('Compare and the monthly cost (ADR 051)', () => {
  it("shows each home's monthly rows under the viewer's defaults, as the cards compute them", async () => {
    storedSignIn();
    twoHomes({});
    const defaults = { downPaymentPercent: 10, rate: 6.25, termYears: 30 };
    server.use(
      http.get(path(costRoutes.costDefaults.path), () =>
        HttpResponse.json(companyCostDefaults({ ...defaults, scope: 'buyer', editable: true })),
      ),
    );
    renderApp('/compare?keys=K1,K2');
    const table = await screen.findByRole('region', { name: compareMessages.homesLabel });
    // Both homes are the test's record: $450,000 in Illinois (national tax rate), no HOA.
    const estimate = homeEstimate(
      { price: 450000, state: 'IL', county: null, hoaMonthly: 0 },
      defaults,
    );
    const row = (id: string) => table.querySelector<HTMLElement>(`[data-row="${id}"]`);
    // Equal for both homes, the rows fold behind "Show N equal rows": their cells are there.
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /^Show \d+ equal rows$/ })).toBeInTheDocument(),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /^Show \d+ equal rows$/ }));
    const money = (value: number) => `$${value.toLocaleString('en-US')}/mo`;
    await vi.waitFor(() =>
      expect(within(row('monthlyTotal')!).getAllByText(money(estimate.total))).toHaveLength(2),
    );
    expect(
      within(row('monthlyPrincipalAndInterest')!).getAllByText(
        money(estimate.principalAndInterest),
      ),
    ).toHaveLength(2);
    expect(within(row('monthlyTax')!).getAllByText(money(estimate.tax))).toHaveLength(2);
    expect(within(row('monthlyHoa')!).getAllByText('$0/mo')).toHaveLength(2);
    expect(screen.getByText(costMessages.estimate)).toBeInTheDocument();
  });
});
