import { screen, waitFor, type ByRoleOptions } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The confirmation once it takes clicks: Radix's modal layer draws its content with
 * `pointer-events: none` until its layer is registered, a render after it shows; a click in
 * between is refused by user-event (the confirmation's code now loads when it opens, so the
 * moment can fall between a test's find and its click).
 */
export const findAlertDialog = async (options?: ByRoleOptions): Promise<HTMLElement> => {
  const dialog = await screen.findByRole('alertdialog', options);
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
};
