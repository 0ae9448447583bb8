import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@rela/contracts';
import { accountInfo, apiUrl, errorBody, noSupervisor } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';
import { dashboardMessages } from '../../lib/web-texts';

const supervisorPath = apiPaths.mySupervisorInfo;
const cardName = labels.supervisor.cardLabel;

describe('dashboard home', () => {
  it('shows the loading screen, then the supervisor card above the role view', async () => {
    storedSignIn({ userRole: 'buyer' });
    server.use(
      http.get(apiUrl(supervisorPath), () =>
        HttpResponse.json({
          status: 200,
          data: {
            ...noSupervisor,
            supervisorFullName: 'Rita Realtor',
            supervisorEmail: 'realtor@rela.example',
            supervisorRole: 'realtor',
            teamLeadFullName: 'Leo Lead',
          },
        }),
      ),
    );
    renderApp('/home');
    expect(await screen.findByText(dashboardMessages.loading)).toBeInTheDocument();
    expect(await screen.findByText('Rita Realtor')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: cardName });
    expect(within(card).getByText('Rita Realtor')).toBeInTheDocument();
    expect(within(card).getByText('Your Realtor')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
    expect(screen.queryByText(dashboardMessages.partialLoad)).not.toBeInTheDocument();
  });

  it('shows An Error Occurred with Try Again when the account info fails, and recovers', async () => {
    const user = userEvent.setup();
    storedSignIn();
    let calls = 0;
    server.use(
      http.get(apiUrl('/my-account-info'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(errorBody(500, 'INTERNAL', 'Internal error'), { status: 500 })
          : HttpResponse.json(accountInfo());
      }),
    );
    renderApp('/home');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: dashboardMessages.errorTitle }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Internal error');
    await user.click(within(alert).getByRole('button', { name: dashboardMessages.tryAgain }));
    expect(await screen.findByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
  });

  it('shows the generic text when the account info answer is unusable', async () => {
    storedSignIn();
    server.use(http.get(apiUrl('/my-account-info'), () => HttpResponse.json({ nope: true })));
    renderApp('/home');
    expect(await screen.findByRole('alert')).toHaveTextContent(dashboardMessages.loadFailed);
  });

  it('warns and stays usable when only the supervisor info fails', async () => {
    storedSignIn({ userRole: 'realtor' });
    server.use(
      http.get(apiUrl(supervisorPath), () =>
        HttpResponse.json(errorBody(500, 'INTERNAL', 'Internal error'), { status: 500 }),
      ),
    );
    renderApp('/home');
    expect(await screen.findByText(dashboardMessages.partialLoad)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: cardName })).toHaveTextContent(
      dashboardMessages.supervisorUnavailable,
    );
    expect(await screen.findByRole('heading', { name: 'My Buyers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
