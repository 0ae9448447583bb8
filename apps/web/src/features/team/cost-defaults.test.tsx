import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  costMessages,
  costRoutes,
  defaultProductSlug,
  withProduct,
  type CostDefaultsBody,
  type CostDefaultsResponse,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { companyCostDefaults } from '../../../test/costs';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { buyerKeys, entry, teamUsers } from './test-support';

const defaultsUrl = apiUrl(withProduct(costRoutes.costDefaults.path, defaultProductSlug));
const today = new Date().toISOString();
const todayWords = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(
  new Date(today),
);

type Call = { buyer: string | null; body?: CostDefaultsBody };

/** The defaults' calls: `read` for the caller (or `?buyer=`); a PUT as the server takes it. */
const serveDefaults = (
  read: CostDefaultsResponse,
  setter: string,
  refuse?: { status: number; message: string },
) => {
  const calls: Call[] = [];
  let current = read;
  server.use(
    http.get(defaultsUrl, ({ request }) => {
      calls.push({ buyer: new URL(request.url).searchParams.get('buyer') });
      return HttpResponse.json(current);
    }),
    http.put(defaultsUrl, async ({ request }) => {
      const body = (await request.json()) as CostDefaultsBody;
      calls.push({ buyer: new URL(request.url).searchParams.get('buyer'), body });
      if (refuse)
        return HttpResponse.json(errorBody(refuse.status, 'X', refuse.message), {
          status: refuse.status,
        });
      const by = {
        from: current.scope === 'company' ? 'company' : 'realtor',
        by: setter,
        at: today,
      } as const;
      current = {
        ...current,
        ...(typeof body.rate === 'number'
          ? { rate: body.rate, companyRate: { rate: body.rate, by: setter, at: today } }
          : {}),
        ...(typeof body.downPaymentPercent === 'number'
          ? { downPaymentPercent: body.downPaymentPercent }
          : {}),
        sources: {
          ...current.sources,
          ...(body.rate === undefined ? {} : { rate: by }),
          ...(body.downPaymentPercent === undefined ? {} : { downPaymentPercent: by }),
        },
      };
      return HttpResponse.json(current);
    }),
  );
  return calls;
};

describe("the company's loan defaults (REQ-COST-DEFAULTS)", () => {
  it('lets the owner set the rate on My Leaders, saying it was never set, then when and by whom', async () => {
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    teamUsers([]);
    const calls = serveDefaults(companyCostDefaults({ editable: true }), 'Olivia Owner');
    const user = userEvent.setup();
    renderApp('/leaders');
    const panel = await screen.findByRole('region', { name: 'Company loan defaults' });
    expect(await within(panel).findByText('20% down · 6.5% rate · 30 years')).toBeInTheDocument();
    expect(within(panel).getByText(costMessages.rateNeverSet)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const rate = within(panel).getByRole('textbox', { name: 'Interest rate (%)' });
    await user.clear(rate);
    await user.type(rate, '6.125');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('20% down · 6.13% rate · 30 years')).toBeInTheDocument();
    expect(
      within(panel).getByText(`Rate set by Olivia Owner on ${todayWords}.`),
    ).toBeInTheDocument();
    // Only what changed is sent; the company's own (no `?buyer=`).
    expect(calls.filter((call) => call.body)).toEqual([{ buyer: null, body: { rate: 6.125 } }]);
  });

  it('refuses a bad value in the words of the call, and sends nothing', async () => {
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    teamUsers([]);
    const calls = serveDefaults(companyCostDefaults({ editable: true }), 'Olivia Owner');
    const user = userEvent.setup();
    renderApp('/leaders');
    const panel = await screen.findByRole('region', { name: 'Company loan defaults' });
    await user.click(await within(panel).findByRole('button', { name: 'Edit' }));
    const term = within(panel).getByRole('textbox', { name: 'Loan term (years)' });
    await user.clear(term);
    await user.type(term, '50');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(costMessages.termYears);
    expect(calls.filter((call) => call.body)).toEqual([]);
  });

  it("shows a team lead the company's, read only", async () => {
    storedSignIn({ userRole: 'team-leader', userUsername: 'lead' });
    teamUsers([]);
    serveDefaults(
      companyCostDefaults({
        rate: 6.25,
        companyRate: { rate: 6.25, by: 'Olivia Owner', at: today },
      }),
      'Olivia Owner',
    );
    renderApp('/team');
    const panel = await screen.findByRole('region', { name: 'Company loan defaults' });
    expect(await within(panel).findByText('20% down · 6.25% rate · 30 years')).toBeInTheDocument();
    expect(panel).toHaveTextContent(
      `Rate set by Olivia Owner on ${todayWords}. Set by your company owner.`,
    );
    expect(within(panel).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe("a buyer's loan defaults on My Buyers", () => {
  it("lets their realtor set the buyer's down payment, saying where each value came from", async () => {
    storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
    teamUsers([entry({ username: 'bea', firstName: 'Bea', lastName: 'Buyer' })]);
    buyerKeys([]);
    const calls = serveDefaults(
      companyCostDefaults({
        scope: 'buyer',
        editable: true,
        rate: 6.25,
        sources: {
          downPaymentPercent: { from: 'rela', by: null, at: null },
          rate: { from: 'company', by: 'Olivia Owner', at: today },
          termYears: { from: 'buyer', by: 'Bea Buyer', at: today },
        },
      }),
      'Rita Realtor',
    );
    const user = userEvent.setup();
    renderApp('/buyers');
    await user.click(await screen.findByRole('button', { name: 'Show details for Bea Buyer' }));
    const panel = await screen.findByRole('region', { name: 'Loan defaults' });
    expect(
      await within(panel).findByText("Down payment: Rela's starting value"),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(`Interest rate: Company rate, set by Olivia Owner on ${todayWords}`),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(`Loan term: Bea Buyer set 30 years on ${todayWords}`),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const down = within(panel).getByRole('textbox', { name: 'Down payment (%)' });
    await user.clear(down);
    await user.type(down, '10{Enter}');
    expect(await within(panel).findByText('10% down · 6.25% rate · 30 years')).toBeInTheDocument();
    expect(calls.filter((call) => call.body)).toEqual([
      { buyer: 'bea', body: { downPaymentPercent: 10 } },
    ]);
    expect(calls.every((call) => call.buyer === 'bea' || call.buyer === null)).toBe(true);
  });

  it('says why the server refused, and keeps the form open', async () => {
    storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
    teamUsers([entry({ username: 'bea', firstName: 'Bea', lastName: 'Buyer' })]);
    buyerKeys([]);
    serveDefaults(companyCostDefaults({ scope: 'buyer', editable: true }), 'Rita Realtor', {
      status: 403,
      message: 'You may not change these.',
    });
    const user = userEvent.setup();
    renderApp('/buyers');
    await user.click(await screen.findByRole('button', { name: 'Show details for Bea Buyer' }));
    const panel = await screen.findByRole('region', { name: 'Loan defaults' });
    await user.click(await within(panel).findByRole('button', { name: 'Edit' }));
    const rate = within(panel).getByRole('textbox', { name: 'Interest rate (%)' });
    await user.clear(rate);
    await user.type(rate, '7{Enter}');
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent('You may not change these.'),
    );
    expect(within(panel).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
