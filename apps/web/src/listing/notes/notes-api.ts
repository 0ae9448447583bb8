import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  noteRoutes,
  type Note,
  type NoteThreadResponse,
  type NoteVisibility,
} from '@rela/contracts';
import { call } from '../../lib/api-client';
import { threadBuyer, type HomeThread } from '../model/home-thread';

/** Every notes answer sits under this key: a write reads the thread, counts and inbox again. */
export const notesQueryKey = ['notes'] as const;
const threadKey = (listingKey: string, buyer: string | undefined) =>
  [...notesQueryKey, 'thread', listingKey, buyer ?? ''] as const;
export const noteSummaryKey = (buyer: string | undefined) =>
  [...notesQueryKey, 'summary', buyer ?? ''] as const;
export const noteInboxKey = [...notesQueryKey, 'inbox'] as const;

const query = (buyer: string | undefined) => (buyer ? { buyer } : {});

/** GET .../listings/{key}/notes: the thread oldest first, as the caller may see it. */
export const useNoteThread = (listingKey: string, thread: HomeThread) => {
  const buyer = threadBuyer(thread);
  return useQuery({
    queryKey: threadKey(listingKey, buyer),
    queryFn: ({ signal }) =>
      call(noteRoutes.noteThread, { params: { listingKey }, query: query(buyer), signal }),
  });
};

/** GET notes/summary: per listing of a buyer's list, the caller's note count and unread ones. */
export const useNoteSummary = (buyer: string | undefined, enabled = true) =>
  useQuery({
    queryKey: noteSummaryKey(buyer),
    queryFn: async ({ signal }) =>
      (await call(noteRoutes.noteSummary, { query: query(buyer), signal })).byListing,
    enabled,
  });

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
    queryClient.setQueryData<NoteThreadResponse>(key, (current) =>
      current
        ? {
            ...current,
            items: current.items.some((item) => item.id === note.id)
              ? current.items.map((item) => (item.id === note.id ? note : item))
              : [...current.items, note],
          }
        : current,
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

/** POST .../notes/read once the thread is shown: its unread dot and inbox item go. */
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
    },
  });
};
