import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { RawProperty } from '@rela/contracts';
import type { HomeThread } from '../model/home-thread';

/** A home as the property dialog hands it to a feature's part. */
export type DialogHome = {
  record: RawProperty;
  /** Off the market (ADR 021): what the part offers may be closed. */
  offMarket: boolean;
  /** Whose notes and tours the dialog shows; none: a home with no thread (ADR 032). */
  thread: HomeThread | undefined;
};

/** A feature's tab in the dialog, after MLS Report and AI Report. */
export type DialogTab = {
  /** The tab's value: what `initialTab` names to open on it. */
  value: string;
  /** Whether this home gets the tab. */
  shownFor: (home: DialogHome) => boolean;
  /** The trigger's content: its name and any count. */
  Label: ComponentType<DialogHome>;
  Panel: ComponentType<DialogHome>;
};

/** A feature's control between the dialog's facts and its tabs. */
export type DialogAction = {
  shownFor: (home: DialogHome) => boolean;
  Action: ComponentType<DialogHome>;
};

/** A home on a list's card or tile, as a feature's mark on it reads it. */
export type CardHome = {
  listingKey: string;
  /** Whose notes and activity the viewer sees on the home; none: no mark. */
  thread: HomeThread | undefined;
  className?: string;
};

/** Choosing homes of a list, as the list places its parts. */
export type HomeChoice = {
  /** Starts and stops choosing: beside the list's heading. */
  toggle: ReactNode;
  /** The bar of the homes chosen: after the list. */
  bar: ReactNode;
  /** A home's checkbox, over its photo, while choosing. */
  checkbox: (listingKey: string, address: string) => ReactNode;
  /** A home's list item's class: its outline while chosen. */
  itemClass: (listingKey: string, rounded: string) => string;
};

/**
 * What the features add to the listing's views (ADR 045): `app/` composes them and hands them down
 * through `HomeSlotsProvider`; `listing/` and the features read them here and never import the
 * feature that fills a slot. A view without the provider shows the listing's own parts only.
 */
export type HomeSlots = {
  dialog: {
    actions: readonly DialogAction[];
    tabs: readonly DialogTab[];
    /** Starts loading the parts' code, opened with the dialog's own (ADR 037). */
    preload: () => void;
  };
  /** Under a card's address: the notes on the home (ADR 032). */
  CardNotes: ComponentType<CardHome>;
  /** Over a tile's photo: why the home is Hot (ADR 033). */
  CardMarks: ComponentType<CardHome>;
  /**
   * Starts the reads the cards' marks draw from, called by a list as it starts its own: their
   * answers then come before the cards, not as a second pass over every card (docs/performance.md).
   */
  useCardReads: (thread: HomeThread) => void;
  /** Told when the viewer opens a home from a list, once per opening (ADR 033). */
  homeOpened: (listingKey: string, thread: HomeThread | undefined) => void;
  /** Choosing 2 to 4 homes of a list to compare (ADR 022). */
  ChooseHomes: ComponentType<{
    /** The buyer whose homes these are (a realtor's view). */
    buyer?: string;
    children: (choice: HomeChoice) => ReactNode;
  }>;
};

const nothing = () => null;

/** No choosing: the list places empty parts. */
const noChoice: HomeChoice = {
  toggle: null,
  bar: null,
  checkbox: nothing,
  itemClass: (_listingKey, rounded) => `relative ${rounded}`,
};

export const listingOnly: HomeSlots = {
  dialog: { actions: [], tabs: [], preload: () => undefined },
  CardNotes: nothing,
  CardMarks: nothing,
  useCardReads: () => undefined,
  homeOpened: () => undefined,
  ChooseHomes: ({ children }) => children(noChoice),
};

const HomeSlotsContext = createContext<HomeSlots>(listingOnly);

export const HomeSlotsProvider = HomeSlotsContext.Provider;

/** The features' parts of the listing's views, as `app/` composed them. */
export const useHomeSlots = () => useContext(HomeSlotsContext);
