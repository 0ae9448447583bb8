import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { findAlertDialog } from '../../test/dialogs';

const renderConfirm = (onConfirm: () => Promise<unknown>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfirmDialog
        trigger={<button type="button">Delete Ann</button>}
        title="Delete Ann?"
        description="Ann can no longer sign in."
        keepLabel="Cancel"
        actionLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={onConfirm}
        errorText={(error) => (error instanceof Error ? error.message : 'Failed')}
      />
    </QueryClientProvider>,
  );

describe('a confirmation whose code loads when it first opens', () => {
  it('is a dialog trigger until opened; Cancel closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => undefined);
    renderConfirm(onConfirm);
    const trigger = screen.getByRole('button', { name: 'Delete Ann' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(trigger);
    const dialog = await findAlertDialog({ name: 'Delete Ann?' });
    expect(within(dialog).getByText('Ann can no longer sign in.')).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps a failure inside, then closes on success; opened again, the failure is gone', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Ann has buyers.'))
      .mockResolvedValueOnce(undefined);
    renderConfirm(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete Ann' }));
    const dialog = await findAlertDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ann has buyers.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Ann' }));
    const again = await findAlertDialog();
    expect(within(again).queryByRole('alert')).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
