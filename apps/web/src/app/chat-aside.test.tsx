import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assistantPaths, messages, timing, type ChatMessageBody } from '@rela/contracts';
import { assistantUrl } from '../../test/api';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { storedSignIn } from '../../test/signed-in';
import { buyerHomes } from '../features/properties/test-support';
import { assistantLogout } from '../lib/assistant-client';

/** An assistant that answers every message with `reply`, and a buyer with two homes. */
const setUp = (reply: string) => {
  storedSignIn({ userRole: 'buyer' });
  const homes = buyerHomes([
    { listingKey: 'K1', liked: false },
    { listingKey: 'K2', liked: false },
  ]);
  const conversation: ChatMessageBody[] = [];
  server.use(
    http.post(assistantUrl(assistantPaths.chat), async ({ request }) => {
      const text = new URLSearchParams(await request.text()).get('user_input') ?? '';
      const timestamp = new Date().toISOString();
      conversation.push({ role: 'user', content: text, timestamp });
      conversation.push({ role: 'bot', content: reply, timestamp });
      return HttpResponse.json({ status: 202, message: 'Message received.' }, { status: 202 });
    }),
    http.get(assistantUrl(assistantPaths.updateDashboard), () =>
      HttpResponse.json({ messages: conversation }),
    ),
  );
  return homes;
};

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const ask = async (text: string) => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const panel = await screen.findByRole('region', { name: messages.chat.panelTitle });
  const input = within(panel).getByRole('textbox', { name: messages.chat.inputLabel });
  await waitFor(() => expect(input).toBeEnabled());
  await user.type(input, `${text}{Enter}`);
  return panel;
};

describe('Rela on the dashboard and the property lists', () => {
  afterEach(() => {
    vi.useRealTimers();
    assistantLogout();
  });

  it('empties My Properties at once when the user asked to clear all, then refreshes 5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const homes = setUp('Cleared all 2 homes from your list.');
    renderApp('/home');
    expect(await screen.findAllByText('12 Oak Street', { exact: false })).toHaveLength(2);
    const panel = await ask('clear all properties');
    await advance(timing.chatPollMs);
    expect(await within(panel).findByText('Cleared all 2 homes from your list.')).toBeVisible();
    expect(await screen.findByText(messages.properties.none)).toBeVisible();
    const keyCalls = homes.calls.filter((call) => call === 'keys').length;
    await advance(timing.propertyRefreshDebounceMs);
    await waitFor(() =>
      expect(homes.calls.filter((call) => call === 'keys').length).toBe(keyCalls + 1),
    );
  });

  it('refreshes the keys 5 s after another reply, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const homes = setUp('Added **9 Birch St** to your homes.');
    renderApp('/home');
    expect(await screen.findAllByText('12 Oak Street', { exact: false })).toHaveLength(2);
    const keyCalls = () => homes.calls.filter((call) => call === 'keys').length;
    const before = keyCalls();
    const panel = await ask('add 9 Birch Street');
    await advance(timing.chatPollMs);
    await within(panel).findByText('9 Birch St');
    await advance(timing.propertyRefreshDebounceMs - 500);
    expect(keyCalls()).toBe(before);
    await advance(1_000);
    await waitFor(() => expect(keyCalls()).toBe(before + 1));
  });
});
