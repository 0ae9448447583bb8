import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { forgotUsernameMessages } from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const text = forgotUsernameMessages;

const answerForgotUsername = (resolver: Parameters<typeof http.post>[1]) =>
  server.use(http.post(apiUrl('/forgot-username'), resolver));

/** Opens the dialog from sign-in and sends a valid address. */
const sendReminder = async () => {
  const user = userEvent.setup();
  renderApp('/auth/login');
  await user.click(await screen.findByRole('button', { name: 'Forgot Username?' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Forgot Username' }));
  await user.type(dialog.getByLabelText('Email'), ' buyer@rela.example ');
  await user.click(dialog.getByRole('button', { name: 'Send Username Reminder' }));
  return { user, dialog };
};

describe('Forgot Username dialog', () => {
  it('says a reminder is on its way when the server accepts (202)', async () => {
    const bodies: unknown[] = [];
    answerForgotUsername(async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ status: 202, message: text.sent }, { status: 202 });
    });
    const { dialog } = await sendReminder();
    expect(await dialog.findByRole('status')).toHaveTextContent(text.sent);
    expect(dialog.getByRole('status')).toHaveClass('text-green-800');
    expect(bodies).toEqual([{ email: 'buyer@rela.example' }]);
  });

  it('accepts a 200 too', async () => {
    answerForgotUsername(() => HttpResponse.json({ status: 200, message: 'ok' }));
    const { dialog } = await sendReminder();
    expect(await dialog.findByRole('status')).toHaveTextContent(text.sent);
  });

  it.each([429, 500])('says the request could not be processed on %i', async (status) => {
    answerForgotUsername(() =>
      HttpResponse.json(errorBody(status, 'X', 'server words'), { status }),
    );
    const { dialog } = await sendReminder();
    expect(await dialog.findByRole('alert')).toHaveTextContent(text.couldNotProcess);
    expect(dialog.getByRole('alert')).toHaveClass('text-red-800');
  });

  it('says an error occurred when the server cannot be reached', async () => {
    answerForgotUsername(() => HttpResponse.error());
    const { dialog } = await sendReminder();
    expect(await dialog.findByRole('alert')).toHaveTextContent(text.error);
  });

  it('forgets the answer when closed', async () => {
    answerForgotUsername(() =>
      HttpResponse.json({ status: 202, message: text.sent }, { status: 202 }),
    );
    const { user, dialog } = await sendReminder();
    await dialog.findByRole('status');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Forgot Username?' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Forgot Username' }));
    expect(reopened.getByLabelText('Email')).toHaveValue('');
    expect(reopened.queryByRole('status')).not.toBeInTheDocument();
  });
});
