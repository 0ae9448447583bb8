import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatAction } from '@rela/contracts';
import { localMessage } from '../model/chat-message';
import { MessageList } from './message-list';

const at = Date.parse('2026-11-25T10:00:00Z');
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const undo = (expiresAt: string): ChatAction => ({
  kind: 'undo',
  label: 'Undo',
  reply: 'Undo',
  expiresAt,
});
const reply = (text: string, actions: ChatAction[]) => ({
  ...localMessage('bot', text, at),
  actions,
});

describe("the buttons under Rela's reply (REQ-CHAT-ACTIONS)", () => {
  afterEach(() => vi.useRealTimers());

  it('sends the button’s reply, on the latest message only', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <MessageList
        list={[
          reply('Removed **1 Oak St** from your homes.', [undo(inSeconds(30))]),
          localMessage('user', 'clear all properties', at + 1),
          reply('Remove all 2 homes from your list?', [
            { kind: 'confirm', label: 'Yes', reply: 'Yes', expiresAt: inSeconds(120) },
            { kind: 'cancel', label: 'No', reply: 'No', expiresAt: inSeconds(120) },
          ]),
        ]}
        typing={false}
        onAction={onAction}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onAction).toHaveBeenCalledWith('Yes');
  });

  it('takes Undo away when its 30 seconds have passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <MessageList
        list={[reply('Cleared 2 homes from your list.', [undo(inSeconds(30))])]}
        typing={false}
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('shows no buttons once they have expired, or while the user cannot send', () => {
    const { rerender } = render(
      <MessageList
        list={[reply('Cleared 2 homes from your list.', [undo(inSeconds(-1))])]}
        typing={false}
        onAction={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    rerender(
      <MessageList
        list={[reply('Cleared 2 homes from your list.', [undo(inSeconds(30))])]}
        typing={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
