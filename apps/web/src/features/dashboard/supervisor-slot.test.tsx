import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@rela/contracts';
import { apiUrl, noSupervisor } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';
import { dashboardMessages } from '../../lib/web-texts';

const cardName = labels.supervisor.cardLabel;

const noSupervisorAnswer = () =>
  server.use(
    http.get(apiUrl(apiPaths.mySupervisorInfo), () =>
      HttpResponse.json({ status: 200, data: noSupervisor }),
    ),
    http.get(apiUrl(apiPaths.getUsers), () =>
      HttpResponse.json({ status: 200, data: { usersInfo: [] } }),
    ),
  );

describe('the supervisor slot', () => {
  it('shows no card to a company owner, who has no supervisor, and asks for none', async () => {
    storedSignIn({ userRole: 'company-owner', userUsername: 'owner' });
    noSupervisorAnswer();
    let supervisorAsked = false;
    const watch = ({ request }: { request: Request }) => {
      if (request.url === apiUrl(apiPaths.mySupervisorInfo)) supervisorAsked = true;
    };
    server.events.on('request:start', watch);
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'My Leaders' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: cardName })).not.toBeInTheDocument();
    expect(screen.queryByText(dashboardMessages.supervisorUnavailable)).not.toBeInTheDocument();
    server.events.removeListener('request:start', watch);
    expect(supervisorAsked).toBe(false);
  });

  it("keeps the catalogue's text for someone whose supervisor could not be loaded", async () => {
    storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
    noSupervisorAnswer();
    renderApp('/home');
    expect(await screen.findByText(dashboardMessages.supervisorUnavailable)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: cardName })).toHaveTextContent(
      dashboardMessages.supervisorUnavailable,
    );
  });
});
