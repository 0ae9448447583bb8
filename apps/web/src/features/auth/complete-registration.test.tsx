import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { passwordResetMessages, registrationMessages } from '@rela/contracts';
import { accountInfo, apiUrl, errorBody, tokenBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { formBody, recordAssistant } from '../../../test/assistant';

const newPassword = 'Own-pass-2026!';
const pending = { username: 'newbie', challenge: 'challenge-1' };

type User = ReturnType<typeof userEvent.setup>;

/** The forgot-password screen as a 206 sign-in leaves it: router state `{ username, challenge }`. */
const renderTemporaryPath = async () => {
  const view = renderApp('/auth/login');
  await screen.findByRole('heading', { name: 'Sign In' });
  await view.router.navigate('/auth/forgot-password', { state: pending });
  await screen.findByRole('heading', { level: 1, name: 'Complete Registration' });
  return view;
};

const agreement = () => screen.getByRole('checkbox', { name: /I am at least 18/ });
const submitButton = () => screen.getByRole('button', { name: 'Complete Registration' });

const fillPasswords = async (user: User, password = newPassword, confirm = password) => {
  await user.type(screen.getByLabelText('New Password', { exact: true }), password);
  await user.type(screen.getByLabelText('Confirm New Password', { exact: true }), confirm);
};

const answerComplete = (resolver: Parameters<typeof http.post>[1]) =>
  server.use(http.post(apiUrl('/complete-user-registration'), resolver));

describe('forgot-password screen: temporary-password path', () => {
  it('starts at step 1 without a code field, the button disabled until the box is ticked', async () => {
    const user = userEvent.setup();
    await renderTemporaryPath();
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(agreement()).toHaveAccessibleName(
      'I am at least 18 years old and agree to the Terms of Service and Privacy Policy.',
    );
    expect(submitButton()).toBeDisabled();
    await user.click(agreement());
    expect(submitButton()).toBeEnabled();
    await user.click(agreement());
    expect(submitButton()).toBeDisabled();
  });

  it('opens the Terms of Service and the Privacy Policy as modals', async () => {
    const user = userEvent.setup();
    const { location } = await renderTemporaryPath();
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(terms).toHaveTextContent('1.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(terms).not.toBeInTheDocument());
    expect(agreement()).not.toBeChecked();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
    expect(location().pathname).toBe('/auth/forgot-password');
  });

  it('checks the passwords first', async () => {
    const user = userEvent.setup();
    await renderTemporaryPath();
    await user.click(agreement());
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(passwordResetMessages.allFieldsRequired);
    await fillPasswords(user, newPassword, `${newPassword}x`);
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(passwordResetMessages.passwordsDoNotMatch);
  });

  it('shows the server reason on a 400', async () => {
    const user = userEvent.setup();
    answerComplete(() =>
      HttpResponse.json(errorBody(400, 'VALIDATION', 'Pick a different password.'), {
        status: 400,
      }),
    );
    await renderTemporaryPath();
    await fillPasswords(user);
    await user.click(agreement());
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick a different password.');
  });

  it('says the registration failed on a 401', async () => {
    const user = userEvent.setup();
    answerComplete(() =>
      HttpResponse.json(errorBody(401, 'INVALID_CREDENTIALS', 'x'), { status: 401 }),
    );
    await renderTemporaryPath();
    await fillPasswords(user);
    await user.click(agreement());
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(registrationMessages.completeFailed);
  });

  it('completes, signs in with the new password and lands on /home', async () => {
    const user = userEvent.setup();
    const completed: unknown[] = [];
    const logins: unknown[] = [];
    const chat = recordAssistant();
    answerComplete(async ({ request }) => {
      completed.push(await request.json());
      return HttpResponse.json({ status: 200, message: 'Registration complete.' });
    });
    server.use(
      http.post(apiUrl('/login'), async ({ request }) => {
        logins.push(await request.json());
        return HttpResponse.json(tokenBody({ username: 'newbie' }));
      }),
      http.get(apiUrl('/my-account-info'), () =>
        HttpResponse.json(accountInfo({ userUsername: 'newbie' })),
      ),
    );
    const { location, session } = await renderTemporaryPath();
    await fillPasswords(user);
    await user.click(agreement());
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
    expect(session.getAccessToken()).toBe('access-1');
    expect(completed).toEqual([{ username: 'newbie', newPassword, challenge: 'challenge-1' }]);
    expect(logins).toEqual([{ username: 'newbie', password: newPassword, rememberMe: false }]);
    expect(chat.registered).toEqual([formBody({ username: 'newbie', password: newPassword })]);
    expect(chat.exchanged).toEqual([formBody({ subject_token: 'access-1' })]);
  });

  it('sends the user to sign in with a notice when the sign-in afterwards fails', async () => {
    const user = userEvent.setup();
    answerComplete(() => HttpResponse.json({ status: 200, message: 'Registration complete.' }));
    server.use(http.post(apiUrl('/login'), () => new HttpResponse(null, { status: 503 })));
    const { location } = await renderTemporaryPath();
    await fillPasswords(user);
    await user.click(agreement());
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(screen.getByRole('status')).toHaveTextContent(registrationMessages.loginFailedAfter);
  });
});
