import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { invitationLinkMessages, type Role, serverMessages } from '@rela/contracts';
import { apiUrl, errorBody } from '../../test/api';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { storedSignIn } from '../../test/signed-in';
import { labels } from '../lib/labels';
import { dashboardMessages } from '../lib/web-texts';

const views: Record<Role, string> = {
  buyer: 'My Properties',
  realtor: 'My Buyers',
  'team-leader': 'My Team',
  'company-owner': 'My Leaders',
};

describe('signed-in shell', () => {
  it.each([
    ['realtor', 'green'],
    ['buyer', 'slate'],
    ['team-leader', 'slate'],
    ['company-owner', 'slate'],
  ] as const)('gives a %s the %s header and their view', async (role, tone) => {
    storedSignIn({ userRole: role });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: views[role] })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-tone', tone);
    expect(screen.getByRole('link', { name: 'Rela home' })).toHaveAttribute('href', '/home');
  });

  it('shows the loading screen while the account info loads', async () => {
    storedSignIn();
    renderApp('/home');
    expect(await screen.findByText(dashboardMessages.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
  });

  it('shows the name, e-mail and phone in the account menu, and opens My Account', async () => {
    const user = userEvent.setup();
    storedSignIn({ userFirstName: 'Rita', userLastName: 'Realtor', userRole: 'realtor' });
    const { location } = renderApp('/home');
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('RR');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Rita Realtor')).toBeInTheDocument();
    expect(within(menu).getByText('buyer@rela.example')).toBeInTheDocument();
    expect(within(menu).getByText('+1-555-123-4567')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'My Account' }));
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeInTheDocument();
    expect(location().pathname).toBe('/account');
  });

  it('logs out to /auth/login and clears local data even when the logout call fails', async () => {
    const user = userEvent.setup();
    storedSignIn();
    server.use(http.post(apiUrl('/logout'), () => HttpResponse.error()));
    const { location } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(window.localStorage.length).toBe(0);
  });

  it('sends the bearer token to logout', async () => {
    const user = userEvent.setup();
    storedSignIn();
    const authorizations: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/logout'), ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ status: 200, message: 'Logged out.' });
      }),
    );
    renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(authorizations).toEqual(['Bearer access-1']);
  });

  it('shows the error and tries again', async () => {
    const user = userEvent.setup();
    storedSignIn();
    let calls = 0;
    server.use(
      http.get(apiUrl('/my-account-info'), () =>
        ++calls === 1
          ? HttpResponse.json(errorBody(503, 'UNAVAILABLE', serverMessages.unavailable), {
              status: 503,
            })
          : HttpResponse.json(storedSignIn()),
      ),
    );
    renderApp('/home');
    expect(
      await screen.findByRole('heading', { name: dashboardMessages.errorTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(serverMessages.unavailable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: dashboardMessages.tryAgain }));
    expect(await screen.findByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
  });

  it('logs out when the main API answers 401', async () => {
    storedSignIn();
    server.use(
      http.get(apiUrl('/my-account-info'), () =>
        HttpResponse.json(errorBody(401, 'UNAUTHORIZED', serverMessages.unauthorized), {
          status: 401,
        }),
      ),
    );
    const { location } = renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(window.localStorage.length).toBe(0);
  });

  it('sends a signed-in user from the sign-in screen to /home', async () => {
    storedSignIn();
    const { location } = renderApp('/auth/login');
    expect(await screen.findByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
  });

  it('sends the user to sign-in with the reason when the stored session cannot refresh', async () => {
    storedSignIn();
    server.use(
      http.post(apiUrl('/refresh-access-token'), () =>
        HttpResponse.json(
          errorBody(401, 'INVALID_REFRESH_TOKEN', serverMessages.invalidRefreshToken),
          { status: 401 },
        ),
      ),
    );
    const { location } = renderApp('/home');
    expect(await screen.findByText(serverMessages.invalidRefreshToken)).toHaveAttribute(
      'role',
      'status',
    );
    expect(location().pathname).toBe('/auth/login');
    expect(window.localStorage.length).toBe(0);
  });
});

describe('visitors', () => {
  it.each(['/', '/home', '/account'])('go from %s to /auth/login', async (path) => {
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/auth/login'));
  });

  it('see the invited registration screen on unknown paths, with a way to sign in', async () => {
    renderApp('/nowhere');
    expect(
      await screen.findByRole('heading', { name: labels.inviteRegistration.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(invitationLinkMessages.noRequestId);
    expect(
      screen.getByRole('link', { name: labels.inviteRegistration.signInLink }),
    ).toHaveAttribute('href', '/auth/login');
  });
});
