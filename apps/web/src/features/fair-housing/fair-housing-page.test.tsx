import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  defaultProductSlug,
  fairHousingMessages,
  fairHousingRoutes,
  withProduct,
  type FairHousingAuditResponse,
} from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';

const text = fairHousingMessages;
const auditUrl = apiUrl(withProduct(fairHousingRoutes.fairHousingAudit.path, defaultProductSlug));

const firstPage: FairHousingAuditResponse = {
  items: [
    {
      id: 'e2',
      at: '2026-11-29T15:00:00.000Z',
      surface: 'chat-in',
      class: 'national-origin',
      username: 'buyer',
      excerpt: 'a street without many immigrants',
    },
    {
      id: 'e1',
      at: '2026-11-28T15:00:00.000Z',
      surface: 'report',
      class: 'familial-status',
      username: null,
      excerpt: 'few children live here',
    },
  ],
  nextBefore: '2026-11-28T15:00:00.000Z_e1',
};

describe('the owner’s fair housing page (REQ-FAIR-HOUSING-AUDIT)', () => {
  it('lists the entries, filters them by class, and pages on', async () => {
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(auditUrl, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        if (query.get('before'))
          return HttpResponse.json({
            items: [
              {
                id: 'e0',
                at: '2026-11-20T15:00:00.000Z',
                surface: 'chat-out',
                class: 'religion',
                username: 'buyer2',
                excerpt: 'a mostly Christian area',
              },
            ],
            nextBefore: null,
          } satisfies FairHousingAuditResponse);
        if (query.get('class') === 'religion')
          return HttpResponse.json({ items: [], nextBefore: null });
        return HttpResponse.json(firstPage);
      }),
    );
    renderApp('/fair-housing');
    expect(
      await screen.findByRole('heading', { level: 1, name: text.auditTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fair housing' })).toHaveAttribute(
      'href',
      '/fair-housing',
    );
    const log = screen.getByRole('region', { name: text.auditTitle });
    expect(
      (await within(log).findAllByText('“a street without many immigrants”')).length,
    ).toBeGreaterThan(0);
    expect(within(log).getAllByText(text.auditDeletedUser).length).toBeGreaterThan(0);
    expect(within(log).getAllByText(text.classes['familial-status']).length).toBeGreaterThan(0);

    await userEvent.click(within(log).getByRole('button', { name: text.auditMore }));
    expect((await within(log).findAllByText('“a mostly Christian area”')).length).toBeGreaterThan(
      0,
    );
    expect(asked.at(-1)?.get('before')).toBe(firstPage.nextBefore);

    await userEvent.selectOptions(
      within(log).getByLabelText(text.filterClass),
      text.classes.religion,
    );
    expect(await within(log).findByText(text.auditEmpty)).toBeInTheDocument();
    expect(asked.at(-1)?.get('class')).toBe('religion');
  });

  it('says so when the log cannot be loaded', async () => {
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    server.use(http.get(auditUrl, () => HttpResponse.json({ status: 500 }, { status: 500 })));
    renderApp('/fair-housing');
    expect(await screen.findByText(text.auditLoadFailed)).toBeInTheDocument();
  });
});
