import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';
import { dashboardMessages } from '../../lib/web-texts';

describe('the dashboard error screen', () => {
  it('offers Logout beside Try Again, which signs out to the sign-in page', async () => {
    const user = userEvent.setup();
    storedSignIn();
    server.use(
      http.get(apiUrl('/my-account-info'), () =>
        HttpResponse.json(errorBody(500, 'INTERNAL', 'Internal error'), { status: 500 }),
      ),
      http.post(apiUrl('/logout'), () => HttpResponse.json({ status: 200, message: 'ok' })),
    );
    const { location } = renderApp('/home');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: dashboardMessages.tryAgain })).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: labels.header.logout }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
  });
});
