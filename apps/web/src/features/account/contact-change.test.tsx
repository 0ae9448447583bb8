import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMessages, apiPaths } from '@rela/contracts';
import { answerPost, fail, ok, openAccountPage } from './test-support';
import { labels } from '../../lib/labels';

const text = labels.account;
const errors = accountMessages;

type User = ReturnType<typeof userEvent.setup>;

afterEach(() => {
  vi.useRealTimers();
});

const contact = () => screen.getByRole('region', { name: text.contactTitle });
const sendCode = () => within(contact()).getByRole('button', { name: text.sendCode });
const codeField = () => within(contact()).getByLabelText(text.code);
const confirm = () => within(contact()).getByRole('button', { name: text.confirm });

const currentPassword = 'Rela-demo-2026!';
const currentPasswordField = () => within(contact()).getByLabelText(text.currentPassword);

/** Opens a change and types the current password, unless `password` is false. */
const startChange = async (user: User, change: 'Email' | 'Phone', password = true) => {
  await user.click(within(contact()).getByRole('button', { name: `Change ${change}` }));
  if (password) await user.type(currentPasswordField(), currentPassword);
  return within(contact()).getByLabelText(change === 'Email' ? text.newEmail : text.newPhone);
};
const startEmail = (user: User, password?: boolean) => startChange(user, 'Email', password);
const startPhone = (user: User, password?: boolean) => startChange(user, 'Phone', password);

/** The e-mail flow up to the code step, with a server that sends the code. */
const emailCodeStep = async (user: User) => {
  const bodies = answerPost(apiPaths.updateEmail, () => ok(201));
  await user.type(await startEmail(user), 'new@rela.example');
  await user.click(sendCode());
  await screen.findByText(text.codeSentTo('new@rela.example'));
  return bodies;
};

describe('e-mail change', () => {
  it('checks the address as typed and keeps Send Code disabled until it is valid and new', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const input = await startEmail(user);
    expect(sendCode()).toBeDisabled();
    await user.type(input, 'not-an-address');
    expect(screen.getByText(errors.emailInvalid)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sendCode()).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Buyer@Rela.example');
    expect(screen.getByText(errors.emailSame)).toBeVisible();
    expect(sendCode()).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'new@rela.example');
    expect(screen.queryByText(errors.emailSame)).toBeNull();
    expect(sendCode()).toBeEnabled();
  });

  it('sends the code, counts down 60 s, and confirms: the account is refreshed and the flow closes', async () => {
    const user = userEvent.setup();
    const page = await openAccountPage({ emailVerified: false });
    const bodies = await emailCodeStep(user);
    expect(bodies).toEqual([{ userEmail: 'new@rela.example', currentPassword }]);
    expect(within(contact()).getByRole('button', { name: text.resendIn(60) })).toBeDisabled();

    const confirmed = answerPost(apiPaths.confirmEmail, () => ok(200));
    page.becomes({ userEmail: 'new@rela.example', emailVerified: true });
    const loadsBefore = page.loads();
    await user.type(codeField(), '123456');
    await user.click(confirm());
    await waitFor(() => expect(within(contact()).queryByLabelText(text.code)).toBeNull());
    expect(confirmed).toEqual([{ confirmationCode: '123456' }]);
    expect(page.loads()).toBeGreaterThan(loadsBefore);
    expect(within(contact()).getByText('new@rela.example')).toBeVisible();
    expect(within(contact()).getAllByText(text.verified)).toHaveLength(2);
  });

  it('asks for exactly 6 digits before confirming', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    await emailCodeStep(user);
    const confirmed = answerPost(apiPaths.confirmEmail, () => ok(200));
    await user.type(codeField(), '12a34');
    expect(codeField()).toHaveValue('1234');
    await user.click(confirm());
    expect(within(contact()).getByRole('alert')).toHaveTextContent(errors.emailCode);
    expect(confirmed).toEqual([]);
    await user.type(codeField(), '5');
    expect(within(contact()).queryByRole('alert')).toBeNull();
  });

  it('says Invalid confirmation code. when the code is refused', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    await emailCodeStep(user);
    answerPost(apiPaths.confirmEmail, () => fail(400, 'Something else'));
    await user.type(codeField(), '654321');
    await user.click(confirm());
    expect(await within(contact()).findByRole('alert')).toHaveTextContent(errors.invalidCode);
  });

  it.each([
    [409, 'Taken, says the server.', 'Taken, says the server.'],
    [409, undefined, errors.emailInUse],
    [500, undefined, errors.emailUpdateFailed],
    [400, 'Please enter a different email address.', 'Please enter a different email address.'],
  ])('shows the text for a %i answer (server message %j)', async (status, message, shown) => {
    const user = userEvent.setup();
    await openAccountPage();
    answerPost(apiPaths.updateEmail, () => fail(status, message));
    await user.type(await startEmail(user), 'new@rela.example');
    await user.click(sendCode());
    expect(await within(contact()).findByRole('alert')).toHaveTextContent(shown);
    expect(within(contact()).queryByLabelText(text.code)).toBeNull();
  });

  it.each([
    ['Sent, but differently.', 'Sent, but differently.'],
    ['', errors.emailUpdateInitFailed],
  ])('treats a 200 instead of 201 as a failure (message %j)', async (message, shown) => {
    const user = userEvent.setup();
    await openAccountPage();
    answerPost(apiPaths.updateEmail, () => ok(200, message));
    await user.type(await startEmail(user), 'new@rela.example');
    await user.click(sendCode());
    expect(await within(contact()).findByRole('alert')).toHaveTextContent(shown);
  });

  it('resends once the countdown is over and restarts it; a failed resend says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openAccountPage();
    await emailCodeStep(user);
    const resent = answerPost(apiPaths.resendVerification, () => ok(200));
    act(() => vi.advanceTimersByTime(30_000));
    expect(within(contact()).getByRole('button', { name: /Resend Code in 3\ds/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(31_000));
    await user.click(within(contact()).getByRole('button', { name: text.resend }));
    expect(
      await within(contact()).findByRole('button', { name: text.resendIn(60) }),
    ).toBeDisabled();
    expect(resent).toEqual([{ verification_type: 'email' }]);

    answerPost(apiPaths.resendVerification, () => fail(503));
    act(() => vi.advanceTimersByTime(61_000));
    await user.click(within(contact()).getByRole('button', { name: text.resend }));
    expect(await within(contact()).findByRole('alert')).toHaveTextContent(errors.resendFailed);
  });

  it('asks for the current password (shown or hidden) before sending, and shows a refusal of it (REQ-ACCOUNT-STEP-UP)', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const bodies = answerPost(apiPaths.updateEmail, () => fail(403, errors.currentPasswordWrong));
    await user.type(await startEmail(user, false), 'new@rela.example');
    await user.click(sendCode());
    expect(screen.getByText(errors.currentPasswordRequired)).toBeVisible();
    expect(currentPasswordField()).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.type(currentPasswordField(), 'Wrong-pass-1!');
    expect(currentPasswordField()).toHaveAttribute('type', 'password');
    await user.click(within(contact()).getByRole('button', { name: labels.signIn.showPassword }));
    expect(currentPasswordField()).toHaveAttribute('type', 'text');
    expect(currentPasswordField()).toHaveAttribute('autocomplete', 'current-password');
    await user.click(sendCode());
    expect(await within(contact()).findByRole('alert')).toHaveTextContent(
      errors.currentPasswordWrong,
    );
    expect(bodies).toEqual([{ userEmail: 'new@rela.example', currentPassword: 'Wrong-pass-1!' }]);
    expect(within(contact()).queryByLabelText(text.code)).toBeNull();
  });

  it('Cancel returns to the view', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    await emailCodeStep(user);
    await user.click(within(contact()).getByRole('button', { name: text.cancel }));
    expect(within(contact()).queryByLabelText(text.code)).toBeNull();
    expect(within(contact()).queryByLabelText(text.newEmail)).toBeNull();
  });

  it('starting a phone change closes the e-mail code step, and the other way round', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    await emailCodeStep(user);
    await startPhone(user);
    expect(within(contact()).queryByLabelText(text.code)).toBeNull();
    expect(within(contact()).getByLabelText(text.newPhone)).toBeVisible();
    await startEmail(user);
    expect(within(contact()).queryByLabelText(text.newPhone)).toBeNull();
  });
});

describe('phone change', () => {
  it('formats US numbers as typed: digits only, a leading 1, at most 11 digits', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const input = await startPhone(user);
    await user.type(input, '(415) 555-01234567');
    expect(input).toHaveValue('+1-415-555-0123');
    await user.clear(input);
    await user.type(input, 'abc1415');
    expect(input).toHaveValue('+1-415');
  });

  it('edits a digit in the middle and keeps the caret behind it', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const input = (await startPhone(user)) as HTMLInputElement;
    await user.type(input, '6505551234');
    expect(input).toHaveValue('+1-650-555-1234');
    input.setSelectionRange(6, 6); // after "650"
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('+1-655-551-234');
    expect(input.selectionStart).toBe(5);
    await user.keyboard('1');
    expect(input).toHaveValue('+1-651-555-1234');
    expect(input.selectionStart).toBe(6);
  });

  it('Backspace right after a dash deletes the digit before it', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const input = (await startPhone(user)) as HTMLInputElement;
    await user.type(input, '6505551234');
    input.setSelectionRange(7, 7); // after "650-"
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('+1-655-551-234');
    expect(input.selectionStart).toBe(5);
  });

  it('shows every phone rule as its input breaks it', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    const input = await startPhone(user);
    await user.type(input, '41555501');
    expect(input).toHaveValue('+1-415-555-01');
    expect(screen.getByText(errors.phoneShort)).toBeVisible();
    await user.type(input, '2');
    expect(input).toHaveValue('+1-415-555-012');
    expect(screen.getByText(errors.phoneNotUs)).toBeVisible();
    await user.clear(input);
    await user.type(input, '5551234567');
    expect(screen.getByText(errors.phoneSame)).toBeVisible();
  });

  it('asks for the number when Send Code is pressed on an empty field', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    await startPhone(user);
    await user.click(sendCode());
    expect(screen.getByText(errors.phoneShort)).toBeVisible();
  });

  it('needs the SMS consent before sending, then sends +1 and the digits', async () => {
    const user = userEvent.setup();
    await openAccountPage({ userPhoneNumber: null });
    const bodies = answerPost(apiPaths.updatePhoneNumber, () => ok(201));
    await user.type(await startPhone(user), '4155550123');
    await user.click(sendCode());
    expect(within(contact()).getByRole('alert')).toHaveTextContent(errors.smsConsent);
    expect(bodies).toEqual([]);
    const consent = within(contact()).getByRole('checkbox', { name: /up to 4 messages a month/ });
    await user.click(consent);
    expect(within(contact()).queryByRole('alert')).toBeNull();
    await user.click(sendCode());
    expect(await screen.findByText(text.codeSentTo('+1-415-555-0123'))).toBeVisible();
    expect(bodies).toEqual([{ phoneNumber: '+14155550123', currentPassword }]);
  });

  it('asks for the current password before texting a code (REQ-ACCOUNT-STEP-UP)', async () => {
    const user = userEvent.setup();
    await openAccountPage({ userPhoneNumber: null });
    const bodies = answerPost(apiPaths.updatePhoneNumber, () => ok(201));
    await user.type(await startPhone(user, false), '4155550123');
    await user.click(within(contact()).getByRole('checkbox'));
    await user.click(sendCode());
    expect(screen.getByText(errors.currentPasswordRequired)).toBeVisible();
    expect(bodies).toEqual([]);
    await user.type(currentPasswordField(), currentPassword);
    await user.click(sendCode());
    expect(await screen.findByText(text.codeSentTo('+1-415-555-0123'))).toBeVisible();
    expect(bodies).toEqual([{ phoneNumber: '+14155550123', currentPassword }]);
  });

  const phoneCodeStep = async (user: User) => {
    answerPost(apiPaths.updatePhoneNumber, () => ok(201));
    await user.type(await startPhone(user), '4155550123');
    await user.click(within(contact()).getByRole('checkbox'));
    await user.click(sendCode());
    await screen.findByText(text.codeSentTo('+1-415-555-0123'));
  };

  it('confirms the code and shows the new number verified', async () => {
    const user = userEvent.setup();
    const page = await openAccountPage({ userPhoneNumber: null });
    await phoneCodeStep(user);
    answerPost(apiPaths.confirmPhoneNumber, () => ok(201));
    page.becomes({ userPhoneNumber: '+14155550123', phoneNumberVerified: true });
    await user.type(codeField(), '123456');
    await user.click(confirm());
    expect(await within(contact()).findByText('+1-415-555-0123')).toBeVisible();
    expect(within(contact()).getAllByText(text.verified)).toHaveLength(2);
  });

  it('asks for the 6-digit code sent to the phone', async () => {
    const user = userEvent.setup();
    await openAccountPage({ userPhoneNumber: null });
    await phoneCodeStep(user);
    await user.click(confirm());
    expect(within(contact()).getByRole('alert')).toHaveTextContent(errors.phoneCode);
  });

  it.each([
    [400, 'Invalid confirmation code.', errors.invalidCodeCheck],
    [
      429,
      'Too many requests. Please wait and try again.',
      'Too many requests. Please wait and try again.',
    ],
    [500, undefined, errors.phoneConfirmFailed],
  ])('shows the confirm text for a %i answer', async (status, message, shown) => {
    const user = userEvent.setup();
    await openAccountPage({ userPhoneNumber: null });
    await phoneCodeStep(user);
    answerPost(apiPaths.confirmPhoneNumber, () => fail(status, message));
    await user.type(codeField(), '123456');
    await user.click(confirm());
    expect(await within(contact()).findByRole('alert')).toHaveTextContent(shown);
  });

  it.each([
    [409, 'Any server text', errors.phoneInUse],
    [400, errors.phoneFormat, errors.phoneFormat],
    [500, undefined, errors.phoneUpdateFailed],
  ])('shows the send text for a %i answer', async (status, message, shown) => {
    const user = userEvent.setup();
    await openAccountPage({ userPhoneNumber: null });
    answerPost(apiPaths.updatePhoneNumber, () => fail(status, message));
    await user.type(await startPhone(user), '4155550123');
    await user.click(within(contact()).getByRole('checkbox'));
    await user.click(sendCode());
    expect(await within(contact()).findByRole('alert')).toHaveTextContent(shown);
  });

  it('treats a 200 instead of 201 as a failure', async () => {
    const user = userEvent.setup();
    await openAccountPage({ userPhoneNumber: null });
    answerPost(apiPaths.updatePhoneNumber, () => ok(200, ''));
    await user.type(await startPhone(user), '4155550123');
    await user.click(within(contact()).getByRole('checkbox'));
    await user.click(sendCode());
    expect(await within(contact()).findByRole('alert')).toHaveTextContent(
      errors.phoneUpdateInitFailed,
    );
  });
});
