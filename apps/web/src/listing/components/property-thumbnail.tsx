import { cx } from '../../lib/class-names';
import { HouseIcon } from '../../components/icons';
import { labels } from '../../lib/labels';
import { ListingPhoto } from './listing-photo';

export type PropertyThumbnailProps = {
  listingKey: string;
  /** The first photo; `null` when the listing has none, `undefined` while photos load. */
  imageURL: string | null | undefined;
  alt: string;
  className?: string;
  /**
   * The first photo of the page, likely its largest paint: fetched at once and ahead of the
   * others rather than lazily.
   */
  priority?: boolean;
};

/** The card's picture: the first photo, a house icon when there is none, `?` without a key. */
export const PropertyThumbnail = ({
  listingKey,
  imageURL,
  alt,
  className,
  priority = false,
}: PropertyThumbnailProps) => {
  const frame = cx(
    'flex aspect-[4/3] w-full items-center justify-center overflow-hidden bg-slate-100 text-slate-400',
    className,
  );
  if (!listingKey) {
    return (
      <span className={cx(frame, 'text-4xl font-semibold')} aria-hidden="true">
        {labels.property.unknownKey}
      </span>
    );
  }
  if (imageURL === undefined)
    return <span className={cx(frame, 'animate-pulse')} aria-hidden="true" />;
  if (imageURL === null) {
    return (
      <span className={frame} role="img" aria-label={labels.property.noPhoto}>
        <HouseIcon />
      </span>
    );
  }
  return (
    <ListingPhoto
      src={imageURL}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cx(frame, 'object-cover')}
    />
  );
};
