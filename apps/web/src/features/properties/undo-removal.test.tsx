import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, timing, propertiesMessages } from '@rela/contracts';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { storedSignIn } from '../../../test/signed-in';
import { rawProperty } from '../../listing/model/test-fixtures';
import { buyerHomes, held, productApiUrl } from './test-support';
import { findAlertDialog } from '../../../test/dialogs';

const text = propertiesMessages;

const homes = (options: Parameters<typeof buyerHomes>[1] = {}) =>
  buyerHomes(
    [
      { listingKey: 'K1', liked: false },
      { listingKey: 'K2', liked: true },
    ],
    {
      records: {
        K1: rawProperty('K1', { UnparsedAddress: '1 Oak St' }),
        K2: rawProperty('K2', { UnparsedAddress: '12 Oak St' }),
      },
      ...options,
    },
  );

const streets = async () => {
  const list = await screen.findByRole('list', { name: 'My properties' });
  return within(list)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label')?.split(',')[0]);
};

const removeFirst = async (user: ReturnType<typeof userEvent.setup>) => {
  const [first] = within(await screen.findByRole('list', { name: 'My properties' })).getAllByRole(
    'article',
  );
  await user.click(within(first!).getByRole('button', { name: text.remove }));
  const confirm = await findAlertDialog();
  await user.click(within(confirm).getByRole('button', { name: text.removeButton }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
};

describe('Undo after removing a home from the list (REQ-HOMES-UNDO)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows "Removed 12 Oak St · Undo"; Undo puts the home back, liked as it was', async () => {
    const user = userEvent.setup();
    storedSignIn();
    const fake = homes();
    renderApp('/home');
    expect(await streets()).toEqual(['12 Oak St', '1 Oak St']);
    await removeFirst(user);
    const toast = (await screen.findByText(text.removedToast('12 Oak St'))).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(toast).toBeVisible();
    expect(await streets()).toEqual(['1 Oak St']);
    await user.click(within(toast).getByRole('button', { name: text.undo }));
    await waitFor(() => expect(screen.queryByText(text.removedToast('12 Oak St'))).toBeNull());
    await waitFor(async () => expect(await streets()).toEqual(['12 Oak St', '1 Oak St']));
    expect(fake.state.homes).toEqual([
      { listingKey: 'K1', liked: false },
      { listingKey: 'K2', liked: true },
    ]);
    expect(fake.calls.filter((call) => /^(unlike|delete|undo|like) /.test(call))).toEqual([
      'unlike K2',
      'delete K2',
      'undo 00000000-0000-4000-8000-000000000001',
      'like K2',
    ]);
  });

  it('shows the home put back as loading, never as gone, until its record arrives', async () => {
    const user = userEvent.setup();
    storedSignIn();
    homes();
    renderApp('/home');
    expect(await streets()).toEqual(['12 Oak St', '1 Oak St']);
    await removeFirst(user);
    expect(await streets()).toEqual(['1 Oak St']);
    // The records of the list with the home back are held: the answer for one home is all there is.
    const gate = held();
    server.use(
      http.get(productApiUrl(apiPaths.listingsProperties), async () => {
        await gate.wait();
        return HttpResponse.json({
          value: [
            rawProperty('K1', { UnparsedAddress: '1 Oak St' }),
            rawProperty('K2', { UnparsedAddress: '12 Oak St' }),
          ],
        });
      }),
    );
    // Every commit is watched: a card shown as gone for a single render counts.
    let shownGone = false;
    const watch = new MutationObserver(() => {
      shownGone ||= document.body.textContent?.includes(text.noLongerAvailable) ?? false;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(await screen.findByRole('button', { name: text.undo }));
    const list = await screen.findByRole('list', { name: 'My properties' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    gate.release();
    await waitFor(async () => expect(await streets()).toEqual(['12 Oak St', '1 Oak St']));
    watch.disconnect();
    expect(shownGone).toBe(false);
  });

  it('goes away by itself after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    storedSignIn();
    homes();
    renderApp('/home');
    await removeFirst(user);
    expect(await screen.findByText(text.removedToast('12 Oak St'))).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(timing.undoWindowMs - 1000));
    expect(screen.getByRole('button', { name: text.undo })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText(text.removedToast('12 Oak St'))).toBeNull();
  });

  it('says so when it is too late to undo', async () => {
    const user = userEvent.setup();
    storedSignIn();
    homes({ undoStatus: 409 });
    renderApp('/home');
    await removeFirst(user);
    await user.click(await screen.findByRole('button', { name: text.undo }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.undoExpired);
    expect(await streets()).toEqual(['1 Oak St']);
  });
});
