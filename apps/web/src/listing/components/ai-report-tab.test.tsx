import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  complianceMessages,
  defaultProductSlug,
  type ReportDeclined,
  reportsMessages,
  withProduct,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { AiReportDot, AiReportTab } from './ai-report-tab';

const KEY = 'K1';
const text = reportsMessages;
const NA = text.notApplicable;
const fileUrl = (name: string) =>
  `/api/report/files/${KEY}/${name}?expires=9999999999&signature=sig`;
const reportUrl = fileUrl('MlsReport.json');
const photoUrl = fileUrl('photo-00.svg');

const section = (grade: string, description: string, image: string | null = null) => ({
  grade,
  image,
  description,
  evidence: [`Evidence for ${description}`],
});

const fullReport = {
  reportKind: 'mls',
  listingKey: KEY,
  generatedAt: '2026-06-01T12:00:00.000Z',
  disclaimer: text.disclaimer,
  attribution: 'Listing courtesy of Acme Realty, (919) 555-0100',
  dataDisclaimer:
    'Listing data from Triangle MLS. Information deemed reliable but not guaranteed. Data last obtained Jun 1, 2026, 8:00 AM EDT.',
  final_compiled_response: {
    propertyGrades: { overall: 'Yellow', cosmetic: 'Green', nonCosmetic: 'Red' },
    propertyGradeBasis: {
      overall: 'Overall basis.',
      cosmetic: 'Cosmetic basis.',
      nonCosmetic: 'Non basis.',
    },
    keyAreas: {
      exterior: section('Green', 'The roof is new.', 'photo-00.svg'),
      interior: section('Yellow', 'The kitchen is dated.'),
      systems: section('Purple', 'Wiring is a hazard.'),
    },
    detailedAssessments: {
      exterior: [{ name: 'Roof', ...section('Green', 'New roof in 2021.', 'photo-00.svg') }],
      interior: [{ name: 'Kitchen', ...section('Yellow', 'Original kitchen.') }],
      systems: [],
    },
  },
};

type Lookup = { reportURLs: string[]; generating: boolean; declined?: ReportDeclined };

/** The server side of the tab: the lookup, the report file and the request, each replaceable. */
const serve = (options: {
  lookup: Lookup | (() => Lookup);
  report?: unknown;
  reportStatus?: number;
  onRequest?: () => Response | Promise<Response>;
}) => {
  const lookup = () => (typeof options.lookup === 'function' ? options.lookup() : options.lookup);
  server.use(
    http.get(apiUrl(apiPaths.aiReport), () =>
      HttpResponse.json({ status: 200, data: { listingKey: KEY, ...lookup() } }),
    ),
    http.get(`${window.location.origin}/api/report/files/${KEY}/MlsReport.json`, ({ request }) => {
      expect(request.headers.get('authorization')).toBeNull();
      return options.reportStatus
        ? HttpResponse.json(errorBody(options.reportStatus, 'FORBIDDEN', text.linkRefused), {
            status: options.reportStatus,
          })
        : HttpResponse.json(options.report ?? fullReport);
    }),
    http.post(apiUrl(withProduct(apiPaths.generateReport, defaultProductSlug)), () =>
      options.onRequest
        ? options.onRequest()
        : HttpResponse.json(
            { status: 202, message: 'ok', data: { listingKey: KEY, generating: true } },
            { status: 202 },
          ),
    ),
  );
};

const renderTab = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AiReportDot listingKey={KEY} />
      <div data-testid="tab">
        <AiReportTab listingKey={KEY} pollMs={40} />
      </div>
    </QueryClientProvider>,
  );
  return within(screen.getByTestId('tab'));
};

const dot = () => document.querySelector('[data-availability]')?.getAttribute('data-availability');

describe('the AI Report tab', () => {
  it('loads, then offers a request with an amber dot when there is no report', async () => {
    serve({ lookup: { reportURLs: [], generating: false } });
    const tab = renderTab();
    expect(tab.getByRole('status')).toHaveTextContent(text.loading);
    expect(dot()).toBe('unknown');
    expect(await tab.findByText(text.absent)).toBeInTheDocument();
    expect(tab.getByRole('button', { name: text.request })).toBeEnabled();
    expect(dot()).toBe('unavailable');
  });

  it('requests a report, shows the info state, and shows the report when it is ready, green dot', async () => {
    const user = userEvent.setup();
    let state: Lookup = { reportURLs: [], generating: false };
    let requests = 0;
    serve({
      lookup: () => state,
      onRequest: () => {
        requests += 1;
        state = { reportURLs: [], generating: true };
        return HttpResponse.json({}, { status: 200 });
      },
    });
    const tab = renderTab();
    await user.click(await tab.findByRole('button', { name: text.request }));
    expect(await tab.findByText(text.requested)).toBeInTheDocument();
    expect(requests).toBe(1);
    expect(dot()).toBe('unavailable');

    state = { reportURLs: [reportUrl, photoUrl], generating: false };
    expect(
      await tab.findByText(text.propertyGrades, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(tab.queryByText(text.requested)).not.toBeInTheDocument();
    await waitFor(() => expect(dot()).toBe('available'));
  });

  it('shows the grades in colour and words, the key areas with images and the detailed assessments', async () => {
    serve({ lookup: { reportURLs: [reportUrl, photoUrl], generating: false } });
    const tab = renderTab();
    const grades = within(await tab.findByRole('region', { name: text.propertyGrades }));
    const gradeOf = (label: string) =>
      grades.getByText(label).closest('div')?.querySelector('[data-grade]')?.textContent;
    expect(gradeOf(text.overall)).toBe('Fair');
    expect(gradeOf(text.cosmetic)).toBe('Good');
    expect(gradeOf(text.nonCosmetic)).toBe('Poor');
    expect(grades.getByText('Overall basis.')).toBeInTheDocument();
    expect(tab.getByText(text.disclaimer)).toBeInTheDocument();

    const areas = within(tab.getByRole('region', { name: text.keyAreas }));
    expect(areas.getByText('The roof is new.')).toBeInTheDocument();
    expect(areas.getByRole('img', { name: text.imageAlt('Exterior') })).toHaveAttribute(
      'src',
      photoUrl,
    );
    expect(
      areas.getByText('Wiring is a hazard.').closest('article')?.querySelector('[data-grade]'),
    ).toHaveAttribute('data-grade', 'poor');
    expect(areas.getAllByText(text.basedOn).length).toBeGreaterThan(0);

    const details = within(tab.getByRole('region', { name: text.detailedAssessments }));
    expect(details.getByText('New roof in 2021.')).toBeInTheDocument();
    expect(details.getByRole('img', { name: text.imageAlt('Roof') })).toHaveAttribute(
      'src',
      photoUrl,
    );
    expect(details.getByText('Original kitchen.')).toBeInTheDocument();
    // Systems has no detailed assessment.
    expect(details.getByText(text.noDetail)).toBeInTheDocument();
    // The report's foot credits the listing and names its data's source and time, in the
    // listing's quiet text (REQ-DISPLAY-ATTRIBUTION).
    const credit = tab.getByText(fullReport.attribution);
    expect(credit.closest('footer')).toHaveClass('text-xs', 'text-slate-500');
    expect(tab.getByText(fullReport.dataDisclaimer)).toBeInTheDocument();
    expect(dot()).toBe('available');
  });

  it('shows the no-information text as not applicable, and says when no area has details', async () => {
    serve({
      lookup: { reportURLs: [reportUrl], generating: false },
      report: {
        final_compiled_response: {
          propertyGrades: { overall: NA, cosmetic: NA, nonCosmetic: NA },
          keyAreas: { exterior: section(NA, NA), interior: section(NA, NA) },
          detailedAssessments: { exterior: [], interior: [], systems: [] },
        },
      },
    });
    const tab = renderTab();
    const grades = within(await tab.findByRole('region', { name: text.propertyGrades }));
    expect(grades.getAllByText(text.gradeWords.notApplicable)).toHaveLength(3);
    const areas = within(tab.getByRole('region', { name: text.keyAreas }));
    expect(areas.getAllByText(NA)).toHaveLength(2);
    // The systems key area is missing from the file.
    expect(areas.getByText(text.noDetail)).toBeInTheDocument();
    expect(tab.getByText(text.noDetailSections)).toBeInTheDocument();
  });

  it('says the report is incomplete when its file lacks the compiled response', async () => {
    serve({ lookup: { reportURLs: [reportUrl], generating: false }, report: { listingKey: KEY } });
    const tab = renderTab();
    expect(await tab.findByRole('alert')).toHaveTextContent(text.incomplete);
  });

  it('says the report could not be fetched when the lookup fails, with an unknown dot', async () => {
    server.use(
      http.get(apiUrl(apiPaths.aiReport), () =>
        HttpResponse.json(errorBody(500, 'INTERNAL', 'boom'), { status: 500 }),
      ),
    );
    const tab = renderTab();
    expect(await tab.findByRole('alert')).toHaveTextContent(text.fetchFailed);
    expect(dot()).toBe('unknown');
  });

  it('says the report could not be fetched when its URL is refused', async () => {
    serve({ lookup: { reportURLs: [reportUrl], generating: false }, reportStatus: 403 });
    const tab = renderTab();
    expect(await tab.findByRole('alert')).toHaveTextContent(text.fetchFailed);
  });

  it.each([
    [
      'a 408',
      () => HttpResponse.json(errorBody(408, 'TIMEOUT', 'late'), { status: 408 }),
      text.timeout,
    ],
    [
      'a 500',
      () => HttpResponse.json(errorBody(500, 'INTERNAL', 'boom'), { status: 500 }),
      text.requestFailed,
    ],
    [
      'a 404',
      () => HttpResponse.json(errorBody(404, 'NOT_FOUND', 'Not found.'), { status: 404 }),
      text.requestFailed,
    ],
    ['no answer at all', () => HttpResponse.error(), text.requestError],
  ])('shows the request failure text for %s', async (_name, answer, expected) => {
    const user = userEvent.setup();
    serve({ lookup: { reportURLs: [], generating: false }, onRequest: answer });
    const tab = renderTab();
    await user.click(await tab.findByRole('button', { name: text.request }));
    expect(await tab.findByRole('alert')).toHaveTextContent(expected);
    expect(tab.getByRole('button', { name: text.request })).toBeEnabled();
  });

  describe('a listing whose seller or MLS said no to online assessments (REQ-DISPLAY-NO-REPORT)', () => {
    it('says why from the listing’s answer, offers no request and asks the server nothing', async () => {
      let lookups = 0;
      serve({
        lookup: () => {
          lookups += 1;
          return { reportURLs: [reportUrl], generating: false };
        },
      });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <AiReportTab listingKey={KEY} declined="seller" />
        </QueryClientProvider>,
      );
      expect(screen.getByText(complianceMessages.reportDeclined.seller)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByText(text.propertyGrades)).not.toBeInTheDocument();
      expect(lookups).toBe(0);
    });

    it('says why when the lookup declines, with no request button', async () => {
      serve({ lookup: { reportURLs: [], generating: false, declined: 'mls' } });
      const tab = renderTab();
      expect(await tab.findByText(complianceMessages.reportDeclined.mls)).toBeInTheDocument();
      expect(tab.queryByRole('button')).not.toBeInTheDocument();
      expect(dot()).toBe('unavailable');
    });

    it('says why when the request is declined since the tab opened', async () => {
      const user = userEvent.setup();
      let state: Lookup = { reportURLs: [], generating: false };
      serve({
        lookup: () => state,
        onRequest: () => {
          state = { reportURLs: [], generating: false, declined: 'seller' };
          return HttpResponse.json(
            errorBody(403, 'REPORT_DECLINED', complianceMessages.reportDeclined.seller),
            { status: 403 },
          );
        },
      });
      const tab = renderTab();
      await user.click(await tab.findByRole('button', { name: text.request }));
      expect(await tab.findByText(complianceMessages.reportDeclined.seller)).toBeInTheDocument();
      await waitFor(() => expect(tab.queryByRole('button')).not.toBeInTheDocument());
    });
  });

  it('shows the info state after a reload while a report is being generated', async () => {
    serve({ lookup: { reportURLs: [], generating: true } });
    const tab = renderTab();
    expect(await tab.findByText(text.requested)).toBeInTheDocument();
    expect(tab.queryByRole('button', { name: text.request })).not.toBeInTheDocument();
  });
});
