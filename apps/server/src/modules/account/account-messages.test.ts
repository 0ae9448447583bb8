import { describe, it } from 'vitest';
import { expectNoLinkableName, hostileNames } from '../../platform/email-names.test-support';
import { emailCodeEmail, passwordChangedEmail } from './account-messages';

/** REQ-SEC-EMAIL-NAMES. */
describe('account e-mails', () => {
  it.each(hostileNames)('quote the name %j and link nothing else', (firstName) => {
    const user = { firstName, username: 'ada' };
    expectNoLinkableName(emailCodeEmail(user, 'new@example.com', '123456'));
    expectNoLinkableName(passwordChangedEmail(user, 'ada@example.com'));
  });
});
