import { render as renderElement, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assistantPaths, type ChatMessageBody, chatMessages } from '@rela/contracts';
import { assistantUrl } from '../../../test/api';
import { server } from '../../../test/msw-server';
import { assistantLogout, connectAssistantClient } from '../../lib/assistant-client';
import type { Session } from '../../lib/session';
import { browserSessionStore } from '../../lib/storage';
import { ChatDock } from './chat-dock';

/** The dock inside the app's query client, as the app mounts it. */
const render = (element: ReactElement) => {
  const queryClient = new QueryClient();
  return renderElement(element, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
};

/** A phone: the layout media query does not match. */
const onPhone = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

const signedIn = () =>
  connectAssistantClient({
    getAccessToken: () => 'main-1',
    accessTokenState: () => 'valid',
    onBeforeExpire: () => () => true,
    onSignedOut: () => () => true,
  } as unknown as Session);

/** The assistant's conversation from now on; the count says how many times it was read. */
const conversation = (list: ChatMessageBody[]) => {
  const reads = { count: 0 };
  server.use(
    http.get(assistantUrl(assistantPaths.updateDashboard), () => {
      reads.count += 1;
      return HttpResponse.json({ messages: list });
    }),
  );
  return reads;
};

/** Signed in without remember me: the user record is in sessionStorage. */
const signInWithoutRememberMe = () => browserSessionStore().writeUser({ username: 'buyer' }, false);

/** What a reload does to storage: the app caches the loaded profile beside the username again. */
const reloadStorage = () =>
  browserSessionStore().writeUser(
    browserSessionStore().readUser()!,
    browserSessionStore().rememberMe(),
  );

const openButton = () => screen.getByRole('button', { name: new RegExp(chatMessages.openChat) });
const dot = () => screen.queryByTestId('chat-unread-dot');

describe('the chat dock on a phone', () => {
  beforeEach(() => {
    // jsdom has no matchMedia: a stand-in to spy on, unstubbed when the file ends (test/setup.ts).
    if (typeof window.matchMedia !== 'function')
      vi.stubGlobal('matchMedia', () => ({ matches: true }));
    onPhone();
    signedIn();
    signInWithoutRememberMe();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    assistantLogout();
    browserSessionStore().clear();
  });

  it('is a floating button that opens Rela Assistant with a close button', async () => {
    const user = userEvent.setup();
    render(<ChatDock />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(openButton());
    const dialog = await screen.findByRole('dialog', { name: chatMessages.panelTitle });
    expect(within(dialog).getByRole('heading', { name: chatMessages.panelTitle })).toBeVisible();
    // Behind the open dialog, out of the accessibility tree, it says the dialog is open.
    expect(
      screen.getByRole('button', { name: new RegExp(chatMessages.openChat), hidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: chatMessages.closeChat }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed, the focus is back on the button that opened it.
    expect(openButton()).toHaveFocus();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts its button in an opaque strip along the bottom, above the safe area, not floating on cards', () => {
    render(<ChatDock />);
    const bar = screen.getByTestId('chat-dock-bar');
    expect(bar).toContainElement(openButton());
    expect(bar).toHaveClass('fixed', 'inset-x-0', 'bottom-0', 'bg-white/95');
    expect(bar.className).toContain('env(safe-area-inset-bottom)');
    expect(openButton()).not.toHaveClass('fixed');
  });

  it('shows the red dot while the newest bot message is newer than the last opening', async () => {
    const user = userEvent.setup();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    conversation([
      { role: 'user', content: 'hi', timestamp: earlier },
      { role: 'bot', content: 'Hello!', timestamp: earlier },
    ]);
    render(<ChatDock />);
    await waitFor(() => expect(dot()).toBeInTheDocument());
    expect(openButton()).toHaveAccessibleName(
      `${chatMessages.openChat} (${chatMessages.newMessage})`,
    );

    await user.click(openButton());
    await screen.findByRole('dialog');
    expect(dot()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: chatMessages.closeChat }));
    expect(dot()).not.toBeInTheDocument();
    expect(Number(window.sessionStorage.getItem('rela.chat.lastOpen'))).toBeGreaterThan(
      Date.parse(earlier),
    );

    conversation([
      { role: 'user', content: 'hi', timestamp: earlier },
      { role: 'bot', content: 'Hello!', timestamp: earlier },
      {
        role: 'bot',
        content: 'One more thing.',
        timestamp: new Date(Date.now() + 1_000).toISOString(),
      },
    ]);
    await waitFor(() => expect(dot()).toBeInTheDocument(), { timeout: 4_000 });
  });

  it('still knows the reply was seen after a reload of the tab without remember me', async () => {
    const user = userEvent.setup();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const reads = conversation([{ role: 'bot', content: 'Hello!', timestamp: earlier }]);
    const first = render(<ChatDock />);
    await waitFor(() => expect(dot()).toBeInTheDocument());
    await user.click(openButton());
    await user.click(await screen.findByRole('button', { name: chatMessages.closeChat }));
    first.unmount();

    reloadStorage();
    const before = reads.count;
    render(<ChatDock />);
    // Connected, and polled once more since: the conversation it loaded has been shown.
    await waitFor(() => expect(reads.count).toBeGreaterThanOrEqual(before + 2), { timeout: 4_000 });
    expect(dot()).not.toBeInTheDocument();
    expect(openButton()).toHaveAccessibleName(chatMessages.openChat);
  });
});
