import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  costMessages,
  costRoutes,
  defaultProductSlug,
  withProduct,
  type CostDefaultsBody,
  type CostDefaultsResponse,
  type CostInputSource,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import {
  companyCostDefaults,
  monthlyCostAnswer,
  monthlyCostQueryOf,
  testListingFacts,
} from '../../../test/costs';
import { server } from '../../../test/msw-server';
import { CardEstimate } from './card-cost';
import { MonthlyCostSection } from './monthly-cost-section';
import { testQueryClient } from './property-card.test-support';

const monthlyUrl = apiUrl(withProduct(costRoutes.monthlyCost.path, defaultProductSlug));
const defaultsUrl = apiUrl(withProduct(costRoutes.costDefaults.path, defaultProductSlug));

/** Nov 3 of this year, as the sources word it ("on Nov 3"). */
const nov3 = new Date(new Date().getFullYear(), 10, 3, 12).toISOString();
const set = (from: CostInputSource['from'], by: string | null): CostInputSource => ({
  from,
  by,
  at: nov3,
});

type Served = {
  defaults: CostDefaultsResponse;
  asked: URLSearchParams[];
  puts: CostDefaultsBody[];
};

/** The costs' calls over `defaults`, recording each monthly-cost query and each PUT. */
const serve = (defaults: CostDefaultsResponse, answer = monthlyCostAnswer): Served => {
  const served: Served = { defaults, asked: [], puts: [] };
  server.use(
    http.get(defaultsUrl, () => HttpResponse.json(served.defaults)),
    http.put(defaultsUrl, async ({ request }) => {
      const body = (await request.json()) as CostDefaultsBody;
      served.puts.push(body);
      const { downPaymentPercent, rate, termYears } = body;
      served.defaults = {
        ...served.defaults,
        ...(typeof downPaymentPercent === 'number' ? { downPaymentPercent } : {}),
        ...(typeof rate === 'number' ? { rate } : {}),
        ...(typeof termYears === 'number' ? { termYears } : {}),
        sources: {
          ...served.defaults.sources,
          ...(downPaymentPercent === undefined
            ? {}
            : { downPaymentPercent: set('buyer', 'Bea Buyer') }),
          ...(rate === undefined ? {} : { rate: set('buyer', 'Bea Buyer') }),
          ...(termYears === undefined ? {} : { termYears: set('buyer', 'Bea Buyer') }),
        },
      };
      return HttpResponse.json(served.defaults);
    }),
    http.get(monthlyUrl, ({ request }) => {
      served.asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer(monthlyCostQueryOf(request), { defaults: served.defaults }));
    }),
  );
  return served;
};

const buyerDefaults = (overrides: Partial<CostDefaultsResponse> = {}) =>
  companyCostDefaults({ scope: 'buyer', editable: true, ...overrides });

const renderSection = (withCard = false) => {
  render(
    <QueryClientProvider client={testQueryClient()}>
      {withCard ? <CardEstimate facts={testListingFacts} /> : null}
      <MonthlyCostSection listingKey="K1" listPrice={450_000} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Monthly cost' });
};

const part = (section: HTMLElement, key: string) =>
  section.querySelector<HTMLElement>(`[data-cost-part="${key}"]`)!;

describe('the monthly cost section', () => {
  it('says it is working, then shows the breakdown that adds up, and the estimate line always', async () => {
    serve(companyCostDefaults());
    const section = renderSection();
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Working out the monthly cost...',
    );
    expect(within(section).getByText(costMessages.estimate)).toBeInTheDocument();
    const answer = monthlyCostAnswer();
    expect(
      await within(section).findByText(`$${answer.total.toLocaleString('en-US')}/mo`),
    ).toBeInTheDocument();
    expect(part(section, 'principalAndInterest')).toHaveTextContent('Principal and interest');
    expect(part(section, 'principalAndInterest')).toHaveTextContent(
      '$360,000 loan at 6.5% for 30 years',
    );
    // Illinois is in none of the tables: the national rate, said so.
    expect(part(section, 'tax')).toHaveTextContent('National typical rate (2025)');
    // The seller's bill is beside the estimate, never in it.
    expect(part(section, 'tax')).toHaveTextContent("The seller's last bill: $510/mo");
    expect(part(section, 'hoa')).toHaveTextContent('None in the MLS');
    expect(part(section, 'mortgageInsurance')).toHaveTextContent('None at 20% down or more');
    expect(part(section, 'total')).toHaveTextContent(`$${answer.total.toLocaleString('en-US')}`);
    const sum =
      answer.principalAndInterest +
      answer.tax +
      answer.insurance +
      answer.hoa +
      answer.mortgageInsurance;
    expect(sum).toBe(answer.total);
    expect(within(section).getByText(costMessages.estimate)).toBeInTheDocument();
  });

  it('says why when the estimate fails, with Try Again, and keeps the estimate line', async () => {
    let calls = 0;
    server.use(
      http.get(monthlyUrl, ({ request }) => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusMessage: 'Something went wrong.' }, { status: 500 })
          : HttpResponse.json(monthlyCostAnswer(monthlyCostQueryOf(request)));
      }),
    );
    const user = userEvent.setup();
    const section = renderSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(within(section).getByText(costMessages.estimate)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByText('Principal and interest')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names each source: Rela, the company, the realtor, the buyer, the county, the MLS', async () => {
    serve(
      buyerDefaults({
        downPaymentPercent: 10,
        sources: {
          downPaymentPercent: set('realtor', 'Rita Realtor'),
          rate: set('company', 'Olivia Owner'),
          termYears: { from: 'rela', by: null, at: null },
        },
      }),
      (query, options) =>
        monthlyCostAnswer(query, {
          ...options,
          facts: { price: 450_000, state: 'NC', county: 'Wake County', hoaMonthly: 120 },
        }),
    );
    const section = renderSection();
    expect(await within(section).findByText('Your realtor set 10% on Nov 3')).toBeInTheDocument();
    expect(
      within(section).getByText('Company rate, set by Olivia Owner on Nov 3'),
    ).toBeInTheDocument();
    expect(within(section).getByText("Rela's starting value")).toBeInTheDocument();
    expect(within(section).getByText('The list price, from the MLS')).toBeInTheDocument();
    expect(part(section, 'tax')).toHaveTextContent(
      'Wake County rate (2025): 0.9% of the price a year',
    );
    expect(part(section, 'insurance')).toHaveTextContent(
      'NC typical premium: 0.5% of the price a year',
    );
    expect(part(section, 'hoa')).toHaveTextContent('From the MLS: $120 Monthly');
  });

  it("says the rate is Rela's own when the company never set one", async () => {
    serve(companyCostDefaults());
    const section = renderSection();
    expect(
      await within(section).findByText("Rela's starting value: your company has not set a rate"),
    ).toBeInTheDocument();
  });

  it("shows mortgage insurance under 20% down with the month it ends, and a buyer's change saves it for every home", async () => {
    const served = serve(buyerDefaults());
    const user = userEvent.setup();
    const section = renderSection(true);
    const down = await within(section).findByRole('textbox', { name: 'Down payment' });
    expect(down).toHaveValue('20');
    expect(part(section, 'mortgageInsurance')).toHaveTextContent('None at 20% down or more');

    await user.clear(down);
    await user.type(down, '10{Enter}');
    await waitFor(() => expect(served.puts).toEqual([{ downPaymentPercent: 10 }]));
    // Drawn without a signed-in viewer, the setter is named ("You" is cost-words' own test).
    expect(await within(section).findByText('Bea Buyer set 10% on Nov 3')).toBeInTheDocument();
    const ten = monthlyCostAnswer({}, { defaults: served.defaults });
    expect(ten.mortgageInsurance).toBeGreaterThan(0);
    expect(part(section, 'mortgageInsurance')).toHaveTextContent(`$${ten.mortgageInsurance}`);
    expect(part(section, 'mortgageInsurance')).toHaveTextContent(/Ends \w{3} 20\d\d/);
    expect(within(section).getByRole('status')).toHaveTextContent(
      'Saved as your household default',
    );
    // The dialog asked nothing of its own: the household's default applies, and the card agrees.
    expect(served.asked.at(-1)?.toString()).toBe('');
    expect(
      await screen.findByText(costMessages.cardEstimate(`$${ten.total.toLocaleString('en-US')}`)),
    ).toBeInTheDocument();
  });

  it('keeps a price offered and an insurance quote for this home alone: asked, never saved', async () => {
    const served = serve(buyerDefaults());
    const user = userEvent.setup();
    const section = renderSection();
    const price = await within(section).findByRole('textbox', { name: 'Price offered' });
    await user.clear(price);
    await user.type(price, '$420,000{Enter}');
    expect(await within(section).findByText('Your figure, for this home only')).toBeInTheDocument();
    const insurance = within(section).getByRole('textbox', { name: 'Insurance a year' });
    await user.clear(insurance);
    await user.type(insurance, '1800{Enter}');
    await waitFor(() =>
      expect(part(section, 'insurance')).toHaveTextContent('Your quote, for this home only'),
    );
    expect(part(section, 'insurance')).toHaveTextContent('$150');
    expect(served.asked.at(-1)?.toString()).toBe('price=420000&insurance=1800');
    expect(served.puts).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Back to my defaults' }));
    expect(await within(section).findByText('The list price, from the MLS')).toBeInTheDocument();
    expect(price).toHaveValue('450,000');
  });

  it("asks a realtor's change for this home only: a down payment in dollars, the rate, the term", async () => {
    const served = serve(companyCostDefaults());
    const user = userEvent.setup();
    const section = renderSection();
    await user.click(await within(section).findByRole('button', { name: 'Dollars' }));
    const down = within(section).getByRole('textbox', { name: 'Down payment' });
    expect(down).toHaveValue('90,000');
    await user.clear(down);
    await user.type(down, '45000{Enter}');
    await within(section).findByText('Changed here, for this home only');
    const rate = within(section).getByRole('textbox', { name: 'Interest rate' });
    await user.clear(rate);
    await user.type(rate, '5.75{Enter}');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Loan term' }), '15');
    await waitFor(() =>
      expect(served.asked.at(-1)?.toString()).toBe('downPayment=45000&rate=5.75&termYears=15'),
    );
    expect(served.puts).toEqual([]);
  });

  it('refuses a bad value in the words of the call, and asks nothing', async () => {
    const served = serve(companyCostDefaults());
    const user = userEvent.setup();
    const section = renderSection();
    const rate = await within(section).findByRole('textbox', { name: 'Interest rate' });
    await user.clear(rate);
    await user.type(rate, '45{Enter}');
    expect(within(section).getByRole('alert')).toHaveTextContent(costMessages.rate);
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(section).getByRole('button', { name: 'Dollars' }));
    const down = within(section).getByRole('textbox', { name: 'Down payment' });
    await user.clear(down);
    await user.type(down, '500000{Enter}');
    expect(within(section).getByText(costMessages.downPaymentOverPrice)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(served.asked.map(String)).toEqual(['']);
  });

  it("keeps a buyer's change for this home when it cannot be saved, and says so", async () => {
    const served = serve(buyerDefaults());
    server.use(
      http.put(defaultsUrl, () =>
        HttpResponse.json({ statusMessage: 'Something went wrong.' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const section = renderSection();
    const rate = await within(section).findByRole('textbox', { name: 'Interest rate' });
    await user.clear(rate);
    await user.type(rate, '5.5{Enter}');
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'We could not save it as your default; it applies to this home only.',
    );
    await waitFor(() => expect(served.asked.at(-1)?.toString()).toBe('rate=5.5'));
    expect(
      await within(section).findByText('Changed here, for this home only'),
    ).toBeInTheDocument();
  });
});
