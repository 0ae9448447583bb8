import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { buyerKeys, deleteUserAnswer, entry, inviteAnswer, teamUsers } from './test-support';
import { labels } from '../../lib/labels';
import { findAlertDialog } from '../../../test/dialogs';

const text = labels.team;
const invitee = 'new.buyer@example.com';

const pendingBuyer = entry({
  username: invitee,
  userId: invitee,
  firstName: null,
  lastName: null,
  registrationStatus: 'pending',
});

const showBuyers = async () => {
  storedSignIn({ userRole: 'realtor', userUsername: 'realtor' });
  teamUsers([entry({ username: 'b1', properties: ['K1'] }), pendingBuyer]);
  renderApp('/buyers');
  return screen.findByRole('listitem', { name: invitee });
};

describe('a pending invitation', () => {
  it('shows the e-mail once and Invitation pending, with Resend and Cancel and nothing to expand', async () => {
    const row = await showBuyers();
    expect(within(row).getAllByText(invitee)).toHaveLength(1);
    expect(within(row).getByText(text.invitationPending)).toBeInTheDocument();
    expect(within(row).queryByText(/propert/)).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: text.expand(invitee) })).toBeNull();
    expect(within(row).queryByRole('button', { name: text.deleteUser(invitee) })).toBeNull();
  });

  it('Resend invites the same e-mail again and says so', async () => {
    const user = userEvent.setup();
    const sent = inviteAnswer(201);
    const row = await showBuyers();
    await user.click(
      within(row).getByRole('button', { name: text.resendInvitationLabel(invitee) }),
    );
    expect(await within(row).findByText(text.invitationResent(invitee))).toBeInTheDocument();
    // With the browser's zone, for the e-mail's expiry (ADR 041).
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(sent).toEqual([{ email: invitee, timeZone }]);
  });

  it('Cancel asks, then deletes the invitee, which revokes the invitation', async () => {
    const user = userEvent.setup();
    const deleted = deleteUserAnswer(200);
    const row = await showBuyers();
    await user.click(
      within(row).getByRole('button', { name: text.cancelInvitationLabel(invitee) }),
    );
    const confirm = await findAlertDialog();
    expect(confirm).toHaveTextContent(text.cancelInvitationConfirm(invitee));
    await user.click(within(confirm).getByRole('button', { name: text.cancelInvitationTitle }));
    await expect.poll(() => deleted).toEqual([{ username: invitee }]);
  });
});

describe('a member row', () => {
  it('has a named trash button, a red confirmation and a chevron that says whether it is open', async () => {
    const user = userEvent.setup();
    buyerKeys([]);
    await showBuyers();
    const row = screen.getByRole('listitem', { name: 'Bo Buyer' });
    const expand = within(row).getByRole('button', { name: text.expand('Bo Buyer') });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(within(row).getByRole('button', { name: text.collapse('Bo Buyer') })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const trash = within(row).getByRole('button', { name: text.deleteUser('Bo Buyer') });
    expect(trash).not.toHaveTextContent(text.deleteAction);
    await user.click(trash);
    const confirm = await findAlertDialog();
    expect(within(confirm).getByRole('button', { name: text.deleteAction })).toHaveClass(
      'bg-red-600',
    );
  });
});
