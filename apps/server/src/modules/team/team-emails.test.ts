import { describe, it } from 'vitest';
import { expectNoLinkableName, hostileNames } from '../../platform/email-names.test-support';
import { invitationEmail } from './team-emails';

/** REQ-SEC-EMAIL-NAMES. */
describe('the invitation e-mail', () => {
  it.each(hostileNames)('quotes the inviter %j and links only the invitation', (inviterName) => {
    expectNoLinkableName(
      invitationEmail({
        email: 'new@example.com',
        role: 'buyer',
        inviterName,
        url: 'http://localhost:3000/register/invite?requestId=x',
        expiresAt: new Date('2026-01-08T00:00:00Z'),
      }),
    );
  });
});
