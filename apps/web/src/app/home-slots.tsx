import { lazyComponent } from '../lib/lazy-component';
import type { DialogHome, HomeSlots } from '../listing/slots/home-slots';
import { CardHotMark } from '../features/activity/card-hot-mark';
import { homeOpened } from '../features/activity/home-opened';
import { ChooseHomes } from '../features/compare/components/choose-homes';
import { CardNoteCount, useCardNoteReads } from '../features/notes/card-note-count';

/*
 * The dialog's parts load with the dialog (ADR 037), each feature's in a chunk of its own, not with
 * the lists: the lazy wrappers render at once after `preload`, which the dialog calls on opening.
 */
const notesTab = () => import('../features/notes/dialog-tab');
const tourRequest = () => import('../features/tours/dialog-action');

const NotesTabLabel = lazyComponent<DialogHome>(async () => (await notesTab()).NotesTabLabel);
const NotesTabPanel = lazyComponent<DialogHome>(async () => (await notesTab()).NotesTabPanel);
const TourRequestAction = lazyComponent<DialogHome>(
  async () => (await tourRequest()).TourRequestAction,
);

/**
 * The features' parts of the listing's views (ADR 045): the dialog's Notes tab and tour request,
 * the cards' note counts and Hot marks, the record of an opening and choosing homes to compare.
 * Whether a part shows is the listing's thread (ADR 032): a buyer's own home, or a realtor's buyer's.
 */
export const homeSlots: HomeSlots = {
  dialog: {
    actions: [{ shownFor: (home) => home.thread?.side === 'buyer', Action: TourRequestAction }],
    tabs: [
      {
        value: 'notes',
        shownFor: (home) => home.thread !== undefined,
        Label: NotesTabLabel,
        Panel: NotesTabPanel,
      },
    ],
    preload: () => {
      void NotesTabLabel.preload();
      void NotesTabPanel.preload();
      void TourRequestAction.preload();
    },
  },
  CardNotes: CardNoteCount,
  CardMarks: CardHotMark,
  useCardReads: useCardNoteReads,
  homeOpened,
  ChooseHomes,
};
