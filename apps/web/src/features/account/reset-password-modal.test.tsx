import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  apiPaths,
  passwordResetMessages,
  resetModalMessages,
  serverMessages,
} from '@rela/contracts';
import { errorBody } from '../../../test/api';
import { findDialog } from '../../../test/dialogs';
import { answerPost, fail, ok, openAccountPage } from './test-support';
import { labels } from '../../lib/labels';

const text = labels.account;
const rules = passwordResetMessages;
const goodPassword = 'New-pass-2026!';
const current = 'Rela-demo-2026!';

type User = ReturnType<typeof userEvent.setup>;

const openModal = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return findDialog({ name: text.resetTitle });
};

const fill = async (
  user: User,
  dialog: HTMLElement,
  values: { current?: string; code?: string; password?: string; confirm?: string },
) => {
  if (values.current) {
    await user.type(within(dialog).getByLabelText(text.currentPassword), values.current);
  }
  if (values.code) await user.type(within(dialog).getByLabelText(text.code), values.code);
  if (values.password) {
    await user.type(
      within(dialog).getByLabelText('New Password', { exact: true }),
      values.password,
    );
  }
  if (values.confirm) {
    await user.type(
      within(dialog).getByLabelText('Confirm New Password', { exact: true }),
      values.confirm,
    );
  }
};

const submit = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: text.resetSubmit }));

describe('Reset Password modal', () => {
  it('sends a code to the e-mail as it opens, and changes the password with code and new password', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const sent = answerPost(apiPaths.sendPasswordChangeCode, () => ok(200));
    const changed = answerPost(apiPaths.changePassword, () => ok(200, resetModalMessages.success));
    const dialog = await openModal(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(
      within(dialog).getByRole('list', { name: labels.passwordRequirements.label }),
    ).toBeVisible();
    expect(await within(dialog).findByRole('button', { name: text.resendIn(60) })).toBeDisabled();

    await fill(user, dialog, {
      current,
      code: '123456',
      password: goodPassword,
      confirm: goodPassword,
    });
    await submit(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changed).toEqual([
      { confirmationCode: '123456', newPassword: goodPassword, currentPassword: current },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(resetModalMessages.success);

    const again = await openModal(user);
    expect(within(again).getByLabelText(text.code)).toHaveValue('');
    expect(within(again).getByLabelText('New Password', { exact: true })).toHaveValue('');
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it.each([
    [{}, rules.allFieldsRequired],
    [
      { code: '123456', password: goodPassword, confirm: goodPassword },
      accountMessages.currentPasswordRequired,
    ],
    [{ current, password: goodPassword, confirm: goodPassword }, rules.codeRequired],
    [{ current, code: '123456', password: goodPassword }, rules.allFieldsRequired],
    [
      { current, code: '123456', password: goodPassword, confirm: 'Other-pass-2026!' },
      rules.passwordsDoNotMatch,
    ],
    [
      { current, code: '123456', password: 'weakpass', confirm: 'weakpass' },
      rules.requirementsNotMet,
    ],
  ])('checks %j before calling: %s', async (values, message) => {
    const user = userEvent.setup();
    await openAccountPage();
    answerPost(apiPaths.sendPasswordChangeCode, () => ok(200));
    const changed = answerPost(apiPaths.changePassword, () => ok(200));
    const dialog = await openModal(user);
    await fill(user, dialog, values);
    await submit(user, dialog);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(changed).toEqual([]);
  });

  it('shows the server text for a refused code, and editing a field clears it', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    answerPost(apiPaths.sendPasswordChangeCode, () => ok(200));
    answerPost(apiPaths.changePassword, () => fail(400, resetModalMessages.incorrectCode));
    const dialog = await openModal(user);
    await fill(user, dialog, {
      current,
      code: '123456',
      password: goodPassword,
      confirm: goodPassword,
    });
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      resetModalMessages.incorrectCode,
    );
    await user.type(within(dialog).getByLabelText(text.code), '{Backspace}');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('asks for the current password with show/hide, and shows the server refusing it (REQ-ACCOUNT-STEP-UP)', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    answerPost(apiPaths.sendPasswordChangeCode, () => ok(200));
    const changed = answerPost(apiPaths.changePassword, () =>
      fail(403, accountMessages.currentPasswordWrong),
    );
    const dialog = await openModal(user);
    const field = within(dialog).getByLabelText(text.currentPassword);
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    await fill(user, dialog, {
      current: 'Wrong-1!',
      code: '123456',
      password: goodPassword,
      confirm: goodPassword,
    });
    const [show] = within(dialog).getAllByRole('button', { name: labels.signIn.showPassword });
    await user.click(show as HTMLElement);
    expect(field).toHaveAttribute('type', 'text');
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      accountMessages.currentPasswordWrong,
    );
    expect(changed).toEqual([
      { confirmationCode: '123456', newPassword: goodPassword, currentPassword: 'Wrong-1!' },
    ]);
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says an unexpected error occurred when the server cannot be reached', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    answerPost(apiPaths.sendPasswordChangeCode, () => ok(200));
    answerPost(apiPaths.changePassword, () => Response.error());
    const dialog = await openModal(user);
    await fill(user, dialog, {
      current,
      code: '123456',
      password: goodPassword,
      confirm: goodPassword,
    });
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      resetModalMessages.unexpected,
    );
  });

  it.each([
    [undefined, resetModalMessages.sendFailed],
    [
      'Too many requests. Please wait and try again.',
      'Too many requests. Please wait and try again.',
    ],
  ])('says so when the code cannot be sent (server message %j)', async (message, shown) => {
    const user = userEvent.setup();
    await openAccountPage();
    answerPost(apiPaths.sendPasswordChangeCode, () => fail(message ? 429 : 500, message));
    const dialog = await openModal(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(shown);
  });

  it('reopened inside the cooldown (429 with Retry-After), counts down the time left instead of erring', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const sent = answerPost(apiPaths.sendPasswordChangeCode, () =>
      HttpResponse.json(errorBody(429, 'RATE_LIMITED', serverMessages.rateLimited), {
        status: 429,
        headers: { 'Retry-After': '2' },
      }),
    );
    const dialog = await openModal(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await within(dialog).findByRole('button', { name: text.resendIn(2) })).toBeDisabled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText(serverMessages.rateLimited)).toBeNull();
    expect(await within(dialog).findByRole('button', { name: text.resend })).toBeEnabled();
  });

  it('sends nothing without an e-mail address, and says to contact support', async () => {
    const user = userEvent.setup();
    await openAccountPage({ userEmail: '' });
    const sent = answerPost(apiPaths.sendPasswordChangeCode, () => ok(200));
    const dialog = await openModal(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      resetModalMessages.emailNotFound,
    );
    expect(sent).toEqual([]);
  });
});
