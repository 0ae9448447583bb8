import { useState } from 'react';
import { notesMessages, type NoteInboxResponse } from '@rela/contracts';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { PropertyDialog } from '../../listing/components';
import { recordAddress } from '../../listing/model/format';
import { useListingProperties } from '../../listing/model/listing-properties';
import { useNoteInbox } from './api/notes-api';
import { noteTime } from './utils/note-time';

const text = notesMessages;

type InboxItem = NoteInboxResponse['items'][number];

const Item = ({
  item,
  address,
  onOpen,
}: {
  item: InboxItem;
  address: string;
  onOpen: () => void;
}) => (
  <li>
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${text.inboxOpen(address)}: ${item.buyerName}, ${item.excerpt}`}
      className="flex w-full items-start gap-3 rounded-xl bg-white px-4 py-3 text-left ring-1 ring-slate-200 transition hover:bg-slate-50 hover:ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-sky-600" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <span className="text-sm font-semibold text-slate-900">{item.buyerName}</span>
          <time dateTime={item.createdAt} className="text-xs text-slate-500">
            {noteTime(item.createdAt)}
          </time>
        </span>
        <span className="block truncate text-xs font-medium text-slate-600">{address}</span>
        <span className="mt-1 line-clamp-2 block text-sm text-slate-800">{item.excerpt}</span>
      </span>
    </button>
  </li>
);

/**
 * A realtor's unread shared notes from all their buyers, newest first (REQ-NOTES-READ, ADR 032): each opens the
 * home's dialog on its Notes tab in that buyer's thread, which marks it read.
 */
export const NotesInbox = () => {
  const inbox = useNoteInbox();
  const items = inbox.data ?? [];
  const keys = [...new Set(items.map((item) => item.listingKey))];
  const records = useListingProperties(keys).data;
  const [open, setOpen] = useState<InboxItem | null>(null);
  const addressOf = (listingKey: string) => {
    const record = records?.[listingKey];
    return record ? recordAddress(record) : listingKey;
  };
  return (
    <section aria-labelledby="notes-inbox-title" className="space-y-3">
      <h2
        id="notes-inbox-title"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        {text.inboxTitle}
        {items.length > 0 ? (
          <span className="rounded-full bg-sky-600 px-2 py-0.5 text-xs font-semibold text-white">
            {items.length}
          </span>
        ) : null}
      </h2>
      {inbox.isPending ? (
        <p role="status" className="flex items-center gap-3 text-sm text-slate-600">
          <Spinner size="sm" />
          {text.loading}
        </p>
      ) : inbox.isError ? (
        <Alert>{inbox.error.message}</Alert>
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-5 text-sm text-slate-600 ring-1 ring-slate-200">
          {text.inboxEmpty}
        </p>
      ) : (
        <ul className="space-y-2">
          {items.map((item) => (
            <Item
              key={item.noteId}
              item={item}
              address={addressOf(item.listingKey)}
              onOpen={() => setOpen(item)}
            />
          ))}
        </ul>
      )}
      {open ? (
        <PropertyDialog
          listingKey={open.listingKey}
          {...(records?.[open.listingKey] ? { record: records[open.listingKey] } : {})}
          open
          onOpenChange={(next) => {
            if (!next) setOpen(null);
          }}
          initialTab="notes"
          thread={{ side: 'realtor', buyer: open.buyerUsername }}
        />
      ) : null}
    </section>
  );
};
