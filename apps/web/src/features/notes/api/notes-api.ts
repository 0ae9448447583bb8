import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  usePrefetchQuery,
  queryOptions,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  noteRoutes,
  type Note,
  type NoteThreadResponse,
  type NoteVisibility,
} from '@rela/contracts';
import { call } from '../../../lib/api-client';
import { noticesQueryKey } from '../../../lib/notices';
import { threadBuyer, type HomeThread } from '../../../listing/model/home-thread';

/** Every notes answer sits under this key: a write reads the thread, counts and inbox again. */
export const notesQueryKey = ['notes'] as const;
const threadKey = (listingKey: string, buyer: string | undefined) =>
  [...notesQueryKey, 'thread', listingKey, buyer ?? ''] as const;
export const noteSummaryKey = (buyer: string | undefined) =>
  [...notesQueryKey, 'summary', buyer ?? ''] as const;
export const noteInboxKey = [...notesQueryKey, 'inbox'] as const;

const query = (buyer: string | undefined) => (buyer ? { buyer } : {});

/**
 * GET .../listings/{key}/notes, paged: the first page holds the thread's newest notes, each next
 * one older notes (`before`); every page is oldest first.
 */
export const useNoteThread = (listingKey: string, thread: HomeThread) => {
  const buyer = threadBuyer(thread);
  return useInfiniteQuery({
    queryKey: threadKey(listingKey, buyer),
    queryFn: ({ pageParam, signal }) =>
      call(noteRoutes.noteThread, {
        params: { listingKey },
        query: { ...query(buyer), ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore,
  });
};

/** The notes of the pages read so far, oldest first. */
export const threadNotes = (data: InfiniteData<NoteThreadResponse> | undefined): Note[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.items) : [];

/**
 * A written note into the pages read: in place when it is there (an edit, a delete), else after
 * the newest; a deleted private note leaves the thread (nobody else saw it, so no line stays).
 */
const withNote = (
  data: InfiniteData<NoteThreadResponse>,
  note: Note,
): InfiniteData<NoteThreadResponse> => {
  const gone = note.deleted && note.visibility === 'private';
  const known = data.pages.some((page) => page.items.some((item) => item.id === note.id));
  const pages = data.pages.map((page, index) => {
    if (known)
      return {
        ...page,
        items: gone
          ? page.items.filter((item) => item.id !== note.id)
          : page.items.map((item) => (item.id === note.id ? note : item)),
      };
    return index === 0 && !gone ? { ...page, items: [...page.items, note] } : page;
  });
  return { ...data, pages };
};

/** GET notes/summary: per listing of a buyer's list, the caller's note count and unread ones. */
const noteSummaryQueryOptions = (buyer: string | undefined) =>
  queryOptions({
    queryKey: noteSummaryKey(buyer),
    queryFn: async ({ signal }) =>
      (await call(noteRoutes.noteSummary, { query: query(buyer), signal })).byListing,
  });

export const useNoteSummary = (buyer: string | undefined, enabled = true) =>
  useQuery({ ...noteSummaryQueryOptions(buyer), enabled });

/** Starts the summary's read, unless it is read or being read already. */
export const usePrefetchNoteSummary = (buyer: string | undefined) =>
  usePrefetchQuery(noteSummaryQueryOptions(buyer));

/** GET notes/inbox: a realtor's unread shared notes from their buyers. */
export const useNoteInbox = () =>
  useQuery({
    queryKey: noteInboxKey,
    queryFn: async ({ signal }) => (await call(noteRoutes.noteInbox, { signal })).items,
  });

/** The thread's writes: add, edit, delete; each reads the notes' answers again. */
export const useNoteWrites = (listingKey: string, thread: HomeThread) => {
  const queryClient = useQueryClient();
  const buyer = threadBuyer(thread);
  const key = threadKey(listingKey, buyer);
  const put = (note: Note) =>
    queryClient.setQueryData<InfiniteData<NoteThreadResponse>>(key, (current) =>
      current ? withNote(current, note) : current,
    );
  const settled = () => queryClient.invalidateQueries({ queryKey: notesQueryKey });
  const add = useMutation({
    mutationFn: (body: { text: string; visibility: NoteVisibility }) =>
      call(noteRoutes.createNote, { params: { listingKey }, query: query(buyer), body }),
    onSuccess: put,
    onSettled: settled,
  });
  const edit = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      call(noteRoutes.updateNote, { params: { listingKey, id }, body: { text } }),
    onSuccess: put,
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(noteRoutes.deleteNote, { params: { listingKey, id } }),
    onSuccess: put,
    onSettled: settled,
  });
  return { add, edit, remove };
};

/** POST .../notes/read once the thread is shown: its unread dot, inbox item and notices go. */
export const useMarkThreadRead = (listingKey: string, thread: HomeThread) => {
  const queryClient = useQueryClient();
  const buyer = threadBuyer(thread);
  return useMutation({
    mutationFn: () =>
      call(noteRoutes.markNoteThreadRead, { params: { listingKey }, query: query(buyer) }),
    onSuccess: () => {
      queryClient.setQueryData<Record<string, { count: number; unread: number }>>(
        noteSummaryKey(buyer),
        (byListing) => {
          const entry = byListing?.[listingKey];
          return byListing && entry
            ? { ...byListing, [listingKey]: { ...entry, unread: 0 } }
            : byListing;
        },
      );
      void queryClient.invalidateQueries({ queryKey: noteInboxKey });
      // The server read the thread's notices too: the bell asks again.
      void queryClient.invalidateQueries({ queryKey: noticesQueryKey });
    },
  });
};
