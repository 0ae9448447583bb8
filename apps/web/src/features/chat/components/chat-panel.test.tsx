import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chatMessages, timing } from '@rela/contracts';
import type { ChatView } from '../hooks/use-chat';
import { localMessage } from '../model/chat-message';
import { ChatPanel } from './chat-panel';

const view = (overrides: Partial<ChatView> = {}): ChatView => ({
  connection: 'connected',
  retrying: false,
  attempts: 0,
  messages: [],
  typing: false,
  timedOut: false,
  latestBotAt: null,
  send: vi.fn(),
  retry: vi.fn(),
  ...overrides,
});

const input = () => screen.getByRole('textbox', { name: chatMessages.inputLabel });
const sendButton = () => screen.getByRole('button', { name: chatMessages.send });

describe('the chat panel', () => {
  it('shows Loading Chat while connecting, with the input disabled', () => {
    render(<ChatPanel chat={view({ connection: 'connecting' })} />);
    expect(screen.getByRole('heading', { name: chatMessages.panelTitle })).toBeVisible();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(chatMessages.loadingTitle);
    expect(status).toHaveTextContent(chatMessages.connecting);
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  });

  it('shows Connection Failed with Try again, its attempts, and Connecting... while retrying', async () => {
    const retry = vi.fn();
    const { rerender } = render(<ChatPanel chat={view({ connection: 'failed', retry })} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(chatMessages.connectionFailedTitle);
    expect(alert).toHaveTextContent(chatMessages.unavailable);
    await userEvent.click(within(alert).getByRole('button', { name: chatMessages.tryAgain }));
    expect(retry).toHaveBeenCalledOnce();
    rerender(
      <ChatPanel chat={view({ connection: 'failed', retry, attempts: 1, retrying: true })} />,
    );
    expect(screen.getByRole('button', { name: chatMessages.connectingShort })).toBeDisabled();
    rerender(<ChatPanel chat={view({ connection: 'failed', retry, attempts: 2 })} />);
    expect(screen.getByRole('button', { name: chatMessages.tryAgainAttempts(2) })).toBeEnabled();
    expect(input()).toBeDisabled();
  });

  it('sends on Enter, not on Shift+Enter, and never a blank message', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    render(<ChatPanel chat={view({ send })} />);
    await user.type(input(), '   {Enter}');
    expect(send).not.toHaveBeenCalled();
    expect(sendButton()).toBeDisabled();
    await user.clear(input());
    await user.type(input(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(send).not.toHaveBeenCalled();
    expect(input()).toHaveValue('first line\nsecond line');
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledWith('first line\nsecond line');
    expect(input()).toHaveValue('');
    await user.type(input(), 'by the button');
    await user.click(sendButton());
    expect(send).toHaveBeenLastCalledWith('by the button');
  });

  it.each([
    ['Rela types', { typing: true }],
    ['the reply wait has passed', { typing: true, timedOut: true }],
  ])('disables the input while %s, and shows Rela is typing', (_name, state) => {
    render(<ChatPanel chat={view(state)} />);
    expect(input()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(chatMessages.typing);
  });

  it("renders Rela's and the system's messages as Markdown, the user's as plain text", async () => {
    const at = Date.parse('2026-03-01T12:00:00Z');
    render(
      <ChatPanel
        chat={view({
          messages: [
            localMessage('user', '**not bold** [not a link](https://example.com)', at),
            localMessage('bot', 'The price is **$500,000**.\n\n- 3 beds\n- 2 baths', at + 1),
            localMessage('system', '*Chat session expired.*', at + 2),
          ],
        })}
      />,
    );
    const log = screen.getByRole('log', { name: chatMessages.conversation });
    expect((await within(log).findByText('$500,000')).tagName).toBe('STRONG');
    expect(within(log).getByText('**not bold** [not a link](https://example.com)')).toBeVisible();
    expect(within(log).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(log)
        .getAllByRole('listitem')
        .some((item) => item.textContent === '3 beds'),
    ).toBe(true);
    expect(within(log).getByText('Chat session expired.').tagName).toBe('EM');
  });

  it('renders Markdown inert: no raw HTML, javascript: and data: links neutralised (REQ-CHAT-MARKDOWN-INERT)', async () => {
    const hostile = [
      '[x](javascript:alert(1)) [y](data:text/html;base64,PHNjcmlwdD4=) [z](JAVASCRIPT:alert(2))',
      '<img src=x onerror=alert(1)>',
      '<script>alert(3)</script>',
      '![pic](javascript:alert(4))',
      '[safe](https://example.com/home)',
    ].join('\n\n');
    const { container } = render(
      <ChatPanel
        chat={view({
          messages: [localMessage('bot', hostile, 1), localMessage('system', hostile, 2)],
        })}
      />,
    );
    const links = await within(container).findAllByRole('link');
    expect(container.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/home',
      'https://example.com/home',
    ]);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.value.toLowerCase()).not.toMatch(/^\s*(javascript|data):/);
      }
    }
    expect(screen.getAllByText('x')[0]?.tagName).toBe('SPAN');
  });

  it('offers Scroll to bottom when the conversation is not at its end', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      localMessage('bot', `answer ${index}`, index),
    );
    render(<ChatPanel chat={view({ messages: many })} />);
    const log = screen.getByRole('log');
    expect(
      screen.queryByRole('button', { name: chatMessages.scrollToBottom }),
    ).not.toBeInTheDocument();
    // Let the panel's own scrolls to the end (REQ-CHAT-SCROLL) pass first: on a busy machine one
    // of them could land after the user's scroll below and rightly hide the button again.
    const lastScheduledScroll = Math.max(
      timing.chatScrollOnOpenMs,
      timing.chatScrollOnConnectMs,
      timing.chatScrollOnMessageMs,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, lastScheduledScroll + 10)));
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });
    log.scrollTop = 100;
    log.dispatchEvent(new Event('scroll'));
    const button = await screen.findByRole('button', { name: chatMessages.scrollToBottom });
    await userEvent.click(button);
    expect(log.scrollTop).toBe(2000);
    expect(
      screen.queryByRole('button', { name: chatMessages.scrollToBottom }),
    ).not.toBeInTheDocument();
  });
});
