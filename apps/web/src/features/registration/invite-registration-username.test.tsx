import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { registrationMessages } from '@rela/contracts';
import { apiUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { labels } from '../../lib/labels';

const text = labels.inviteRegistration;

/** REQ-SEC-USERNAMES: a username outside the safe set is refused in the form with the catalogue text. */
describe('invited registration: the username', () => {
  it.each([
    ['a Cyrillic look-alike', 'nаdia'],
    ['markup', '<b>nadia</b>'],
  ])('names the allowed characters for %s', async (_case, typed) => {
    server.use(
      http.get(apiUrl('/dashboard/get-invite-info'), () =>
        HttpResponse.json({
          status: 200,
          message: 'Invitation is valid.',
          data: { email: 'invited@rela.example', role: 'buyer', inviterName: 'Rita Realtor' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/register/invite?requestId=3f1c2a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f');
    const username = await screen.findByLabelText(text.username, { exact: true });
    await user.type(username, typed);
    await user.tab();
    expect(await screen.findByText(registrationMessages.usernameCharacters)).toBeVisible();
    expect(screen.getByRole('button', { name: text.submit })).toBeDisabled();
  });
});
