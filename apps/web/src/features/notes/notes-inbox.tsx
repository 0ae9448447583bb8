import { notesMessages } from '@rela/contracts';

/** A realtor's unread shared notes from all their buyers, newest first (issue 23). */
export const NotesInbox = () => (
  <section aria-labelledby="notes-inbox-title">
    <h2 id="notes-inbox-title" className="text-lg font-semibold text-slate-900">
      {notesMessages.inboxTitle}
    </h2>
  </section>
);
