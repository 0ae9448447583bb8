import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  teamMessages,
  apiPaths,
  passwordResetMessages,
  catalogueMessageOf,
  changePasswordRequestSchema,
  completeRegistrationRequestSchema,
  completeUserRegistrationRequestSchema,
  confirmCodeRequestSchema,
  confirmNewPasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotUsernameRequestSchema,
  inviteUserRequestSchema,
  isCatalogueText,
  loginRequestSchema,
  registrationMessages,
  type Role,
  serverMessages,
  updateEmailRequestSchema,
  updatePhoneRequestSchema,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../test/api';
import { findDialog } from '../../test/dialogs';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { storedSignIn } from '../../test/signed-in';
import { labels } from '../lib/labels';

/**
 * Every form of the web app, sent empty and with malformed values: what the user reads is always a
 * sentence of the message catalogue, never a schema library's wording (REQ-RESET-ERRORS, REQ-REG-INVITE-RULES and the rest).
 */

const libraryWording =
  /\bexpected\b|too small|too big|invalid input|invalid_|must contain|>=|<=|\breceived\b|zod/i;

type User = ReturnType<typeof userEvent.setup>;
type Case = 'empty' | 'malformed';

/** The requests the forms send, with the contracts' schemas the server validates them with. */
const requestSchemas: Record<string, z.ZodMiniType> = {
  [apiPaths.login]: loginRequestSchema,
  [apiPaths.forgotUsername]: forgotUsernameRequestSchema,
  [apiPaths.forgotPassword]: forgotPasswordRequestSchema,
  [apiPaths.confirmNewPassword]: confirmNewPasswordRequestSchema,
  [apiPaths.completeUserRegistration]: completeUserRegistrationRequestSchema,
  [apiPaths.completeRegistration]: completeRegistrationRequestSchema,
  [apiPaths.verifySignupRequest]: completeRegistrationRequestSchema,
  [apiPaths.inviteUser]: inviteUserRequestSchema,
  [apiPaths.updateEmail]: updateEmailRequestSchema,
  [apiPaths.updatePhoneNumber]: updatePhoneRequestSchema,
  [apiPaths.confirmEmail]: confirmCodeRequestSchema,
  [apiPaths.confirmPhoneNumber]: confirmCodeRequestSchema,
  [apiPaths.changePassword]: changePasswordRequestSchema,
};

/** A server that refuses every form's request the way the real one refuses a bad value: a 400. */
const refusingServer = () =>
  server.use(
    ...Object.entries(requestSchemas).map(([path, schema]) =>
      http.post(apiUrl(path), async ({ request }) => {
        const parsed = schema.safeParse(await request.json().catch(() => null));
        const message = parsed.success
          ? serverMessages.validation
          : catalogueMessageOf(parsed.error.issues, serverMessages.validation);
        return HttpResponse.json(errorBody(400, 'VALIDATION', message), { status: 400 });
      }),
    ),
  );

const malformedValue = (input: HTMLInputElement): string => {
  if (input.type === 'email') return 'not-an-address';
  if (input.type === 'tel') return '12';
  if (input.type === 'password') return 'short';
  if (input.inputMode === 'numeric') return '12';
  return ' x y ';
};

const textInputs = (form: HTMLElement) =>
  [...form.querySelectorAll('input')].filter(
    (input) => input.type !== 'checkbox' && input.type !== 'hidden' && !input.readOnly,
  );

/** The messages on screen: alerts, and each field's message it points to with aria-describedby. */
const shownMessages = (scope: HTMLElement): string[] => {
  const alerts = [...document.querySelectorAll('[role="alert"]')];
  const described = textInputs(scope).flatMap((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null),
  );
  return [...alerts, ...described]
    .map((element) => (element.textContent ?? '').trim())
    .filter(Boolean);
};

/** Fills the form (empty or malformed), ticks its boxes, sends it and checks what it says. */
const sendAndCheck = async (user: User, form: HTMLElement, how: Case) => {
  for (const input of textInputs(form)) {
    await user.clear(input);
    if (how === 'malformed') await user.type(input, malformedValue(input));
  }
  for (const box of within(form).queryAllByRole('checkbox')) {
    if (!(box as HTMLInputElement).checked) await user.click(box);
  }
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (submit && !submit.disabled) await user.click(submit);
  await waitFor(() => {
    const shown = shownMessages(form);
    for (const text of shown) expect(text).not.toMatch(libraryWording);
    expect(document.body.textContent ?? '').not.toMatch(/Too small|Too big|Invalid input/);
    // A sentence of the catalogue says what is wrong; an empty form may instead keep Send disabled.
    if (how === 'empty' && submit?.disabled && shown.length === 0) return;
    expect(shown.filter(isCatalogueText)).not.toEqual([]);
  });
};

const formOf = (element: HTMLElement): HTMLElement => {
  const form = element.closest('form');
  if (!form) throw new Error('No form around the element.');
  return form;
};

const cases: Case[] = ['empty', 'malformed'];

beforeEach(() => {
  refusingServer();
});

describe('no schema library wording on any form', () => {
  it.each(cases)('sign-in (%s)', async (how) => {
    const user = userEvent.setup();
    renderApp('/auth/login');
    await sendAndCheck(user, formOf(await screen.findByLabelText('Username')), how);
  });

  it.each(cases)('forgot username (%s)', async (how) => {
    const user = userEvent.setup();
    renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot Username?' }));
    const dialog = await findDialog();
    await sendAndCheck(user, formOf(within(dialog).getByLabelText('Email')), how);
  });

  it.each(cases)('forgot password, username step (%s)', async (how) => {
    const user = userEvent.setup();
    renderApp('/auth/forgot-password');
    await sendAndCheck(user, formOf(await screen.findByLabelText('Username')), how);
  });

  it.each(cases)('forgot password, code and new password step (%s)', async (how) => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl(apiPaths.forgotPassword), () =>
        HttpResponse.json({ status: 200, message: passwordResetMessages.codeSent }),
      ),
    );
    renderApp('/auth/forgot-password');
    await user.type(await screen.findByLabelText('Username'), 'buyer');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await sendAndCheck(user, formOf(await screen.findByLabelText('Verification Code')), how);
  });

  it.each(cases)('first-time registration (%s)', async (how) => {
    const user = userEvent.setup();
    const view = renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Sign In' });
    await view.router.navigate('/auth/forgot-password', {
      state: { username: 'newbie', challenge: 'challenge-1' },
    });
    const field = await screen.findByLabelText('New Password', { exact: true });
    await sendAndCheck(user, formOf(field), how);
  });

  it.each(cases)('invited registration (%s)', async (how) => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl(apiPaths.getInviteInfo), () =>
        HttpResponse.json({
          status: 200,
          message: registrationMessages.inviteValid,
          data: { email: 'invited@rela.example', role: 'buyer', inviterName: 'Rita Realtor' },
        }),
      ),
    );
    renderApp('/register/invite?requestId=3f1c2a7e-1d2b-4c5d-8e9f-0a1b2c3d4e5f');
    const field = await screen.findByLabelText(labels.inviteRegistration.firstName, {
      exact: true,
    });
    await sendAndCheck(user, formOf(field), how);
  });

  const inviters: [Role, string, string][] = [
    ['realtor', '/buyers', labels.team.addBuyer],
    ['team-leader', '/team', labels.team.addRealtor],
    ['company-owner', '/leaders', labels.team.addTeamLead],
  ];
  describe.each(inviters)('the %s add-user dialog', (role, path, add) => {
    it.each(cases)('%s', async (how) => {
      const user = userEvent.setup();
      storedSignIn({ userRole: role, userUsername: role });
      renderApp(path);
      await user.click(await screen.findByRole('button', { name: add }));
      const dialog = await findDialog();
      await sendAndCheck(user, formOf(within(dialog).getByLabelText('Email')), how);
    });

    it('an address too long for the contract', async () => {
      const user = userEvent.setup();
      storedSignIn({ userRole: role, userUsername: role });
      renderApp(path);
      await user.click(await screen.findByRole('button', { name: add }));
      const dialog = await findDialog();
      await user.type(within(dialog).getByLabelText('Email'), `${'a'.repeat(250)}@rela.example`);
      await user.click(within(dialog).getByRole('button', { name: labels.team.sendInvite }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        teamMessages.inviteEmailInvalid,
      );
    });
  });

  const account = labels.account;
  const openAccount = async (user: User, change: string) => {
    storedSignIn();
    renderApp('/account');
    await user.click(await screen.findByRole('button', { name: change }));
  };

  it.each(cases)('e-mail change (%s)', async (how) => {
    const user = userEvent.setup();
    await openAccount(user, 'Change Email');
    await sendAndCheck(user, formOf(screen.getByLabelText(account.newEmail)), how);
  });

  it.each(cases)('phone change (%s)', async (how) => {
    const user = userEvent.setup();
    await openAccount(user, 'Change Phone');
    await sendAndCheck(user, formOf(screen.getByLabelText(account.newPhone)), how);
  });

  it.each(cases)('password change modal (%s)', async (how) => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl(apiPaths.sendPasswordChangeCode), () =>
        HttpResponse.json({ status: 200, message: 'sent' }),
      ),
    );
    await openAccount(user, 'Change Password');
    const dialog = await findDialog({ name: account.resetTitle });
    await sendAndCheck(user, formOf(within(dialog).getByLabelText(account.code)), how);
  });

  it.each([
    ['Change Email', account.newEmail, apiPaths.updateEmail, 'new@rela.example'],
    ['Change Phone', account.newPhone, apiPaths.updatePhoneNumber, '4155550123'],
  ])('the code input of %s', async (change, label, path, value) => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl(path), () =>
        HttpResponse.json({ status: 201, message: 'sent' }, { status: 201 }),
      ),
    );
    await openAccount(user, change);
    const form = formOf(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
    await user.type(within(form).getByLabelText(account.currentPassword), 'Rela-demo-2026!');
    for (const box of within(form).queryAllByRole('checkbox')) await user.click(box);
    await user.click(within(form).getByRole('button', { name: account.sendCode }));
    const code = await screen.findByLabelText(account.code);
    for (const how of cases) await sendAndCheck(user, formOf(code), how);
  });
});
