import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages, apiPaths } from '@rela/contracts';
import { answerPost, ok, openAccountPage } from './test-support';
import { labels } from '../../lib/labels';

const text = labels.account;

describe('My Account page', () => {
  it('shows the header, photo initials, name, e-mail and both contact rows with their badges', async () => {
    await openAccountPage({ phoneNumberVerified: false });
    const back = screen.getByRole('link', { name: text.back });
    expect(back).toHaveAttribute('href', '/home');
    expect(screen.getByText('Bea Buyer')).toBeVisible();
    expect(screen.getByText('BB', { selector: 'main span' })).toBeVisible();
    expect(screen.getByRole('button', { name: text.changePhoto })).toBeEnabled();

    const contact = screen.getByRole('region', { name: text.contactTitle });
    expect(within(contact).getByText('buyer@rela.example')).toBeVisible();
    expect(within(contact).getByText('+1-555-123-4567')).toBeVisible();
    expect(within(contact).getByText(text.verified)).toBeVisible();
    expect(within(contact).getByText(text.unverified)).toBeVisible();
    expect(within(contact).getAllByRole('button', { name: /^Change / })).toHaveLength(2);

    const security = screen.getByRole('region', { name: text.securityTitle });
    expect(within(security).getByRole('button', { name: 'Change Password' })).toBeVisible();
    expect(within(security).getByRole('button', { name: 'View Terms of Service' })).toBeVisible();
    expect(within(security).getByRole('button', { name: 'View Privacy Policy' })).toBeVisible();
  });

  it('reads Not provided without a phone, and shows no phone badge', async () => {
    await openAccountPage({ userPhoneNumber: null, emailVerified: false });
    const contact = screen.getByRole('region', { name: text.contactTitle });
    expect(within(contact).getByText(accountMessages.notProvided)).toBeVisible();
    expect(within(contact).getAllByText(/^(Verified|Unverified)$/)).toHaveLength(1);
    expect(within(contact).getByText(text.unverified)).toBeVisible();
  });

  it('falls back to a pair of dashes without name or e-mail initials', async () => {
    await openAccountPage({ userFirstName: null, userLastName: null, userEmail: ' ' });
    expect(screen.getByText('--', { selector: 'main span' })).toBeVisible();
  });

  it('goes back to /home, marked as coming from the account page', async () => {
    const user = userEvent.setup();
    const view = await openAccountPage();
    await user.click(screen.getByRole('link', { name: text.back }));
    await waitFor(() => expect(view.location().pathname).toBe('/home'));
    expect(view.location().state).toEqual({ from: 'account' });
  });

  it('opens the Terms of Service and Privacy Policy modals', async () => {
    const user = userEvent.setup();
    await openAccountPage();
    await user.click(screen.getByRole('button', { name: 'View Terms of Service' }));
    expect(await screen.findByRole('dialog', { name: labels.termsOfService })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'View Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: labels.privacyPolicy })).toBeVisible();
  });

  it('gives the focus back to the button that opened a dialog when it closes (REQ-A11Y-DIALOG-FOCUS)', async () => {
    const user = userEvent.setup();
    // Opening the password's dialog sends the code.
    answerPost(apiPaths.sendPasswordChangeCode, () => ok(200));
    await openAccountPage();
    for (const name of ['View Terms of Service', 'View Privacy Policy', 'Change Password']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-haspopup', 'dialog');
      await user.click(button);
      expect(await screen.findByRole('dialog')).toBeVisible();
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(button).toHaveFocus();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
  });
});
