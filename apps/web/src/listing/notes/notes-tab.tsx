import type { HomeThread } from '../model/home-thread';

/** The dialog's Notes tab: the thread of one buyer on one home (issue 23). */
export const NotesTab = (_props: { listingKey: string; thread: HomeThread }) => null;
