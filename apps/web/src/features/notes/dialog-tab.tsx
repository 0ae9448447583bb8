import { notesMessages } from '@rela/contracts';
import { useMyHousehold } from '../../lib/household';
import type { DialogHome } from '../../listing/slots/home-slots';
import { NotesTabBadge } from './components/note-count';
import { NotesTab } from './components/notes-tab';

/** The Notes tab of the property dialog (ADR 032), in its slot (ADR 045): only with a thread. */
export const NotesTabLabel = ({ record, thread }: DialogHome) => (
  <>
    {notesMessages.tab}
    {thread ? <NotesTabBadge listingKey={record.ListingKey} thread={thread} /> : null}
  </>
);

export const NotesTabPanel = ({ record, thread }: DialogHome) => {
  const { together } = useMyHousehold();
  return thread ? (
    <NotesTab listingKey={record.ListingKey} thread={thread} household={together} />
  ) : null;
};
