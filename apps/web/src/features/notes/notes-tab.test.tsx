import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  collaboration,
  defaultProductSlug,
  noteRoutes,
  notesMessages,
  withProduct,
  type Note,
} from '@rela/contracts';
import { apiUrl, errorBody } from '../../../test/api';
import { server } from '../../../test/msw-server';
import type { HomeThread } from '../../listing/model/home-thread';
import { labels } from '../../lib/labels';
import { NoteCount } from './components/note-count';
import { NotesTab } from './components/notes-tab';
import { findAlertDialog } from '../../../test/dialogs';

const text = notesMessages;
const KEY = 'K1';
const url = (path: string) => apiUrl(withProduct(path, defaultProductSlug));
const threadUrl = url(noteRoutes.noteThread.path);
const noteUrl = url(noteRoutes.updateNote.path);
const readUrl = url(noteRoutes.markNoteThreadRead.path);

const later = () => new Date(Date.now() + 10 * 60_000).toISOString();

const note = (overrides: Partial<Note>): Note => ({
  id: 'n1',
  listingKey: KEY,
  buyerUsername: 'buyer',
  author: { username: 'buyer', name: 'Bea Buyer' },
  mine: true,
  visibility: 'shared',
  text: 'Loved the kitchen.',
  deleted: false,
  createdAt: '2026-11-25T15:00:00.000Z',
  editedAt: null,
  editableUntil: later(),
  ...overrides,
});

type Sent = { method: string; url: string; body: unknown };

/** The thread's calls against a list of notes the test holds; answers what each call sends. */
const serve = (initial: Note[], canWrite = true) => {
  let items = [...initial];
  const sent: Sent[] = [];
  const record = async (request: Request) =>
    sent.push({
      method: request.method,
      url: request.url,
      body:
        request.method === 'DELETE'
          ? null
          : await request
              .clone()
              .json()
              .catch(() => null),
    });
  server.use(
    // As the server answers: a deleted private note is no longer in the thread.
    http.get(threadUrl, () =>
      HttpResponse.json({
        items: items.filter((item) => !(item.deleted && item.visibility === 'private')),
        canWrite,
      }),
    ),
    http.post(readUrl, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ unread: 0 });
    }),
    http.post(threadUrl, async ({ request }) => {
      await record(request);
      const body = (await request.json()) as { text: string; visibility: Note['visibility'] };
      const created = note({
        id: `n${items.length + 1}`,
        ...body,
        createdAt: new Date().toISOString(),
      });
      items = [...items, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(noteUrl, async ({ request, params }) => {
      await record(request);
      const body = (await request.json()) as { text: string };
      const current = items.find((item) => item.id === params.id)!;
      if (current.text === 'too late')
        return HttpResponse.json(errorBody(409, 'CONFLICT', text.editWindowOver), { status: 409 });
      const edited = { ...current, text: body.text, editedAt: new Date().toISOString() };
      items = items.map((item) => (item.id === edited.id ? edited : item));
      return HttpResponse.json(edited);
    }),
    http.delete(noteUrl, async ({ request, params }) => {
      await record(request);
      const current = items.find((item) => item.id === params.id)!;
      const gone = { ...current, text: '', deleted: true, editableUntil: null };
      items = items.map((item) => (item.id === gone.id ? gone : item));
      return HttpResponse.json(gone);
    }),
  );
  return sent;
};

const renderTab = (thread: HomeThread = { side: 'buyer' }, household = false) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NotesTab listingKey={KEY} thread={thread} household={household} />
    </QueryClientProvider>,
  );
};

const thread = async () => within(await screen.findByRole('region', { name: text.threadLabel }));

describe('the Notes tab', () => {
  it('shows the thread: authors, the viewer’s times, edited, only-you, deleted, links as text; and marks it read', async () => {
    const sent = serve([
      note({ id: 'n1', text: 'See https://example.com/listing for the floor plan' }),
      note({
        id: 'n2',
        mine: false,
        author: { username: 'realtor', name: 'Rita Realtor' },
        text: 'Ask about the roof.',
        editedAt: '2026-11-25T15:05:00.000Z',
        editableUntil: null,
      }),
      note({ id: 'n3', visibility: 'private', text: 'Offer 20k under.' }),
      note({ id: 'n4', deleted: true, text: '', editableUntil: null }),
    ]);
    renderTab();
    const tab = await thread();
    const items = tab.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent(text.you);
    expect(items[0]).toHaveTextContent('https://example.com/listing');
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    const shown = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
    expect(items[0]).toHaveTextContent(shown.format(new Date('2026-11-25T15:00:00.000Z')));
    expect(items[1]).toHaveTextContent('Rita Realtor');
    expect(items[1]).toHaveTextContent(text.edited);
    expect(within(items[1]!).queryByRole('button', { name: text.edit })).toBeNull();
    expect(items[2]).toHaveTextContent(text.privateBadge);
    expect(items[3]).toHaveTextContent(text.deleted);
    expect(within(items[3]!).queryByRole('button')).toBeNull();
    await waitFor(() => expect(sent.filter((s) => s.url.endsWith('/notes/read'))).toHaveLength(1));
  });

  it('adds a shared note by default and a private one on "Only me", with a counter', async () => {
    const user = userEvent.setup();
    const sent = serve([]);
    renderTab();
    const tab = await thread();
    expect(tab.getByText(text.empty)).toBeInTheDocument();
    expect(tab.getByRole('radio', { name: text.sharedWithRealtor })).toBeChecked();
    const box = tab.getByRole('textbox', { name: text.composerLabel });
    const add = tab.getByRole('button', { name: text.add });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    // Tab from the visibility choice of an empty box goes on to Add, never stuck on the choice.
    tab.getByRole('radio', { name: text.sharedWithRealtor }).focus();
    await user.tab();
    expect(add).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(sent.filter((s) => s.method === 'POST' && !s.url.endsWith('/read'))).toEqual([]);
    await user.type(box, '  Big yard  ');
    expect(tab.getByText(text.charactersLeft(collaboration.noteMaxLength - 8))).toBeInTheDocument();
    await user.click(add);
    expect(await tab.findByText('Big yard')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await user.type(box, 'Noisy street');
    await user.click(tab.getByRole('radio', { name: text.onlyMe }));
    await user.click(tab.getByRole('button', { name: text.add }));
    expect(await tab.findByText('Noisy street')).toBeInTheDocument();
    // "Only me" was for that note alone: the next one starts shared again, as the radio says.
    expect(tab.getByRole('radio', { name: text.sharedWithRealtor })).toBeChecked();
    expect(
      sent.filter((s) => s.method === 'POST' && !s.url.endsWith('/read')).map((s) => s.body),
    ).toEqual([
      { text: 'Big yard', visibility: 'shared' },
      { text: 'Noisy street', visibility: 'private' },
    ]);
  });

  it('offers a household of two Only me, My household and Household and realtor, and badges each note (ADR 049)', async () => {
    const user = userEvent.setup();
    const sent = serve([
      note({ id: 'n1', visibility: 'shared', text: 'For everyone' }),
      note({ id: 'n2', visibility: 'household', text: 'For us' }),
      note({ id: 'n3', visibility: 'private', text: 'For me' }),
    ]);
    renderTab({ side: 'buyer' }, true);
    const tab = await thread();
    const radios = tab.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      labels.household.visibility.private,
      labels.household.visibility.household,
      labels.household.visibility.shared,
    ]);
    expect(tab.getByRole('radio', { name: labels.household.visibility.shared })).toBeChecked();
    const items = tab.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(labels.household.visibility.shared);
    expect(items[1]).toHaveTextContent(labels.household.visibility.household);
    expect(items[2]).toHaveTextContent(text.privateBadge);
    await user.type(tab.getByRole('textbox', { name: text.composerLabel }), 'Ask Alex');
    await user.click(tab.getByRole('radio', { name: labels.household.visibility.household }));
    await user.click(tab.getByRole('button', { name: text.add }));
    expect(await tab.findByText('Ask Alex')).toBeInTheDocument();
    expect(
      sent.filter((s) => s.method === 'POST' && !s.url.endsWith('/read')).map((s) => s.body),
    ).toEqual([{ text: 'Ask Alex', visibility: 'household' }]);
  });

  it('never offers a realtor My household, even where the buyer has a household', async () => {
    serve([]);
    renderTab({ side: 'realtor', buyer: 'buyer' }, true);
    const tab = await thread();
    expect(tab.getAllByRole('radio')).toHaveLength(2);
    expect(tab.queryByRole('radio', { name: labels.household.visibility.household })).toBeNull();
  });

  it('refuses a note over the limit before sending it', async () => {
    const user = userEvent.setup();
    serve([]);
    renderTab({ side: 'realtor', buyer: 'buyer' });
    const tab = await thread();
    expect(tab.getByRole('radio', { name: text.sharedWithBuyer })).toBeChecked();
    const box = tab.getByRole('textbox', { name: text.composerLabel });
    await user.click(box);
    await user.paste('x'.repeat(collaboration.noteMaxLength + 50));
    // The limit in the catalogue's words, what to take out, and no negative count.
    const over = tab.getByText(text.charactersOver(50));
    expect(over).toHaveTextContent(`${text.tooLong} Remove 50 characters.`);
    expect(tab.queryByText(/-\d+ characters? left/)).toBeNull();
    const add = tab.getByRole('button', { name: text.add });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(over.textContent ?? '');
  });

  it('edits within the window, shows the refusal after it, and deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const sent = serve([note({ id: 'n1', text: 'First' }), note({ id: 'n2', text: 'too late' })]);
    renderTab();
    const tab = await thread();
    const [first, second] = tab.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await user.click(within(first).getByRole('button', { name: text.edit }));
    const box = within(first).getByRole('textbox', { name: text.editLabel });
    await user.clear(box);
    await user.type(box, 'Second');
    await user.click(within(first).getByRole('button', { name: text.save }));
    expect(await within(first).findByText('Second')).toBeInTheDocument();
    expect(first).toHaveTextContent(text.edited);

    await user.click(within(second).getByRole('button', { name: text.edit }));
    await user.type(within(second).getByRole('textbox', { name: text.editLabel }), '!');
    await user.click(within(second).getByRole('button', { name: text.save }));
    expect(await within(second).findByRole('alert')).toHaveTextContent(text.editWindowOver);
    await user.click(within(second).getByRole('button', { name: text.cancel }));

    await user.click(within(second).getByRole('button', { name: text.delete }));
    const confirm = await findAlertDialog({ name: text.deleteConfirm });
    await user.click(within(confirm).getByRole('button', { name: text.delete }));
    expect(await within(second).findByText(text.deleted)).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(1);
  });

  it('is read-only when the answer says the caller may not write: no composer, no edit or delete', async () => {
    serve(
      [note({ mine: false, editableUntil: null, author: { username: 'b', name: 'Bea' } })],
      false,
    );
    renderTab({ side: 'realtor', buyer: 'buyer' });
    const tab = await thread();
    expect(tab.queryByRole('textbox')).toBeNull();
    expect(tab.queryByRole('button')).toBeNull();
    expect(tab.getByText(text.readOnly)).toBeInTheDocument();
  });
});

describe('the cards’ note count', () => {
  it('says the count, and the unread ones to a screen reader beside the dot', () => {
    const { rerender } = render(<NoteCount notes={{ count: 3, unread: 2 }} />);
    expect(screen.getByText(text.count(3))).toBeInTheDocument();
    expect(screen.getByText(text.unreadLabel(2))).toBeInTheDocument();
    expect(screen.getByTestId('note-unread-dot')).toBeInTheDocument();
    rerender(<NoteCount notes={{ count: 1, unread: 0 }} />);
    expect(screen.getByText(text.count(1))).toBeInTheDocument();
    expect(screen.queryByTestId('note-unread-dot')).toBeNull();
    rerender(<NoteCount notes={{ count: 0, unread: 0 }} />);
    expect(screen.queryByText(/note/)).toBeNull();
  });
});

describe('the Notes tab’s pages, private deletes and the bell', () => {
  it('shows the newest page, and older notes above it on "Show older notes"', async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    server.use(
      http.get(threadUrl, ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before);
        return HttpResponse.json(
          before === 'cursor-1'
            ? { items: [note({ id: 'old', text: 'Oldest note' })], canWrite: true }
            : {
                items: [note({ id: 'new', text: 'Newest note' })],
                canWrite: true,
                nextBefore: 'cursor-1',
              },
        );
      }),
      http.post(readUrl, () => HttpResponse.json({ unread: 0 })),
    );
    renderTab();
    const tab = await thread();
    expect(tab.getAllByRole('listitem')).toHaveLength(1);
    await user.click(tab.getByRole('button', { name: text.showOlder }));
    await waitFor(() => expect(tab.getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = tab.getAllByRole('listitem');
    expect(first).toHaveTextContent('Oldest note');
    expect(second).toHaveTextContent('Newest note');
    expect(asked).toEqual([null, 'cursor-1']);
    expect(tab.queryByRole('button', { name: text.showOlder })).toBeNull();
  });

  it('drops a deleted private note from the thread, keeps "Note deleted" for a shared one', async () => {
    const user = userEvent.setup();
    serve([
      note({ id: 'n1', visibility: 'private', text: 'Just mine' }),
      note({ id: 'n2', text: 'For both' }),
    ]);
    renderTab();
    const tab = await thread();
    for (const body of ['Just mine', 'For both']) {
      const item = tab.getByText(body).closest('li')!;
      await user.click(within(item).getByRole('button', { name: text.delete }));
      const confirm = await findAlertDialog({ name: text.deleteConfirm });
      await user.click(within(confirm).getByRole('button', { name: text.delete }));
      await waitFor(() => expect(tab.queryByText(body)).toBeNull());
    }
    // The server's next answer leaves the private one out; the cache already did.
    await waitFor(() => expect(tab.getAllByRole('listitem')).toHaveLength(1));
    expect(tab.getByRole('listitem')).toHaveTextContent(text.deleted);
  });

  it('asks the bell again once the thread is marked read (its notices were read with it)', async () => {
    serve([note({ id: 'n1', mine: false, text: 'From the realtor' })]);
    const spy = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderTab();
    await thread();
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith({ queryKey: expect.arrayContaining(['notifications']) }),
    );
    spy.mockRestore();
  });
});
