import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assistantPaths,
  type ChatMessageBody,
  chatMessages,
  timing,
  propertiesMessages,
} from '@rela/contracts';
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
  const panel = await screen.findByRole('region', { name: chatMessages.panelTitle });
  const input = within(panel).getByRole('textbox', { name: chatMessages.inputLabel });
  await waitFor(() => expect(input).toBeEnabled());
  await user.type(input, `${text}{Enter}`);
  return panel;
};

describe('Rela on the dashboard and the property lists', () => {
  afterEach(() => {
    vi.useRealTimers();
    assistantLogout();
  });

  it('keeps My Properties while Rela asks to clear; Yes and Undo are buttons, and the list follows each at once (REQ-CHAT-ACTIONS)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storedSignIn({ userRole: 'buyer' });
    const homes = buyerHomes([
      { listingKey: 'K1', liked: false },
      { listingKey: 'K2', liked: false },
    ]);
    const all = [...homes.state.homes];
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    const replies: Record<string, Omit<ChatMessageBody, 'timestamp' | 'role'>> = {
      'clear all properties': {
        content: 'Remove all 2 homes from your list?',
        actions: [
          { kind: 'confirm', label: 'Yes', reply: 'Yes', expiresAt: inAMinute },
          { kind: 'cancel', label: 'No', reply: 'No', expiresAt: inAMinute },
        ],
      },
      Yes: {
        content: 'Cleared 2 homes from your list.',
        actions: [{ kind: 'undo', label: 'Undo', reply: 'Undo', expiresAt: inAMinute }],
      },
      Undo: { content: 'Put 2 homes back on your list.' },
    };
    const conversation: ChatMessageBody[] = [];
    server.use(
      http.post(assistantUrl(assistantPaths.chat), async ({ request }) => {
        const text = new URLSearchParams(await request.text()).get('user_input') ?? '';
        if (text === 'Yes') homes.state.homes = [];
        if (text === 'Undo') homes.state.homes = [...all];
        const timestamp = new Date().toISOString();
        conversation.push({ role: 'user', content: text, timestamp });
        conversation.push({ role: 'bot', timestamp, ...replies[text]! });
        return HttpResponse.json({ status: 202, message: 'Message received.' }, { status: 202 });
      }),
      http.get(assistantUrl(assistantPaths.updateDashboard), () =>
        HttpResponse.json({ messages: conversation }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/home');
    expect(await screen.findAllByText('12 Oak Street', { exact: false })).toHaveLength(2);

    const panel = await ask('clear all properties');
    await advance(timing.chatPollMs);
    expect(await within(panel).findByText('Remove all 2 homes from your list?')).toBeVisible();
    expect(screen.getAllByText('12 Oak Street', { exact: false })).toHaveLength(2);
    expect(within(panel).getByRole('button', { name: 'No' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Yes' }));
    await advance(timing.chatPollMs);
    expect(await within(panel).findByText('Cleared 2 homes from your list.')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    await advance(500);
    expect(await screen.findByText(propertiesMessages.none)).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    await advance(timing.chatPollMs);
    expect(await within(panel).findByText('Put 2 homes back on your list.')).toBeVisible();
    await advance(500);
    expect(await screen.findAllByText('12 Oak Street', { exact: false })).toHaveLength(2);
  });

  it('refreshes the keys 5 s after another reply, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const homes = setUp('Added **9 Birch St** to your homes.');
    renderApp('/home');
    expect(await screen.findAllByText('12 Oak Street', { exact: false })).toHaveLength(2);
    const keyCalls = () => homes.calls.filter((call) => call === 'keys').length;
    const before = keyCalls();
    const panel = await ask('add 9 Birch Street');
    // The reply comes with the read that waits for it (REQ-CHAT-FAST-REPLY), before any poll.
    await within(panel).findByText('9 Birch St');
    await advance(timing.propertyRefreshDebounceMs - 500);
    expect(keyCalls()).toBe(before);
    await advance(1_000);
    await waitFor(() => expect(keyCalls()).toBe(before + 1));
  });
});
