import { describe, it } from 'vitest';
import { expectNoLinkableName, hostileNames } from '../../platform/email-names.test-support';
import {
  accountCreatedEmail,
  passwordChangedEmail,
  passwordResetEmail,
  usernameReminderEmail,
} from './recovery-emails';

const signInUrl = 'http://localhost:3000/auth/login';

/** REQ-SEC-EMAIL-NAMES. */
describe('recovery e-mails', () => {
  it.each(hostileNames)('quote the name %j and link nothing else', (firstName) => {
    const to = { firstName, username: 'ada', email: 'ada@example.com' };
    expectNoLinkableName(passwordResetEmail(to, '123456'));
    expectNoLinkableName(passwordChangedEmail(to));
  });

  it('quote a domain-like username and link only the sign-in page', () => {
    const to = { firstName: null, username: 'evil.example', email: 'ada@example.com' };
    expectNoLinkableName(usernameReminderEmail(to, signInUrl));
    expectNoLinkableName(
      accountCreatedEmail(to, {
        temporaryPassword: 'Temp-pass-2026!',
        expiresAt: new Date('2026-01-08T00:00:00Z'),
        signInUrl,
      }),
    );
  });
});
