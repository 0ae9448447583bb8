import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  householdMessages,
  timing,
  invitationLinkMessages,
  registrationMessages,
} from '@rela/contracts';
import { accountInfo, apiUrl, errorBody, tokenBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { formBody, recordAssistant } from '../../../test/assistant';
import { labels } from '../../lib/labels';

const requestId = '3f1c2a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
const password = 'Own-pass-2026!';
const text = labels.inviteRegistration;

type User = ReturnType<typeof userEvent.setup>;

const inviteAnswer = (email = 'invited@rela.example') => ({
  status: 200,
  message: 'Invitation is valid.',
  data: { email, role: 'buyer', inviterName: 'Rita Realtor' },
});

const answerInviteInfo = (resolver: Parameters<typeof http.get>[1]) =>
  server.use(http.get(apiUrl('/dashboard/get-invite-info'), resolver));

const validInvite = () => answerInviteInfo(() => HttpResponse.json(inviteAnswer()));

const openInvite = async (query = `?requestId=${requestId}`) => {
  const view = renderApp(`/register/invite${query}`);
  await screen.findByRole('heading', { name: text.title });
  return view;
};

const openValidated = async (query?: string) => {
  validInvite();
  const view = await openInvite(query);
  await screen.findByLabelText(text.firstName, { exact: true });
  return view;
};

const submitButton = () => screen.getByRole('button', { name: text.submit });

const fillForm = async (user: User, overrides: { username?: string } = {}) => {
  await user.type(screen.getByLabelText(text.firstName, { exact: true }), 'Nina');
  await user.type(screen.getByLabelText(text.lastName, { exact: true }), 'Newbuyer');
  await user.type(
    screen.getByLabelText(text.username, { exact: true }),
    overrides.username ?? 'nina',
  );
  await user.type(screen.getByLabelText(text.password, { exact: true }), password);
  await user.type(screen.getByLabelText(text.confirmPassword, { exact: true }), password);
  await user.click(screen.getByRole('checkbox', { name: /I am at least 18/ }));
};

const acceptRegistration = (bodies: unknown[] = []) =>
  server.use(
    http.post(apiUrl('/dashboard/verify-signup-request'), () => HttpResponse.json(inviteAnswer())),
    http.post(apiUrl('/dashboard/complete-registration'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ status: 201, message: 'Registered.' }, { status: 201 });
    }),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('invited registration: the link', () => {
  it.each([
    ['no requestId', '', invitationLinkMessages.noRequestId],
    ['an empty requestId', '?requestId=', invitationLinkMessages.noRequestId],
    [
      'a requestId of the wrong shape',
      '?requestId=abc-123',
      registrationMessages.invalidLinkFormat,
    ],
  ])('says so for %s, without a form', async (_case, query, message) => {
    await openInvite(query);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByLabelText(text.firstName)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.signInLink })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('names the household a household invitation joins, and what they will share (ADR 049)', async () => {
    answerInviteInfo(() =>
      HttpResponse.json({
        ...inviteAnswer(),
        data: { ...inviteAnswer().data, household: { memberNames: ['Jamie Lee', 'Alex Lee'] } },
      }),
    );
    await openInvite();
    expect(
      await screen.findByText(householdMessages.joining('Jamie Lee and Alex Lee')),
    ).toBeVisible();
    expect(screen.getByText(householdMessages.joiningShares)).toBeVisible();
  });

  it('says nothing of a household for an ordinary invitation', async () => {
    await openValidated();
    expect(screen.queryByText(householdMessages.joiningShares)).toBeNull();
  });

  it('shows the invited registration screen on any unknown signed-out path', async () => {
    renderApp('/some/old/link');
    expect(await screen.findByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(invitationLinkMessages.noRequestId);
  });

  it('keeps the form hidden behind a spinner until the id validates', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const asked: (string | null)[] = [];
    answerInviteInfo(async ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('requestId'));
      await answered;
      return HttpResponse.json(inviteAnswer());
    });
    await openInvite();
    expect(screen.getByRole('status')).toHaveTextContent(text.validating);
    expect(screen.queryByLabelText(text.firstName)).not.toBeInTheDocument();
    release();
    expect(await screen.findByLabelText(text.firstName, { exact: true })).toBeInTheDocument();
    expect(asked).toEqual([requestId]);
  });

  it('says a used link was used and whom to ask, with the way to sign in (410)', async () => {
    const used = invitationLinkMessages.used('Rita Realtor');
    answerInviteInfo(() =>
      HttpResponse.json(errorBody(410, 'INVITATION_USED', used), { status: 410 }),
    );
    await openInvite();
    expect(await screen.findByRole('alert')).toHaveTextContent(used);
    expect(screen.queryByText(invitationLinkMessages.invalidRequestId)).toBeNull();
    expect(screen.getByRole('link', { name: text.signInLink })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.queryByLabelText(text.firstName)).not.toBeInTheDocument();
  });

  it('says the invitation was used when the check on submit answers 410', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/dashboard/verify-signup-request'), () =>
        HttpResponse.json({}, { status: 410 }),
      ),
    );
    await openValidated();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(invitationLinkMessages.used(null));
  });

  it.each([400, 404])('says the id is invalid when the server refuses it (%i)', async (status) => {
    answerInviteInfo(() =>
      HttpResponse.json(errorBody(status, 'NOT_FOUND', registrationMessages.invalidRequestId), {
        status,
      }),
    );
    await openInvite();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      invitationLinkMessages.invalidRequestId,
    );
    expect(screen.queryByLabelText(text.firstName)).not.toBeInTheDocument();
  });

  it.each([
    [
      'a 500',
      () => HttpResponse.json(errorBody(500, 'INTERNAL', 'Internal error'), { status: 500 }),
    ],
    ['a network failure', () => HttpResponse.error()],
  ])('says the check failed on %s', async (_case, resolver) => {
    answerInviteInfo(resolver);
    await openInvite();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      invitationLinkMessages.validateFailed,
    );
  });

  it('says who invited the reader and to what, above the form', async () => {
    await openValidated();
    expect(
      screen.getByText(registrationMessages.invitedBy('Rita Realtor', 'Buyer')),
    ).toBeInTheDocument();
    expect(screen.getByText('Rita Realtor invited you to join Rela as a Buyer.')).toBeVisible();
  });

  it('uses the e-mail of the link only when it contains @', async () => {
    await openValidated(`?requestId=${requestId}&email=nina%40mail.example`);
    expect(screen.getByText('nina@mail.example')).toBeInTheDocument();
  });

  it('falls back to the invited e-mail when the link has none usable', async () => {
    await openValidated(`?requestId=${requestId}&email=not-an-address`);
    expect(screen.getByText('invited@rela.example')).toBeInTheDocument();
  });
});

describe('invited registration: the form', () => {
  it('lowercases and trims the username as typed', async () => {
    const user = userEvent.setup();
    await openValidated();
    const username = screen.getByLabelText(text.username, { exact: true });
    await user.type(username, ' NiNa');
    expect(username).toHaveValue('nina');
  });

  it('keeps submit disabled until every field is valid and the box is ticked', async () => {
    const user = userEvent.setup();
    await openValidated();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await fillForm(user);
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /I am at least 18/ }));
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText(registrationMessages.mustAgree)).toBeInTheDocument();
  });

  it('shows each field message once the field is left', async () => {
    const user = userEvent.setup();
    await openValidated();
    await user.click(screen.getByLabelText(text.firstName, { exact: true }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByText(registrationMessages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(registrationMessages.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(registrationMessages.usernameRequired)).toBeInTheDocument();
    const passwordField = screen.getByLabelText(text.password, { exact: true });
    await user.click(passwordField);
    await user.tab();
    expect(screen.getByText(registrationMessages.passwordRequired)).toBeInTheDocument();
    await user.type(passwordField, 'short');
    expect(screen.getByText(registrationMessages.passwordRequirements)).toBeInTheDocument();
    const confirm = screen.getByLabelText(text.confirmPassword, { exact: true });
    await user.type(confirm, 'other');
    await user.tab();
    expect(screen.getByText(registrationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows and hides each password', async () => {
    const user = userEvent.setup();
    await openValidated();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[0]!);
    expect(screen.getByLabelText(text.password, { exact: true })).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(text.confirmPassword, { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
  });

  it('opens the Terms of Service as a modal', async () => {
    const user = userEvent.setup();
    const { location } = await openValidated();
    const link = screen.getByRole('link', { name: 'Terms of Service' });
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
    expect(location().pathname).toBe('/register/invite');
    // Closed, it gives the focus back to its link.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(link).toHaveFocus();
  });
});

describe('invited registration: submitting', () => {
  it('registers, signs in, waits 2 s and lands on /home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const bodies: unknown[] = [];
    const logins: unknown[] = [];
    acceptRegistration(bodies);
    const chat = recordAssistant();
    server.use(
      http.post(apiUrl('/login'), async ({ request }) => {
        logins.push(await request.json());
        return HttpResponse.json(tokenBody({ username: 'nina' }));
      }),
      http.get(apiUrl('/my-account-info'), () =>
        HttpResponse.json(accountInfo({ userUsername: 'nina', userFirstName: 'Nina' })),
      ),
    );
    const { location, queryClient } = await openValidated(
      `?requestId=${requestId}&email=nina%40mail.example`,
    );
    await fillForm(user, { username: 'Nina' });
    await user.click(submitButton());
    expect(await screen.findByText(text.signingIn)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        username: 'nina',
        password,
        requestId,
        firstName: 'Nina',
        lastName: 'Newbuyer',
        email: 'nina@mail.example',
      },
    ]);
    expect(logins).toEqual([{ username: 'nina', password, rememberMe: false }]);
    await waitFor(() => expect(chat.exchanged).toEqual([formBody({ subject_token: 'access-1' })]));
    expect(chat.registered).toEqual([formBody({ username: 'nina', password })]);
    expect(location().pathname).toBe('/register/invite');
    await act(async () => {
      vi.advanceTimersByTime(timing.postRegistrationRedirectMs);
    });
    await waitFor(() => expect(location().pathname).toBe('/home'));
    // /home's reads end here, not under the next test's handlers.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it('reads Creating Account... while busy', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/dashboard/verify-signup-request'), async () => {
        await delay('infinite');
        return HttpResponse.json(inviteAnswer());
      }),
    );
    await openValidated();
    await fillForm(user);
    await user.click(submitButton());
    expect(
      await screen.findByRole('button', { name: registrationMessages.creatingAccount }),
    ).toBeDisabled();
  });

  it('sends the user to sign in when the sign-in after registration fails', async () => {
    const user = userEvent.setup();
    acceptRegistration();
    server.use(
      http.post(apiUrl('/login'), () =>
        HttpResponse.json(errorBody(401, 'UNAUTHORIZED', 'Bad credentials'), { status: 401 }),
      ),
    );
    const { location } = await openValidated();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(screen.getByText(registrationMessages.loginFailedAfter)).toBeInTheDocument();
  });

  it('says the invitation is gone when the check on submit answers 404', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/dashboard/verify-signup-request'), () =>
        HttpResponse.json(errorBody(404, 'NOT_FOUND', 'Not found'), { status: 404 }),
      ),
    );
    await openValidated();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      registrationMessages.invalidRequestId,
    );
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    [
      'a 404',
      () => HttpResponse.json(errorBody(404, 'NOT_FOUND', 'Not found'), { status: 404 }),
      registrationMessages.invalidRequestId,
    ],
    [
      'a 409 with the server message',
      () =>
        HttpResponse.json(errorBody(409, 'CONFLICT', 'That username is taken.'), { status: 409 }),
      'That username is taken.',
    ],
    [
      'a 500',
      () => HttpResponse.json(errorBody(500, 'INTERNAL', 'Internal error'), { status: 500 }),
      registrationMessages.completeFailed,
    ],
    ['a network failure', () => HttpResponse.error(), registrationMessages.completeFailed],
    [
      'an answer of the wrong shape',
      () => HttpResponse.json({ unexpected: true }, { status: 201 }),
      registrationMessages.failed,
    ],
  ])('shows the right text for %s on completing', async (_case, resolver, message) => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/dashboard/verify-signup-request'), () =>
        HttpResponse.json(inviteAnswer()),
      ),
      http.post(apiUrl('/dashboard/complete-registration'), resolver),
    );
    await openValidated();
    await fillForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
