import { verificationCodes } from '@rela/contracts';
import type { OutboxMessage } from '../../platform/outbox';
import { greeting as hello, quotedName, type Greeting } from '../../platform/email-names';
import { escapeHtml } from '../../platform/html';

const codeMinutes = verificationCodes.ttlMs / 60_000;

const signOff = 'The Rela team';

/** A plain-text body and the same paragraphs as simple HTML. */
const email = (
  message: Pick<OutboxMessage, 'kind' | 'recipient' | 'subject'>,
  paragraphs: string[],
): OutboxMessage => ({
  channel: 'email',
  ...message,
  text: `${paragraphs.join('\n\n')}\n`,
  html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
});

export const passwordResetEmail = (to: Greeting & { email: string }, code: string) =>
  email({ kind: 'password-reset', recipient: to.email, subject: 'Your Rela password reset code' }, [
    hello(to),
    `Your password reset code is ${code}. It is valid for ${codeMinutes} minutes.`,
    'If you did not ask to reset your password, you can ignore this e-mail; your password stays as it is.',
    signOff,
  ]);

export const passwordChangedEmail = (to: Greeting & { email: string }) =>
  email(
    { kind: 'password-changed', recipient: to.email, subject: 'Your Rela password was changed' },
    [
      hello(to),
      'The password of your Rela account was just changed, and every session was signed out.',
      'If this was not you, reset your password at once with "Forgot Password?" on the sign-in page and tell your administrator.',
      signOff,
    ],
  );

export const usernameReminderEmail = (to: Greeting & { email: string }, signInUrl: string) =>
  email({ kind: 'username-reminder', recipient: to.email, subject: 'Your Rela username' }, [
    hello(to),
    `Your Rela username is ${quotedName(to.username)}.`,
    `Sign in at ${signInUrl}`,
    'If you did not ask for this reminder, you can ignore this e-mail.',
    signOff,
  ]);

export const accountCreatedEmail = (
  to: Greeting & { email: string },
  access: { temporaryPassword: string; expiresAt: Date; signInUrl: string },
) =>
  email({ kind: 'account-created', recipient: to.email, subject: 'Your Rela account is ready' }, [
    hello(to),
    `An account was created for you on Rela. Your username is ${quotedName(to.username)} and your temporary password is ${access.temporaryPassword}`,
    `Sign in at ${access.signInUrl} before ${access.expiresAt.toUTCString()}; you will then choose your own password.`,
    signOff,
  ]);
