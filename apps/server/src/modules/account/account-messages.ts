import { formatPhone, verificationCodes } from '@rela/contracts';
import { greeting as hello, type Greeting } from '../../platform/email-names';
import { escapeHtml } from '../../platform/html';
import { maskRecipient, type OutboxMessage } from '../../platform/outbox';
import type { SmsToSend } from '../../platform/sms/enqueue-sms';
import { emailUndoWindowMs } from './email-change-undo.service';

const codeMinutes = verificationCodes.ttlMs / 60_000;
const signOff = 'The Rela team';

/** A paragraph, or a link on a line of its own (its address in the text part). */
type Paragraph = string | { label: string; href: string };

const textOf = (paragraph: Paragraph) =>
  typeof paragraph === 'string' ? paragraph : `${paragraph.label}: ${paragraph.href}`;

const htmlOf = (paragraph: Paragraph) =>
  typeof paragraph === 'string'
    ? `<p>${escapeHtml(paragraph)}</p>`
    : `<p><a href="${escapeHtml(paragraph.href)}">${escapeHtml(paragraph.label)}</a></p>`;

const email = (
  message: Pick<OutboxMessage, 'kind' | 'recipient' | 'subject'>,
  paragraphs: Paragraph[],
): OutboxMessage => ({
  channel: 'email',
  ...message,
  text: `${paragraphs.map(textOf).join('\n\n')}\n`,
  html: paragraphs.map(htmlOf).join('\n'),
});

/** The kinds a code message is queued under (tests and `/dev/outbox` read them). */
export const accountMessageKinds = {
  emailCode: 'email-verification-code',
  emailChanged: 'email-changed',
  phoneCode: 'phone-verification-code',
  phoneChanged: 'phone-changed',
  passwordChanged: 'account-password-changed',
} as const;

/** The code that proves the user reads `to`, the new address (REQ-SEC-CONTACT-CHANGE). */
export const emailCodeEmail = (user: Greeting, to: string, code: string) =>
  email(
    { kind: accountMessageKinds.emailCode, recipient: to, subject: 'Your Rela verification code' },
    [
      hello(user),
      `Your verification code is ${code}. Enter it on your account page to confirm this email address. It is valid for ${codeMinutes} minutes.`,
      'If you did not ask to use this address for Rela, you can ignore this e-mail; nothing changes.',
      signOff,
    ],
  );

const undoDays = emailUndoWindowMs / (24 * 60 * 60_000);

/**
 * To the old address once the change is confirmed, so a takeover does not go unnoticed; when the
 * old address was verified, with the link that undoes the change for 7 days (REQ-ACCOUNT-EMAIL-UNDO).
 */
export const emailChangedEmail = (
  user: Greeting,
  change: { oldEmail: string; newEmail: string; undoLink: string | null },
) =>
  email(
    {
      kind: accountMessageKinds.emailChanged,
      recipient: change.oldEmail,
      subject: 'Your Rela email address was changed',
    },
    [
      hello(user),
      `The email address of your Rela account was changed to ${maskRecipient(change.newEmail)}. Messages from Rela now go there.`,
      ...(change.undoLink
        ? [
            `If this was not you, undo the change within ${undoDays} days: the link restores this address and signs out every session. Until then, password reset codes keep coming to this address.`,
            { label: 'Undo the email change', href: change.undoLink },
            'Then choose a new password with "Forgot Password?" on the sign-in page and tell your administrator.',
          ]
        : [
            'If this was not you, reset your password at once with "Forgot Password?" on the sign-in page and tell your administrator.',
          ]),
      signOff,
    ],
  );

export const passwordChangedEmail = (user: Greeting, to: string) =>
  email(
    {
      kind: accountMessageKinds.passwordChanged,
      recipient: to,
      subject: 'Your Rela password was changed',
    },
    [
      hello(user),
      'The password of your Rela account was just changed from your account page, and every other session was signed out.',
      'If this was not you, reset your password at once with "Forgot Password?" on the sign-in page and tell your administrator.',
      signOff,
    ],
  );

export const phoneCodeSms = (to: string, code: string): SmsToSend => ({
  to,
  kind: accountMessageKinds.phoneCode,
  label: 'Rela verification code',
  text: `Rela: your verification code is ${code}. It expires in ${codeMinutes} minutes. Reply STOP to opt out.`,
});

/** To the old number once the change is confirmed (a capped message). */
export const phoneChangedSms = (to: string, newPhone: string): SmsToSend => ({
  to,
  kind: accountMessageKinds.phoneChanged,
  label: 'Rela phone number changed',
  text: `Rela: the phone number of your account was changed to ${maskRecipient(formatPhone(newPhone))}. Not you? Contact your administrator.`,
});
