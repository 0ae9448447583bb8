import { memo, useDeferredValue, type ReactNode } from 'react';
import type { RemovalReason } from '@rela/contracts';
import { PropertyCard, type RemoveConfirm } from '../../../listing/components';
import { recordAddress } from '../../../listing/model/format';
import type { HomeChoice } from '../../../listing/slots/home-slots';
import type { MyProperty } from '../hooks/use-my-properties';
import { cardTransitionName } from '../utils/animate-move';
import { labels } from '../../../lib/labels';
import { ownThread } from '../../../listing/model/home-thread';

export type PropertyListProps = {
  properties: MyProperty[];
  lockingKeys: readonly string[];
  onToggleLock: (property: MyProperty) => void;
  onRemove: (property: MyProperty, reason?: RemovalReason) => Promise<void>;
  onOpen: (property: MyProperty) => void;
  /** Choosing homes to compare: a checkbox on each card while it is on. */
  choice?: HomeChoice;
  /** A household's (ADR 049): who likes each home, and the removal's question. */
  likedByLine?: (property: MyProperty) => string | undefined;
  removeConfirm?: RemoveConfirm;
};

const CardSkeleton = () => (
  <div className="h-full animate-pulse overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
    <div className="aspect-[4/3] bg-slate-100" />
    <div className="space-y-3 p-4">
      <div className="h-7 w-1/2 rounded bg-slate-100" />
      <div className="h-4 w-3/4 rounded bg-slate-100" />
    </div>
  </div>
);

/** Cards drawn with the first paint: a phone's screenful and a desktop's first row. */
const FIRST_CARDS = 3;

type PropertyRowProps = Pick<PropertyListProps, 'onToggleLock' | 'onRemove' | 'onOpen'> & {
  property: MyProperty;
  lockBusy: boolean;
  itemClass: string;
  checkbox: ReactNode;
  likedByLine: string | undefined;
  removeConfirm: RemoveConfirm | undefined;
  priority: boolean;
};

/**
 * One home's list item, drawn again only when its own props change: an answer that touches no
 * card (the keys' refetch, a lock elsewhere) leaves the others as they are.
 */
const PropertyRow = memo(function PropertyRow({
  property,
  lockBusy,
  itemClass,
  checkbox,
  likedByLine,
  removeConfirm,
  priority,
  onToggleLock,
  onRemove,
  onOpen,
}: PropertyRowProps) {
  return (
    <li
      style={{ viewTransitionName: cardTransitionName(property.listingKey) }}
      className={itemClass}
    >
      {checkbox}
      {property.record === undefined ? (
        <CardSkeleton />
      ) : (
        <PropertyCard
          listingKey={property.listingKey}
          record={property.record}
          freshness={property.freshness}
          display={property.display}
          imageURL={property.imageURL}
          addedNote={property.addedNote}
          likedByLine={likedByLine}
          removeConfirm={removeConfirm}
          thread={ownThread}
          locked={property.locked}
          lockBusy={lockBusy}
          onToggleLock={() => onToggleLock(property)}
          onRemove={(reason) => onRemove(property, reason)}
          onOpen={() => onOpen(property)}
          priority={priority}
        />
      )}
    </li>
  );
});

/** The buyer's cards: one a row on phones, two on tablets, three beside the chat on desktops. */
export const PropertyList = ({
  properties,
  lockingKeys,
  onToggleLock,
  onRemove,
  onOpen,
  choice,
  likedByLine,
  removeConfirm,
}: PropertyListProps) => {
  // The first screenful renders at once; the rest in a render React may interrupt (ADR 038).
  const shown = useDeferredValue(properties.length, Math.min(properties.length, FIRST_CARDS));
  return (
    <ul
      aria-label={labels.myProperties.listLabel}
      className="grid grid-cols-1 gap-5 @lg:grid-cols-2 @[50rem]:grid-cols-3"
    >
      {properties.slice(0, Math.max(shown, FIRST_CARDS)).map((property, index) => (
        <PropertyRow
          key={property.listingKey}
          property={property}
          lockBusy={lockingKeys.includes(property.listingKey)}
          itemClass={
            choice?.itemClass(property.listingKey, 'rounded-2xl') ?? 'relative rounded-2xl'
          }
          checkbox={
            choice && property.record
              ? choice.checkbox(property.listingKey, recordAddress(property.record))
              : null
          }
          likedByLine={likedByLine?.(property)}
          removeConfirm={removeConfirm}
          priority={index === 0}
          onToggleLock={onToggleLock}
          onRemove={onRemove}
          onOpen={onOpen}
        />
      ))}
    </ul>
  );
};
