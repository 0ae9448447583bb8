import { collaboration } from '../rules/collaboration';

const tooLong = `A note is at most ${collaboration.noteMaxLength.toLocaleString('en-US')} characters.`;

/** Texts of notes on a home (ADR 032): the Notes tab, the cards' counts, the inbox, refusals. */
export const notesMessages = {
  tab: 'Notes',
  placeholder: 'Write a note about this home…',
  add: 'Add note',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: 'Delete this note?',
  visibilityLabel: 'Who can see it',
  onlyMe: 'Only me',
  sharedWithRealtor: 'Shared with my realtor',
  sharedWithBuyer: 'Shared with my buyer',
  /** What is left in the thread of a deleted note. */
  deleted: 'Note deleted',
  edited: 'edited',
  empty: 'No notes yet. Write down what you liked, what worried you, what to ask.',
  emptyReadOnly: 'No shared notes on this home.',
  readOnly: 'Only the buyer and their realtor can write notes here.',
  /** 400: a `household` note is written by the household's members alone (ADR 049). */
  householdOnlyForMembers: "Only the household's members can write a note for the household.",
  /** The card's count: "3 notes", with an unread dot for the other side's new ones. */
  count: (count: number) => `${count} ${count === 1 ? 'note' : 'notes'}`,
  unread: (count: number) => `${count} unread`,
  charactersLeft: (left: number) => `${left} ${left === 1 ? 'character' : 'characters'} left`,
  /** Past the limit the counter says the limit itself and what to take out, never a negative count. */
  charactersOver: (over: number) =>
    `${tooLong} Remove ${over} ${over === 1 ? 'character' : 'characters'}.`,
  you: 'You',
  /** The author of a note whose account is gone. */
  formerMember: 'Former member',
  composerLabel: 'New note',
  editLabel: 'Edit note',
  adding: 'Adding…',
  saving: 'Saving…',
  deleting: 'Deleting…',
  privateBadge: 'Only you',
  threadLabel: 'Notes on this home',
  loading: 'Loading notes…',
  /** The tab's badge and the cards' dot, for screen readers. */
  unreadLabel: (count: number) => `${count} unread ${count === 1 ? 'note' : 'notes'}`,
  inboxOpen: (address: string) => `Open notes on ${address}`,
  inboxTitle: 'Unread notes',
  inboxEmpty: 'No unread notes from your buyers.',
  markRead: 'Mark as read',
  /** In-app notice of a shared note to the thread's other side. */
  noticeTitle: (author: string, address: string) => `${author} wrote a note — ${address}`,
  tooLong,
  textRequired: 'Write something first.',
  /** Beyond `limits.notesPerMinute` (a 429 with Retry-After). */
  tooMany: 'Too many notes in a short time. Please wait a minute and try again.',
  /** The thread's first page holds its newest notes; this shows the older ones above. */
  showOlder: 'Show older notes',
  badCursor: 'Page from a note of this thread.',
  editWindowOver: 'A note can be edited only within 15 minutes of writing it.',
  notYours: 'Only its author can change a note.',
  alreadyDeleted: 'This note was deleted.',
  buyerRequired: 'Name the buyer whose thread this is.',
  nothingToChange: 'Say what to change: the text or who sees it.',
  /** Rela's answer to "what did I note about …": the asker's own notes only. */
  assistantHeading: (address: string) => `Your notes on **${address}**:`,
  assistantNone: (address: string) => `You have no notes on **${address}**.`,
  assistantPrivate: 'only you',
  assistantShared: 'shared',
  /** A `household` note (ADR 049): for the household's members, not the realtor. */
  assistantHousehold: 'your household',
  assistantThreadOf: (buyer: string) => `${buyer}'s home`,
} as const;
