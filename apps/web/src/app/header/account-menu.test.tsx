import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { labels } from '../../lib/labels';

const text = labels.header;

const avatar = () => screen.findByRole('button', { name: text.accountMenu });

/** The account menu: a stand-in button first (ADR 037), the real menu from the first press. */
describe('the account menu', () => {
  it('is a plain button until it is pressed, then opens on the first press', async () => {
    storedSignIn();
    renderApp('/home');
    const standIn = await avatar();
    // The stand-in has the menu button's name and popup, but not Radix's state yet.
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).not.toHaveAttribute('data-state');
    await userEvent.click(standIn);
    expect(await screen.findByRole('menuitem', { name: text.myAccount })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: text.logout })).toBeVisible();
    // The open menu hides the rest of the page from assistive technology, the avatar with it.
    const opened = screen.getByRole('button', { name: text.accountMenu, hidden: true });
    expect(opened).toHaveAttribute('data-state', 'open');
    // The open menu has the focus, and gives it back to the avatar when it closes.
    await waitFor(() =>
      expect(screen.getByRole('menu')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(async () => expect(await avatar()).toHaveFocus());
  });

  it('opens from the keyboard, and the focus stays on the avatar when the real button comes', async () => {
    storedSignIn();
    renderApp('/home');
    const user = userEvent.setup();
    const standIn = await avatar();
    standIn.focus();
    await waitFor(async () => expect(await avatar()).toHaveAttribute('data-state', 'closed'));
    expect(await avatar()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: text.myAccount })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(async () => expect(await avatar()).toHaveFocus());
  });

  it('opens when a key presses the stand-in before the menu has loaded', async () => {
    storedSignIn();
    renderApp('/home');
    const standIn = await avatar();
    // A key press straight on the stand-in: its handler asks for the menu, which opens on arrival.
    standIn.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(await screen.findByRole('menuitem', { name: text.logout })).toBeVisible();
  });
});
