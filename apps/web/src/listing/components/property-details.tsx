import { useState } from 'react';
import { Tabs } from 'radix-ui';
import {
  bathroomsOf,
  type ListingDisplay,
  type ListingFreshness,
  type RawProperty,
  type RemovalReason,
} from '@rela/contracts';
import { cx } from '../../lib/class-names';
import { formatNumber, formatPrice } from '../model/format';
import { isOffMarket } from '../model/freshness';
import type { HomeThread } from '../model/home-thread';
import { useHomeSlots, type DialogHome } from '../slots/home-slots';
import { AiReportDot, AiReportIndicator, AiReportTab } from './ai-report-tab';
import { DialogPhotos } from './dialog-photos';
import { LockButton } from './lock-button';
import { MlsReport } from './mls-report-tab';
import { OffMarketNotice } from './off-market-notice';
import { RemovePropertyButton, type RemoveConfirm } from './remove-property-button';
import { LikedByLine } from './liked-by-line';
import { StatusBadge } from './status-badge';
import { AddressNote } from './address-note';
import { ListingAttribution, ListingDisclaimer } from './listing-attribution';
import { NotForClientsMark } from './not-for-clients-mark';
import { ProblemReport } from './problem-report';
import { UpdatedAgo } from './updated-ago';
import { CardEstimate } from './card-cost';
import { LazyCostSections } from './lazy-cost-sections';
import { recordEstimateFacts } from '../costs/estimate';
import { labels } from '../../lib/labels';

/** What a buyer can do with their own property from the dialog. */
export type BuyerActions = {
  locked: boolean;
  lockBusy: boolean;
  onToggleLock: () => void;
  /** Removes the home, with the buyer's optional reason (REQ-HOMES-REMOVE). */
  onRemove: (reason?: RemovalReason) => Promise<void>;
  /** A household's (ADR 049): who likes the home, and the removal's "Remove it for everyone?". */
  likedByLine?: string;
  removeConfirm?: RemoveConfirm;
};

/** The dialog's tabs: its own two, or a feature's tab by its value (Notes: `notes`, ADR 045). */
export type PropertyTab = 'mls' | 'ai' | (string & {});

type PropertyDetailsProps = {
  record: RawProperty;
  /** When the replica last confirmed the record; absent when the server tells none. */
  freshness: ListingFreshness | undefined;
  /** The attribution and disclaimer the MLS's rules ask for (ADR 048). */
  display?: ListingDisplay;
  images: readonly string[] | undefined;
  address: string;
  buyerActions: BuyerActions | undefined;
  onOpenGallery: (index: number) => void;
  initialTab?: PropertyTab;
  /** The buyer's thread the features' parts are about; none: no Notes tab, no tour request. */
  thread?: HomeThread;
  /** Whether the AI Report tab is there (a home the viewer may read a report of). */
  aiReport?: boolean;
};

const text = labels.property;

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-200/70 sm:px-4 sm:py-3">
    <dt className="truncate text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
    <dd className="mt-0.5 text-base font-semibold whitespace-nowrap text-slate-900 sm:text-lg">
      {value}
    </dd>
  </div>
);

const tabClass =
  'inline-flex items-center gap-2 border-b-2 border-transparent px-1 pb-2.5 text-sm font-semibold text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 data-[state=active]:border-slate-900 data-[state=active]:text-slate-900';

/** The body of the property dialog once its record is known. */
export const PropertyDetails = ({
  record,
  freshness,
  display,
  images,
  address,
  buyerActions,
  onOpenGallery,
  initialTab = 'mls',
  thread,
  aiReport = true,
}: PropertyDetailsProps) => {
  const offMarket = isOffMarket(freshness);
  const { dialog } = useHomeSlots();
  const home: DialogHome = { record, offMarket, thread };
  const actions = dialog.actions.filter((part) => part.shownFor(home));
  const tabs = dialog.tabs.filter((tab) => tab.shownFor(home));
  const [tab, setTab] = useState<string>(initialTab);
  // Each click on the estimate beside the price opens the MLS Report and scrolls to the breakdown.
  const [costShownAt, setCostShownAt] = useState(0);
  const facts = offMarket ? null : recordEstimateFacts(record);
  LazyCostSections.preload();
  return (
    <div className="space-y-5">
      {offMarket ? <OffMarketNotice variant="banner" /> : null}
      <div className={cx(offMarket && 'grayscale')}>
        <DialogPhotos images={images} address={address} onOpenGallery={onOpenGallery} />
      </div>
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <p
            className={cx(
              'text-2xl font-bold tracking-tight sm:text-3xl',
              offMarket ? 'text-slate-500' : 'text-slate-900',
            )}
          >
            {formatPrice(record.ListPrice)}
          </p>
          <StatusBadge status={record.StandardStatus} muted={offMarket} />
          {facts ? (
            <button
              type="button"
              title={text.seeMonthlyCost}
              onClick={() => {
                setTab('mls');
                setCostShownAt((count) => count + 1);
              }}
              className="rounded-md text-brand-800 underline decoration-brand-600/40 underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              <CardEstimate facts={facts} as="span" className="text-brand-800" />
            </button>
          ) : null}
          {freshness ? (
            <UpdatedAgo confirmedAt={freshness.confirmedAt} stale={freshness.stale} />
          ) : null}
        </div>
        {buyerActions ? (
          <div className="flex shrink-0 gap-2">
            <LockButton
              locked={buyerActions.locked}
              busy={buyerActions.lockBusy}
              onToggle={buyerActions.onToggleLock}
            />
            <RemovePropertyButton
              onRemove={buyerActions.onRemove}
              confirm={buyerActions.removeConfirm}
            />
          </div>
        ) : null}
      </div>
      {buyerActions?.likedByLine ? (
        <LikedByLine line={buyerActions.likedByLine} className="-mt-3" />
      ) : null}
      <AddressNote addressDisplay={display?.addressDisplay} className="-mt-3" />
      <ListingAttribution attribution={display?.attribution} variant="full" className="-mt-3" />
      <NotForClientsMark notForClients={display?.notForClients} explained className="-mt-2" />
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Fact label={text.beds} value={formatNumber(record.BedroomsTotal)} />
        <Fact label={text.baths} value={formatNumber(bathroomsOf(record))} />
        <Fact
          label={text.livingArea}
          value={
            record.LivingArea === null
              ? formatNumber(null)
              : text.sqft(formatNumber(record.LivingArea))
          }
        />
      </dl>
      {actions.map(({ Action }, index) => (
        <Action key={index} {...home} />
      ))}
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List className="flex gap-6 border-b border-slate-200">
          <Tabs.Trigger value="mls" className={tabClass}>
            {text.mlsReport}
          </Tabs.Trigger>
          {aiReport ? (
            <Tabs.Trigger value="ai" className={tabClass}>
              {text.aiReport}
              {display?.reportDeclined ? (
                <AiReportIndicator availability="unavailable" />
              ) : (
                <AiReportDot listingKey={record.ListingKey} />
              )}
            </Tabs.Trigger>
          ) : null}
          {tabs.map(({ value, Label }) => (
            <Tabs.Trigger key={value} value={value} className={tabClass}>
              <Label {...home} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="mls" className="pt-4 focus-visible:outline-none">
          <MlsReport record={record} />
          <LazyCostSections
            record={record}
            thread={thread}
            offMarket={offMarket}
            shownAt={costShownAt}
          />
          <ListingDisclaimer disclaimer={display?.disclaimer} />
          {thread?.side === 'buyer' ? <ProblemReport listingKey={record.ListingKey} /> : null}
        </Tabs.Content>
        {aiReport ? (
          <Tabs.Content value="ai" className="pt-4 focus-visible:outline-none">
            <AiReportTab listingKey={record.ListingKey} declined={display?.reportDeclined} />
          </Tabs.Content>
        ) : null}
        {tabs.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="pt-4 focus-visible:outline-none">
            <Panel {...home} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
};
