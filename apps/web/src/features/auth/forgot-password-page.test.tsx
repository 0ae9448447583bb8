import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordResetMessages, timing, serverMessages } from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const text = passwordResetMessages;
const codeSentBody = { status: 200, message: passwordResetMessages.codeSent };
const goodPassword = 'New-pass-2026!';

type User = ReturnType<typeof userEvent.setup>;

const answerForgotPassword = (resolver: Parameters<typeof http.post>[1]) =>
  server.use(http.post(apiUrl('/forgot-password'), resolver));

const answerConfirm = (resolver: Parameters<typeof http.post>[1]) =>
  server.use(http.post(apiUrl('/confirm-new-password'), resolver));

const newPassword = () => screen.getByLabelText('New Password', { exact: true });
const confirmPassword = () => screen.getByLabelText('Confirm New Password', { exact: true });
const code = () => screen.getByLabelText('Verification Code');
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

/** Step 0 with a server that accepts the request, then on to step 1. */
const reachStepOne = async (user: User) => {
  answerForgotPassword(() => HttpResponse.json(codeSentBody));
  const view = renderApp('/auth/forgot-password');
  await user.type(await screen.findByLabelText('Username'), 'buyer');
  await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  await screen.findByLabelText('Verification Code');
  return view;
};

const fillStepOne = async (
  user: User,
  values: { password?: string; confirm?: string; code?: string },
) => {
  if (values.password) await user.type(newPassword(), values.password);
  if (values.confirm) await user.type(confirmPassword(), values.confirm);
  if (values.code) await user.type(code(), values.code);
};

describe('forgot-password screen: reset path', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at step 0 with a username field and Back to Login', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('asks for the username', async () => {
    const user = userEvent.setup();
    renderApp('/auth/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByRole('alert')).toHaveTextContent(text.enterUsername);
  });

  it('reads Processing... while the code is requested, then moves to step 1 on 200', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let answer = () => {};
    answerForgotPassword(async ({ request }) => {
      bodies.push(await request.json());
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json(codeSentBody);
    });
    renderApp('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Username'), '  buyer ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('button', { name: text.processing })).toBeDisabled();
    answer();
    expect(await screen.findByLabelText('Verification Code')).toHaveAttribute('maxLength', '6');
    expect(bodies).toEqual([{ username: 'buyer' }]);
    expect(screen.getByRole('status')).toHaveTextContent(codeSentBody.message);
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Resend Code in 60s' })).toBeDisabled();
  });

  it('shows the server message, or the generic text, when the code cannot be sent', async () => {
    const user = userEvent.setup();
    answerForgotPassword(() =>
      HttpResponse.json(errorBody(429, 'RATE_LIMITED', serverMessages.rateLimited), {
        status: 429,
      }),
    );
    renderApp('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Username'), 'buyer');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.rateLimited);
    answerForgotPassword(() => new HttpResponse(null, { status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text.sendFailed));
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
  });

  it('ticks the four rules off live', async () => {
    const user = userEvent.setup();
    await reachStepOne(user);
    const rules = within(screen.getByRole('list', { name: 'Password requirements' }));
    const met = () => rules.getAllByRole('listitem').map((item) => item.dataset.met);
    expect(met()).toEqual(['false', 'false', 'false', 'false']);
    await user.type(newPassword(), 'abC');
    expect(met()).toEqual(['true', 'true', 'false', 'false']);
    await user.type(newPassword(), '1!xyzw');
    expect(met()).toEqual(['true', 'true', 'true', 'true']);
  });

  it('shows and hides each password on its own', async () => {
    const user = userEvent.setup();
    await reachStepOne(user);
    const [showNew, showConfirm] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showNew!);
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    await user.click(showConfirm!);
    expect(confirmPassword()).toHaveAttribute('type', 'text');
  });

  it('keeps only digits in the code, at most six', async () => {
    const user = userEvent.setup();
    await reachStepOne(user);
    await user.type(code(), '12a3-45678');
    expect(code()).toHaveValue('123456');
  });

  it.each([
    ['nothing', {}, text.allFieldsRequired],
    ['no confirmation', { password: goodPassword, code: '123456' }, text.allFieldsRequired],
    ['no code', { password: goodPassword, confirm: goodPassword }, text.codeRequired],
    [
      'different passwords',
      { password: goodPassword, confirm: `${goodPassword}x`, code: '123456' },
      text.passwordsDoNotMatch,
    ],
    [
      'a weak password',
      { password: 'weakpass', confirm: 'weakpass', code: '123456' },
      text.requirementsNotMet,
    ],
  ])('refuses %s', async (_, values, message) => {
    const user = userEvent.setup();
    await reachStepOne(user);
    await fillStepOne(user, values);
    await user.click(resetButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says the code is wrong on a 400', async () => {
    const user = userEvent.setup();
    await reachStepOne(user);
    answerConfirm(() => HttpResponse.json(errorBody(400, 'INVALID_CODE', 'x'), { status: 400 }));
    await fillStepOne(user, { password: goodPassword, confirm: goodPassword, code: '123456' });
    await user.click(resetButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.incorrectCode);
  });

  it('says something went wrong on any other failure', async () => {
    const user = userEvent.setup();
    await reachStepOne(user);
    answerConfirm(() => HttpResponse.json(errorBody(500, 'INTERNAL', 'x'), { status: 500 }));
    await fillStepOne(user, { password: goodPassword, confirm: goodPassword, code: '123456' });
    await user.click(resetButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.resetFailed);
  });

  it('resets, reading Processing... meanwhile, and goes to sign-in with the notice', async () => {
    const user = userEvent.setup();
    const { location } = await reachStepOne(user);
    const bodies: unknown[] = [];
    let answer = () => {};
    answerConfirm(async ({ request }) => {
      bodies.push(await request.json());
      await new Promise<void>((resolve) => (answer = resolve));
      return HttpResponse.json({ status: 200, message: 'Password changed.' });
    });
    await fillStepOne(user, { password: goodPassword, confirm: goodPassword, code: '654321' });
    await user.click(resetButton());
    expect(await screen.findByRole('button', { name: text.processing })).toBeDisabled();
    answer();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth/login');
    expect(screen.getByRole('status')).toHaveTextContent(text.success);
    expect(bodies).toEqual([
      { username: 'buyer', newPassword: goodPassword, confirmationCode: '654321' },
    ]);
  });
});

describe('forgot-password screen: Resend Code countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const fakeClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('counts 60 s down, then allows a resend, which restarts it', async () => {
    fakeClock();
    const user = userEvent.setup();
    await reachStepOne(user);
    await pass(1_000);
    expect(screen.getByRole('button', { name: 'Resend Code in 59s' })).toBeDisabled();
    await pass(timing.resendCooldownMs - 2_000);
    expect(screen.getByRole('button', { name: 'Resend Code in 1s' })).toBeDisabled();
    await pass(1_000);
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeEnabled();
    answerForgotPassword(() => HttpResponse.json({ status: 200, message: 'Sent again.' }));
    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend Code in 60s' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sent again.');
    await pass(30_000);
    expect(screen.getByRole('button', { name: 'Resend Code in 30s' })).toBeDisabled();
  });

  it('shows the 429 message on resend and restarts nothing', async () => {
    fakeClock();
    const user = userEvent.setup();
    await reachStepOne(user);
    await pass(timing.resendCooldownMs);
    answerForgotPassword(() =>
      HttpResponse.json(errorBody(429, 'RATE_LIMITED', serverMessages.rateLimited), {
        status: 429,
        headers: { 'Retry-After': '12' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.rateLimited);
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('says the resend failed on any other failure', async () => {
    fakeClock();
    const user = userEvent.setup();
    await reachStepOne(user);
    await pass(timing.resendCooldownMs);
    answerForgotPassword(() => HttpResponse.json(errorBody(500, 'INTERNAL', 'x'), { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.resendFailed);
  });
});
