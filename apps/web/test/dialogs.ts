import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A modal once it takes clicks: Radix's modal layer draws its content with `pointer-events: none`
 * until its layer is registered, a render after it shows; a click or a keystroke in between is
 * refused by user-event (a dialog whose code loads when it opens, or a fast machine, puts the
 * moment between a test's find and its first interaction).
 */
const findModal = async (
  role: 'dialog' | 'alertdialog',
  options?: ByRoleOptions,
): Promise<HTMLElement> => {
  const modal = await screen.findByRole(role, options);
  await waitFor(() => expect(modal).toHaveStyle({ pointerEvents: 'auto' }));
  return modal;
};

/** The confirmation once it takes clicks (see `findModal`). */
export const findAlertDialog = (options?: ByRoleOptions) => findModal('alertdialog', options);

/** The dialog once it takes clicks and keystrokes (see `findModal`). */
export const findDialog = (options?: ByRoleOptions) => findModal('dialog', options);
