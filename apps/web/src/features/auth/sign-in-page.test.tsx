import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assistantPaths,
  forgotUsernameMessages,
  timing,
  serverMessages,
  signInMessages,
} from '@rela/contracts';
import {
  accountInfo,
  apiUrl,
  assistantUrl,
  chatLoginBody,
  errorBody,
  tokenBody,
} from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const username = () => screen.getByLabelText('Username');
const password = () => screen.getByLabelText('Password');

const fillIn = async (user: ReturnType<typeof userEvent.setup>, name: string, secret: string) => {
  await user.type(username(), name);
  await user.type(password(), secret);
};

const answerLogin = (resolver: Parameters<typeof http.post>[1]) =>
  server.use(http.post(apiUrl('/login'), resolver));

const answerAccountInfo = () =>
  server.use(http.get(apiUrl('/my-account-info'), () => HttpResponse.json(accountInfo())));

describe('sign-in screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every control of REQ-SIGNIN-SCREEN', () => {
    renderApp('/auth/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('requires username and password', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(username(), 'buyer');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(signInMessages.required);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderApp('/auth/login');
    await user.type(password(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('moves from Username to an empty Password on Enter, and submits from Password', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    answerLogin(async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(errorBody(401, 'INVALID_CREDENTIALS', 'x'), { status: 401 });
    });
    renderApp('/auth/login');
    await user.type(username(), 'buyer{Enter}');
    expect(password()).toHaveFocus();
    expect(bodies).toHaveLength(0);
    await user.type(password(), 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessages.badCredentials);
    expect(bodies).toEqual([{ username: 'buyer', password: 'secret', rememberMe: false }]);
  });

  it('submits on Enter in Username when the password is filled in', async () => {
    const user = userEvent.setup();
    answerLogin(() =>
      HttpResponse.json(errorBody(401, 'INVALID_CREDENTIALS', 'x'), { status: 401 }),
    );
    renderApp('/auth/login');
    await user.type(password(), 'secret');
    await user.type(username(), 'buyer{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessages.badCredentials);
  });

  it('reads Signing in... while the call is pending', async () => {
    const user = userEvent.setup();
    answerLogin(async () => {
      await delay('infinite');
      return HttpResponse.json(tokenBody());
    });
    renderApp('/auth/login');
    await fillIn(user, 'buyer', 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: signInMessages.busy })).toBeDisabled();
  });

  it('says the login timed out after the main API timeout', async () => {
    const user = userEvent.setup();
    answerLogin(async () => {
      await delay('infinite');
      return HttpResponse.json(tokenBody());
    });
    renderApp('/auth/login');
    await fillIn(user, 'buyer', 'secret');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.advanceTimersByTimeAsync(timing.mainApiTimeoutMs);
    vi.useRealTimers();
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessages.timeout);
  });

  it('shows the server message on 429', async () => {
    const user = userEvent.setup();
    answerLogin(() =>
      HttpResponse.json(errorBody(429, 'ACCOUNT_LOCKED', serverMessages.accountLocked), {
        status: 429,
        headers: { 'Retry-After': '30' },
      }),
    );
    renderApp('/auth/login');
    await fillIn(user, 'buyer', 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.accountLocked);
  });

  it('says the login failed when the server answers without a message', async () => {
    const user = userEvent.setup();
    answerLogin(() => new HttpResponse(null, { status: 502 }));
    renderApp('/auth/login');
    await fillIn(user, 'buyer', 'secret{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessages.failed);
  });

  it('goes to forgot-password with the username and challenge on 206', async () => {
    const user = userEvent.setup();
    answerLogin(() =>
      HttpResponse.json(
        { status: 206, username: 'newbie', challenge: 'challenge-1', message: 'Change it' },
        { status: 206 },
      ),
    );
    const { location } = renderApp('/auth/login');
    await fillIn(user, 'newbie', 'Temp-pass-1!{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/auth/forgot-password'));
    expect(location().state).toEqual({ username: 'newbie', challenge: 'challenge-1' });
    expect(await screen.findByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('signs in with remember me: the user record goes to localStorage', async () => {
    const user = userEvent.setup();
    answerLogin(() => HttpResponse.json(tokenBody()));
    answerAccountInfo();
    const { location, session } = renderApp('/auth/login');
    await fillIn(user, 'buyer', 'secret');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
    expect(session.getAccessToken()).toBe('access-1');
    expect(window.localStorage.getItem('rela.user')).toContain('"username":"buyer"');
    expect(window.sessionStorage.getItem('rela.user')).toBeNull();
  });

  it('signs in without remember me: the user record goes to sessionStorage', async () => {
    const user = userEvent.setup();
    answerLogin(() => HttpResponse.json(tokenBody()));
    answerAccountInfo();
    renderApp('/auth/login');
    await fillIn(user, 'buyer', 'secret{Enter}');
    expect(await screen.findByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('rela.user')).toContain('"username":"buyer"');
    expect(window.localStorage.getItem('rela.user')).toBeNull();
  });

  it('logs into the assistant by exchanging the new access token, then goes home', async () => {
    const user = userEvent.setup();
    answerLogin(() => HttpResponse.json(tokenBody()));
    answerAccountInfo();
    const exchanged: string[] = [];
    server.use(
      http.post(assistantUrl(assistantPaths.login), async ({ request }) => {
        exchanged.push(await request.text());
        return HttpResponse.json(chatLoginBody());
      }),
    );
    const { location } = renderApp('/auth/login');
    await fillIn(user, 'buyer', 'secret{Enter}');
    expect(await screen.findByRole('heading', { name: 'My Properties' })).toBeInTheDocument();
    expect(location().pathname).toBe('/home');
    expect(exchanged[0]).toBe('subject_token=access-1');
    expect(exchanged.join()).not.toContain('secret');
  });

  it('warns when the assistant login fails and goes home after 2 s anyway', async () => {
    const user = userEvent.setup();
    answerLogin(() => HttpResponse.json(tokenBody()));
    answerAccountInfo();
    server.use(
      http.post(assistantUrl(assistantPaths.login), () =>
        HttpResponse.json(errorBody(503, 'UNAVAILABLE', 'down'), { status: 503 }),
      ),
    );
    const { location } = renderApp('/auth/login');
    await fillIn(user, 'buyer', 'secret{Enter}');
    expect(await screen.findByText(signInMessages.chatLoginWarning)).toBeVisible();
    expect(location().pathname).toBe('/auth/login');
    await waitFor(() => expect(location().pathname).toBe('/home'), {
      timeout: timing.postLoginChatFailureRedirectMs + 1_000,
    });
  });

  it('validates the e-mail in the Forgot Username dialog', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/forgot-username'), () =>
        HttpResponse.json({ status: 202, message: forgotUsernameMessages.sent }, { status: 202 }),
      ),
    );
    renderApp('/auth/login');
    await user.click(screen.getByRole('button', { name: 'Forgot Username?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Username' });
    const send = screen.getByRole('button', { name: 'Send Username Reminder' });
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(forgotUsernameMessages.emailRequired);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(forgotUsernameMessages.emailInvalid);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'buyer@rela.example');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(forgotUsernameMessages.sent);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
  });
});
