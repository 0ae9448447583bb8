import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  complianceMessages,
  complianceRoutes,
  defaultDisplayRuleSet,
  defaultProductSlug,
  withProduct,
  type ComplianceResponse,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';

const text = complianceMessages.page;

const answer: ComplianceResponse = {
  rules: [
    { mls: 'TriangleMLS', ...defaultDisplayRuleSet, source: 'Triangle MLS' },
    { mls: null, ...defaultDisplayRuleSet },
  ],
  rulesFromConfig: true,
  freshness: {
    syncing: true,
    lastSyncAt: '2026-11-29T02:00:00.000Z',
    dataAgeMinutes: 13 * 60 + 5,
    maxDataAgeHours: 12,
    stale: true,
  },
  optOuts: {
    listings: 2400,
    counts: {
      InternetEntireListingDisplayYN: 61,
      InternetAddressDisplayYN: 48,
      InternetConsumerCommentYN: 30,
      InternetAutomatedValuationDisplayYN: 27,
    },
  },
  incidents: [
    { id: 'i2', startedAt: '2026-11-29T14:01:00.000Z', endedAt: null, lastSyncAt: null },
    {
      id: 'i1',
      startedAt: '2026-11-20T14:01:00.000Z',
      endedAt: '2026-11-20T15:00:00.000Z',
      lastSyncAt: null,
    },
  ],
  photos: { copied: 30_000, waiting: 120, refused: 3, bytesStored: 3 * 1024 ** 3 },
};

describe('the owner’s compliance page (REQ-COMPLIANCE-PAGE)', () => {
  it('shows the rules per MLS, the data’s age, opt-out counts, incidents and photo copies', async () => {
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    server.use(
      http.get(apiUrl(withProduct(complianceRoutes.compliance.path, defaultProductSlug)), () =>
        HttpResponse.json(answer),
      ),
    );
    renderApp('/compliance');
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compliance' })).toHaveAttribute('href', '/compliance');

    const rules = await screen.findByRole('region', { name: text.rules });
    expect(within(rules).getByText(text.fromConfig)).toBeInTheDocument();
    expect(within(rules).getByText('Triangle MLS')).toBeInTheDocument();
    expect(within(rules).getByText(text.anyMls)).toBeInTheDocument();
    // Statuses as people read them, not the Data Dictionary's lookup names (ADR 047).
    expect(
      within(rules).getAllByText('Active, Active Under Contract, Coming Soon, Pending').length,
    ).toBeGreaterThan(0);

    const freshness = screen.getByRole('region', { name: text.freshness });
    expect(within(freshness).getByText('13 h 5 min')).toBeInTheDocument();
    expect(within(freshness).getByText(text.stale)).toBeInTheDocument();

    const optOuts = screen.getByRole('region', { name: text.optOuts });
    expect(within(optOuts).getByText(text.optOutCaption(2400))).toBeInTheDocument();
    expect(
      within(optOuts).getByText(text.optOutLabels.InternetEntireListingDisplayYN).nextSibling,
    ).toHaveTextContent('61');

    const incidents = screen.getByRole('region', { name: text.incidents });
    expect(within(incidents).getByText(text.ongoing)).toBeInTheDocument();
    expect(within(incidents).getAllByRole('listitem')).toHaveLength(2);

    const photos = screen.getByRole('region', { name: text.photos });
    expect(within(photos).getByText('3.0 GB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.download })).toBeInTheDocument();
  });

  it('is not a page for anyone else: they go to their own /home', async () => {
    storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
    renderApp('/compliance');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(text.title);
    expect(screen.queryByRole('link', { name: 'Compliance' })).not.toBeInTheDocument();
  });
});
